// A submission's deliveries at a glance: one chip per delivery (kind and
// status), its last error as text for a failed or retried one.
import { Box, Chip, Typography } from '@mui/material';
import type { DeliveryItem } from '../../../shared/api/form-submissions.js';
import type { TranslateFunction } from 'react-admin';
import { KIND_WORDS } from './form-submissions-api.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

const COLOR = { sent: 'success', pending: 'warning', failed: 'error' } as const;

const kindText = (kind: string, text: TranslateFunction) => (KIND_WORDS[kind] ? text(KIND_WORDS[kind]) : kind);

export function DeliveryChips({ deliveries }: { deliveries: DeliveryItem[] }) {
  const text = useText();
  if (!deliveries.length) return <Typography variant="body2">{text('forms.delivery.nothing')}</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {deliveries.map((d) => (
        <Chip
          key={d.FdId}
          size="small"
          variant="outlined"
          color={COLOR[d.status]}
          label={text('forms.delivery.chipLabel', {
            kind: kindText(d.kind, text),
            status: text(`forms.delivery.chip.${d.status === 'pending' && d.lastError ? 'retrying' : d.status}`),
          })}
          title={d.lastError ?? undefined}
        />
      ))}
    </Box>
  );
}

/** Every delivery with its attempts, next try and last error (the detail screen). */
export function DeliveryList({ deliveries }: { deliveries: DeliveryItem[] }) {
  const text = useText();
  const dates = useDates();
  if (!deliveries.length) return <Typography variant="body2">{text('forms.delivery.none')}</Typography>;
  return (
    <Box component="ul" aria-label={text('forms.delivery.listLabel')} sx={{ pl: 2, m: 0 }}>
      {deliveries.map((d) => (
        <li key={d.FdId}>
          <Typography variant="body2">
            <strong>{kindText(d.kind, text)}</strong>
            {text('forms.delivery.kindSeparator')}
            {text('forms.delivery.attempts', {
              status: text(`forms.delivery.chip.${d.status}`),
              smart_count: d.attempts,
            })}
            {d.status === 'pending' && d.nextAttempt
              ? text('forms.delivery.nextTry', { when: dates.moment(d.nextAttempt) })
              : ''}
            {d.EaId !== null ? text('forms.delivery.archived', { id: d.EaId }) : ''}
          </Typography>
          {d.lastError && (
            <Typography variant="body2" color="error">
              {text('forms.delivery.lastError', { error: d.lastError })}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
