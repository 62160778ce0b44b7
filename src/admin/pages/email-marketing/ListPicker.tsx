// A list picker for one provider record (9, 24, 25, 26): the lists are read
// from the provider through the server (its saved settings and key), so the
// choice is one the provider knows. Reusable: the Email Marketing screen
// picks a default list with it, and the form builder can map a form to a
// list with it (props: providerCId, value, onChange).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PROVIDER_SLUG_BY_CID } from '../../../shared/api/email-marketing.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { errorText } from '../../api/site-api.js';
import { marketingKeys, readLists } from './email-marketing-api.js';
import { formatNumber } from '../../kit/numbers.js';
import { useText } from '../../i18n/use-text.js';

interface ListPickerProps {
  providerCId: number;
  value: string;
  onChange: (listId: string) => void;
  label?: string;
  /** False until the provider can be asked (no key, no base URL, unsaved changes): says why instead. */
  ready?: boolean;
  notReadyText?: string;
  disabled?: boolean;
  http?: HttpClient;
}

export function ListPicker({
  providerCId,
  value,
  onChange,
  label: givenLabel,
  ready = true,
  notReadyText,
  disabled,
  http: given,
}: ListPickerProps) {
  const text = useText();
  const label = givenLabel ?? text('email-marketing.lists.defaultList');
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const slug = PROVIDER_SLUG_BY_CID[providerCId];
  const lists = useQuery({
    queryKey: marketingKeys.lists(slug ?? String(providerCId)),
    queryFn: () => readLists(http, slug),
    enabled: !!slug && ready,
    ...SCREEN_READ,
  });
  const id = `list-picker-${providerCId}`;
  if (!slug) return <Alert severity="error">{text('email-marketing.lists.notProvider', { id: providerCId })}</Alert>;
  const known = lists.data ?? [];
  const missing = value && lists.data && !known.some((l) => l.id === value);
  const helper = !ready
    ? (notReadyText ?? text('email-marketing.lists.notReady'))
    : lists.isFetching
      ? text('email-marketing.lists.reading')
      : missing
        ? text('email-marketing.lists.missing', { id: value })
        : text('email-marketing.lists.asAnswered');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          id={id}
          label={label}
          value={lists.data ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled || !ready || !lists.data}
          error={!!missing}
          // The note sits outside the field: a disabled field greys its helper text below readable contrast.
          slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': `${id}-note` } as object } }}
          sx={{ minWidth: 280, flex: 1 }}
        >
          <MenuItem value="">
            <em>{text('email-marketing.lists.none')}</em>
          </MenuItem>
          {known.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name} ({l.id})
              {l.memberCount !== undefined
                ? ` — ${text('email-marketing.lists.members', { smart_count: l.memberCount, count: formatNumber(l.memberCount) })}`
                : ''}
            </MenuItem>
          ))}
          {missing && <MenuItem value={value}>{text('email-marketing.lists.notFound', { id: value })}</MenuItem>}
        </TextField>
        <Box sx={{ pt: 1 }}>
          <Button
            onClick={() => void lists.refetch()}
            disabled={!ready || lists.isFetching}
            aria-label={text('email-marketing.lists.reloadLabel', {
              label: text('email-marketing.lists.labelInSentence') === 'lower' ? label.toLowerCase() : label,
            })}
          >
            {text('email-marketing.lists.reload')}
          </Button>
        </Box>
      </Stack>
      <Typography id={`${id}-note`} variant="caption" color={missing ? 'error' : 'text.secondary'} sx={{ mt: 0 }}>
        {helper}
      </Typography>
      {lists.error && (
        <Alert severity="error" role="alert">
          {errorText(lists.error)}
        </Alert>
      )}
    </Stack>
  );
}
