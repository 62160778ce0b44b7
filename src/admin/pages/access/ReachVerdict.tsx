// One answer of the access explainer in a table row: a word for the
// verdict (never colour alone) and the reasons — what opens it, or what is
// missing.
import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import type { Explained } from '../../../shared/reach.js';
import { useText } from '../../i18n/use-text.js';

export function Verdict({ reachable, label }: { reachable: boolean; label?: string }) {
  const text = useText();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {reachable ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
      ) : (
        <BlockIcon fontSize="small" color="disabled" aria-hidden />
      )}
      {label ?? text(reachable ? 'access.verdict.yes' : 'access.verdict.no')}
    </Box>
  );
}

export function Reasons({ answer }: { answer: Pick<Explained, 'reachable' | 'because' | 'missing'> }) {
  const lines = answer.reachable ? answer.because : answer.missing;
  if (!lines.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <Typography key={line} component="li" variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
