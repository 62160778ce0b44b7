// /redirects/checker: type a URL, see every redirect it goes through and
// where it ends (GET /api/v1/mc/redirects/check?url=).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, TextField } from '@mui/material';
import { MC_BASE, errorText, useSiteApi } from '../shared/site-api.js';
import { ErrorNotice, ScreenFrame } from '../shared/ScreenStates.js';
import { CheckResult, type RedirectCheck } from './CheckResult.js';

export const checkUrl = (url: string) => `${MC_BASE}/redirects/check?${new URLSearchParams({ url })}`;

export function RedirectCheckerPage() {
  const api = useSiteApi();
  const [params, setParams] = useSearchParams();
  const [url, setUrl] = useState(params.get('url') ?? '');
  const [result, setResult] = useState<RedirectCheck>();
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const run = useCallback(
    async (target: string) => {
      setChecking(true);
      setError(undefined);
      try {
        setResult(await api.get<RedirectCheck>(checkUrl(target)));
      } catch (e) {
        setResult(undefined);
        setError(errorText(e));
      } finally {
        setChecking(false);
      }
    },
    [api],
  );
  // ?url= (a redirect list's Check link) checks at once.
  const linked = params.get('url');
  useEffect(() => {
    if (linked?.trim()) void run(linked.trim());
  }, [linked, run]);
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setError('Enter a URL to check, e.g. /old-page.');
    if (url.trim() === linked) void run(url.trim());
    else setParams({ url: url.trim() });
  };
  return (
    <ScreenFrame title="Checker" intro="Follows a URL through the site's redirects, as a visitor's browser would, and shows each hop and where it ends.">
      <Box component="form" onSubmit={check} sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}>
        <TextField label="URL" value={url} onChange={(e) => setUrl(e.target.value)} sx={{ flex: 1 }} placeholder="/old-page" />
        <Button type="submit" variant="contained" disabled={checking} sx={{ mt: 1 }}>
          Check
        </Button>
      </Box>
      {error && <ErrorNotice message={error} />}
      {result && <CheckResult check={result} />}
    </ScreenFrame>
  );
}

export default RedirectCheckerPage;
