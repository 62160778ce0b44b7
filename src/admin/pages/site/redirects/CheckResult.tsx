// What the redirect checker found for a URL (GET /api/v1/mc/redirects/check):
// the hops in order, then a verdict that makes a loop or a dead end (404)
// impossible to miss.
import { Alert, Box, Chip, Typography } from '@mui/material';

import type { RedirectCheck } from '../../../../shared/api/site.js';

export type { CheckOutcome, Hop, RedirectCheck } from '../../../../shared/api/site.js';

/** The verdict's severity and sentence. */
export function verdictOf(check: RedirectCheck): { severity: 'success' | 'info' | 'warning' | 'error'; title: string; text: string } {
  const n = check.hops.length;
  const hops = `${n} redirect${n === 1 ? '' : 's'}`;
  switch (check.outcome) {
    case 'no-redirect':
      return { severity: 'info', title: 'No redirect', text: `No redirect starts at ${check.url}.` };
    case 'ok':
      return check.external
        ? { severity: 'success', title: 'Leaves the site', text: `After ${hops} the visitor goes to ${check.final}, another site (not checked further).` }
        : { severity: n > 1 ? 'warning' : 'success', title: n > 1 ? 'Chain of redirects' : 'Redirect works', text: `After ${hops} the visitor reaches ${check.final}.${n > 1 ? ' Point the first redirect straight at the end to save the extra hops.' : ''}` };
    case 'loop':
      return { severity: 'error', title: 'Redirect loop', text: `The redirects lead back to ${check.final}: browsers give up with "too many redirects".` };
    case 'not-found':
      return { severity: 'error', title: 'Ends in a 404', text: `After ${hops} the visitor reaches ${check.final}, which is no live page: they see "404 - Not Found".` };
  }
}

export function CheckResult({ check }: { check: RedirectCheck }) {
  const verdict = verdictOf(check);
  return (
    <Box aria-label="Check result" component="section">
      <Alert severity={verdict.severity} sx={{ mb: 2 }} data-outcome={check.outcome}>
        <strong>{verdict.title}</strong>: {verdict.text}
      </Alert>
      {check.hops.length > 0 && (
        <Box component="ol" aria-label="Redirect hops" sx={{ pl: 3 }}>
          {check.hops.map((hop, i) => {
            const loopsBack = check.outcome === 'loop' && i === check.hops.length - 1;
            return (
              <li key={`${hop.RId}-${i}`}>
                <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                  {hop.RFrom}
                </Typography>{' '}
                → <Chip size="small" label={hop.RType} sx={{ mx: 0.5 }} />{' '}
                <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: loopsBack ? 700 : undefined, color: loopsBack ? 'error.main' : undefined }}>
                  {hop.RTo}
                </Typography>
                {loopsBack && ' (seen before: loop)'}
                {check.outcome === 'not-found' && i === check.hops.length - 1 && ' (404)'}
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
