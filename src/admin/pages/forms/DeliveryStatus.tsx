// A submission's deliveries at a glance: one chip per delivery (kind and
// status), its last error as text for a failed or retried one.
import { Box, Chip, Typography } from '@mui/material';
import type { DeliveryItem } from '../../../shared/api/form-submissions.js';
import { KIND_WORDS, whenText } from './form-submissions-api.js';

const COLOR = { sent: 'success', pending: 'warning', failed: 'error' } as const;

export function DeliveryChips({ deliveries }: { deliveries: DeliveryItem[] }) {
  if (!deliveries.length) return <Typography variant="body2">Nothing to deliver</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {deliveries.map((d) => (
        <Chip key={d.FdId} size="small" variant="outlined" color={COLOR[d.status]} label={`${KIND_WORDS[d.kind] ?? d.kind}: ${d.status === 'pending' && d.lastError ? 'retrying' : d.status}`} title={d.lastError ?? undefined} />
      ))}
    </Box>
  );
}

/** Every delivery with its attempts, next try and last error (the detail screen). */
export function DeliveryList({ deliveries }: { deliveries: DeliveryItem[] }) {
  if (!deliveries.length) return <Typography variant="body2">This submission set off no deliveries.</Typography>;
  return (
    <Box component="ul" aria-label="Deliveries" sx={{ pl: 2, m: 0 }}>
      {deliveries.map((d) => (
        <li key={d.FdId}>
          <Typography variant="body2">
            <strong>{KIND_WORDS[d.kind] ?? d.kind}</strong>: {d.status}, {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
            {d.status === 'pending' && d.nextAttempt ? `, next try ${whenText(d.nextAttempt)}` : ''}
            {d.EaId !== null ? `, archived e-mail ${d.EaId}` : ''}
          </Typography>
          {d.lastError && (
            <Typography variant="body2" color="error">
              Last error: {d.lastError}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
