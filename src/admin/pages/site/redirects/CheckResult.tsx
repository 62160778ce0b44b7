// What the redirect checker found for a URL (GET /api/v1/mc/redirects/check):
// the hops in order, then a verdict that makes a loop or a dead end (404)
// impossible to miss.
import { Alert, Box, Chip, Typography } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import { useText } from '../../../i18n/use-text.js';
import type { RedirectCheck } from '../../../../shared/api/site.js';

export type { RedirectCheck } from '../../../../shared/api/site.js';

/** The verdict's severity and sentence, in the reader's language (`t` is useText()'s). */
function verdictOf(
  check: RedirectCheck,
  t: TranslateFunction,
): { severity: 'success' | 'info' | 'warning' | 'error'; title: string; text: string } {
  const n = check.hops.length;
  const hops = t('site.redirects.result.hops', { smart_count: n });
  const final = check.final;
  switch (check.outcome) {
    case 'no-redirect':
      return {
        severity: 'info',
        title: t('site.redirects.result.noRedirect'),
        text: t('site.redirects.result.noRedirectText', { url: check.url }),
      };
    case 'ok':
      return check.external
        ? {
            severity: 'success',
            title: t('site.redirects.result.leaves'),
            text: t('site.redirects.result.leavesText', { hops, final }),
          }
        : {
            severity: n > 1 ? 'warning' : 'success',
            title: t(n > 1 ? 'site.redirects.result.chain' : 'site.redirects.result.works'),
            text:
              t('site.redirects.result.reaches', { hops, final }) +
              (n > 1 ? t('site.redirects.result.chainAdvice') : ''),
          };
    case 'loop':
      return {
        severity: 'error',
        title: t('site.redirects.result.loop'),
        text: t('site.redirects.result.loopText', { final }),
      };
    case 'not-found':
      return {
        severity: 'error',
        title: t('site.redirects.result.notFound'),
        text: t('site.redirects.result.notFoundText', { hops, final }),
      };
  }
}

export function CheckResult({ check }: { check: RedirectCheck }) {
  const text = useText();
  const verdict = verdictOf(check, text);
  return (
    <Box aria-label={text('site.redirects.result.label')} component="section">
      <Alert severity={verdict.severity} sx={{ mb: 2 }} data-outcome={check.outcome}>
        <strong>{verdict.title}</strong>: {verdict.text}
      </Alert>
      {check.hops.length > 0 && (
        <Box component="ol" aria-label={text('site.redirects.result.hopsLabel')} sx={{ pl: 3 }}>
          {check.hops.map((hop, i) => {
            const loopsBack = check.outcome === 'loop' && i === check.hops.length - 1;
            return (
              <li key={`${hop.RId}-${i}`}>
                <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                  {hop.RFrom}
                </Typography>{' '}
                → <Chip size="small" label={hop.RType} sx={{ mx: 0.5 }} />{' '}
                <Typography
                  component="span"
                  sx={{
                    fontFamily: 'monospace',
                    fontWeight: loopsBack ? 700 : undefined,
                    color: loopsBack ? 'error.main' : undefined,
                  }}
                >
                  {hop.RTo}
                </Typography>
                {loopsBack && text('site.redirects.result.seenBefore')}
                {check.outcome === 'not-found' && i === check.hops.length - 1 && ' (404)'}
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
