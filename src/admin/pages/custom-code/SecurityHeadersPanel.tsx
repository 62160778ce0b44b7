// Custom security header rules (tag CustomSecurityHeaders 15): name, value and on/off per rule, validated by the
// server (a 422 names the rule); the warnings say which snippets the Content-Security-Policy would block.
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import type { HeaderRule, SecurityHeaders } from '../../../shared/api/custom-code.js';
import type { HttpClient } from '../../providers/http-client.js';
import { ErrorNotice, Loading } from '../site/shared/ScreenStates.js';
import { errorText } from '../site/shared/site-api.js';
import * as api from './custom-code-api.js';

export function SecurityHeadersPanel({ http, headers }: { http: HttpClient; headers: UseQueryResult<SecurityHeaders> }) {
  const client = useQueryClient();
  const [rules, setRules] = useState<HeaderRule[]>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    if (headers.data && !rules) setRules(headers.data.rules);
  }, [headers.data, rules]);

  const change = (i: number, part: Partial<HeaderRule>) => setRules((all) => all?.map((r, j) => (j === i ? { ...r, ...part } : r)));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setNotice(undefined);
    try {
      const saved = await api.saveSecurityHeaders(http, { rules: rules ?? [] });
      client.setQueryData(api.codeKeys.headers(), saved);
      setRules(saved.rules);
      setNotice('Saved the security header rules.');
    } catch (e) {
      setError(errorText(e));
    }
  };

  if (!rules) return headers.error ? <ErrorNotice message={errorText(headers.error)} /> : <Loading />;
  return (
    <Box component="form" aria-label="Security headers" onSubmit={save} sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography variant="body2">
        Headers the public site sends with its pages{headers.data?.featureOn ? '' : ' (the Custom Security Headers feature is switched off in Site Setup, so they are not sent)'}. A
        Content-Security-Policy is checked directive by directive, and the snippets it would block are listed on the Snippets tab.
      </Typography>
      {rules.map((rule, i) => (
        <Box key={i} role="group" aria-label={`Rule ${i + 1}`} sx={{ display: 'grid', gridTemplateColumns: { md: '240px 1fr auto auto' }, gap: 1, alignItems: 'start' }}>
          <TextField size="small" label={`Header name (rule ${i + 1})`} value={rule.name} onChange={(e) => change(i, { name: e.target.value })} />
          <TextField size="small" label={`Value (rule ${i + 1})`} value={rule.value} onChange={(e) => change(i, { value: e.target.value })} multiline />
          <FormControlLabel control={<Checkbox checked={rule.enabled} onChange={(e) => change(i, { enabled: e.target.checked })} />} label="On" />
          <Button onClick={() => setRules(rules.filter((_, j) => j !== i))} aria-label={`Remove rule ${i + 1}`}>
            Remove
          </Button>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={() => setRules([...rules, { name: '', value: '', enabled: true }])}>Add rule</Button>
        <Button type="submit" variant="contained">
          Save rules
        </Button>
      </Box>
      {error && <ErrorNotice message={error} />}
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
    </Box>
  );
}
