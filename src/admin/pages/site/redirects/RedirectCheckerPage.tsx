// /redirects/checker: type a URL, see every redirect it goes through and
// where it ends (GET /api/v1/mc/redirects/check?url=). The URL checked is
// ?url= (so a redirect list's Check link checks at once): the check is a
// query keyed on it, and Check on the same URL asks the server again.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, TextField } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { MC_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { ErrorNotice, ScreenFrame } from '../../../kit/ScreenStates.js';
import { CheckResult, type RedirectCheck } from './CheckResult.js';
import { useText } from '../../../i18n/use-text.js';

export const checkUrl = (url: string) => `${MC_BASE}/redirects/check?${new URLSearchParams({ url })}`;

export function RedirectCheckerPage() {
  const api = useSiteApi();
  const text = useText();
  const [params, setParams] = useSearchParams();
  const [url, setUrl] = useState(params.get('url') ?? '');
  const [inputError, setInputError] = useState<string>();
  const linked = params.get('url')?.trim() ?? '';
  const check = useQuery({
    queryKey: queryKeys.site.redirectCheck(linked),
    queryFn: () => api.get<RedirectCheck>(checkUrl(linked)),
    enabled: !!linked,
    ...SCREEN_READ,
  });
  const checking = check.isFetching;
  const result = check.isError ? undefined : check.data;
  const error = inputError ?? (check.isError && !checking ? errorText(check.error) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setInputError(text('site.redirects.checker.missing'));
    setInputError(undefined);
    if (url.trim() === linked) void check.refetch();
    else setParams({ url: url.trim() });
  };
  return (
    <ScreenFrame title={text('site.redirects.checker.title')} intro={text('site.redirects.checker.intro')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}>
        <TextField
          label={text('site.redirects.checker.url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          sx={{ flex: 1 }}
          placeholder={text('site.redirects.checker.example')}
        />
        <Button type="submit" variant="contained" disabled={checking} sx={{ mt: 1 }}>
          {text('site.redirects.checker.check')}
        </Button>
      </Box>
      {error && <ErrorNotice message={error} />}
      {result && <CheckResult check={result} />}
    </ScreenFrame>
  );
}

export default RedirectCheckerPage;
