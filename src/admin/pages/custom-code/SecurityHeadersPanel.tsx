// Custom security header rules (tag CustomSecurityHeaders 15): name, value and on/off per rule, validated by the
// server (a 422 names the rule); the warnings say which snippets the Content-Security-Policy would block.
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import type { HeaderRule, SecurityHeaders } from '../../../shared/api/custom-code.js';
import type { HttpClient } from '../../providers/http-client.js';
import { ErrorNotice, Loading } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './custom-code-api.js';
import { useText } from '../../i18n/use-text.js';

export function SecurityHeadersPanel({
  http,
  headers,
}: {
  http: HttpClient;
  headers: UseQueryResult<SecurityHeaders>;
}) {
  const text = useText();
  const client = useQueryClient();
  const [rules, setRules] = useState<HeaderRule[]>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    if (headers.data && !rules) setRules(headers.data.rules);
  }, [headers.data, rules]);

  const change = (i: number, part: Partial<HeaderRule>) =>
    setRules((all) => all?.map((r, j) => (j === i ? { ...r, ...part } : r)));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setNotice(undefined);
    try {
      const saved = await api.saveSecurityHeaders(http, { rules: rules ?? [] });
      client.setQueryData(api.codeKeys.headers(), saved);
      setRules(saved.rules);
      setNotice(text('custom-code.headers.saved'));
    } catch (e) {
      setError(errorText(e));
    }
  };

  if (!rules) return headers.error ? <ErrorNotice message={errorText(headers.error)} /> : <Loading />;
  return (
    <Box
      component="form"
      aria-label={text('custom-code.headers.form')}
      onSubmit={save}
      sx={{ display: 'grid', gap: 2, maxWidth: 900 }}
    >
      <Typography variant="body2">
        {text('custom-code.headers.introBefore')}
        {headers.data?.featureOn ? '' : text('custom-code.headers.featureOff')}
        {text('custom-code.headers.introAfter')}
      </Typography>
      {rules.map((rule, i) => (
        <Box
          key={i}
          role="group"
          aria-label={text('custom-code.headers.rule', { n: i + 1 })}
          sx={{ display: 'grid', gridTemplateColumns: { md: '240px 1fr auto auto' }, gap: 1, alignItems: 'start' }}
        >
          <TextField
            size="small"
            label={text('custom-code.headers.name', { n: i + 1 })}
            value={rule.name}
            onChange={(e) => change(i, { name: e.target.value })}
          />
          <TextField
            size="small"
            label={text('custom-code.headers.value', { n: i + 1 })}
            value={rule.value}
            onChange={(e) => change(i, { value: e.target.value })}
            multiline
          />
          <FormControlLabel
            control={<Checkbox checked={rule.enabled} onChange={(e) => change(i, { enabled: e.target.checked })} />}
            label={text('custom-code.headers.on')}
          />
          <Button
            onClick={() => setRules(rules.filter((_, j) => j !== i))}
            aria-label={text('custom-code.headers.removeLabel', { n: i + 1 })}
          >
            {text('custom-code.headers.remove')}
          </Button>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={() => setRules([...rules, { name: '', value: '', enabled: true }])}>
          {text('custom-code.headers.add')}
        </Button>
        <Button type="submit" variant="contained">
          {text('custom-code.headers.save')}
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
