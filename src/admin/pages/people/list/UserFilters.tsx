// The user list's search box (debounced by the page, spec §9) and its
// filters: role, status and second factor.
import { Box, MenuItem, TextField } from '@mui/material';
import type { ListParams } from './list-params.js';
import { useText } from '../../../i18n/use-text.js';

export function UserFilters({
  params,
  text,
  onText,
  onChange,
  roles,
}: {
  params: ListParams;
  text: string;
  onText: (t: string) => void;
  onChange: (patch: Partial<ListParams>) => void;
  roles: { Id: string; Name: string }[];
}) {
  const t = useText();
  return (
    <Box role="search" aria-label={t('people.filters.label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        label={t('people.filters.search')}
        placeholder={t('people.filters.searchPlaceholder')}
        value={text}
        onChange={(e) => onText(e.target.value)}
        sx={{ minWidth: 280 }}
      />
      <TextField
        select
        size="small"
        label={t('people.filters.role')}
        value={params.role}
        onChange={(e) => onChange({ role: e.target.value, page: 1 })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('people.filters.anyRole')}</MenuItem>
        {roles.map((r) => (
          <MenuItem key={r.Id} value={r.Id}>
            {r.Name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('people.filters.status')}
        value={params.status}
        onChange={(e) => onChange({ status: e.target.value as ListParams['status'], page: 1 })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('people.filters.anyStatus')}</MenuItem>
        <MenuItem value="active">{t('people.status.active')}</MenuItem>
        <MenuItem value="invited">{t('people.status.invited')}</MenuItem>
        <MenuItem value="locked">{t('people.status.locked')}</MenuItem>
        <MenuItem value="disabled">{t('people.status.disabled')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('people.filters.secondFactor')}
        value={params.twoFactor}
        onChange={(e) => onChange({ twoFactor: e.target.value as ListParams['twoFactor'], page: 1 })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('people.filters.onOrOff')}</MenuItem>
        <MenuItem value="on">{t('people.filters.on')}</MenuItem>
        <MenuItem value="off">{t('people.filters.off')}</MenuItem>
      </TextField>
    </Box>
  );
}
