// The user list's search box (debounced by the page, spec §9) and its
// filters: role, status and second factor.
import { Box, MenuItem, TextField } from '@mui/material';
import type { ListParams } from './list-params.js';

export function UserFilters({ params, text, onText, onChange, roles }: { params: ListParams; text: string; onText: (t: string) => void; onChange: (patch: Partial<ListParams>) => void; roles: { Id: string; Name: string }[] }) {
  return (
    <Box role="search" aria-label="Find users" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField size="small" label="Search" placeholder="Name, user name or e-mail" value={text} onChange={(e) => onText(e.target.value)} sx={{ minWidth: 280 }} />
      <TextField select size="small" label="Role" value={params.role} onChange={(e) => onChange({ role: e.target.value, page: 1 })} sx={{ minWidth: 180 }}>
        <MenuItem value="">Any role</MenuItem>
        {roles.map((r) => (
          <MenuItem key={r.Id} value={r.Id}>
            {r.Name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Status" value={params.status} onChange={(e) => onChange({ status: e.target.value as ListParams['status'], page: 1 })} sx={{ minWidth: 160 }}>
        <MenuItem value="">Any status</MenuItem>
        <MenuItem value="active">Active</MenuItem>
        <MenuItem value="invited">Invited</MenuItem>
        <MenuItem value="locked">Locked</MenuItem>
        <MenuItem value="disabled">Disabled</MenuItem>
      </TextField>
      <TextField select size="small" label="Second factor" value={params.twoFactor} onChange={(e) => onChange({ twoFactor: e.target.value as ListParams['twoFactor'], page: 1 })} sx={{ minWidth: 160 }}>
        <MenuItem value="">On or off</MenuItem>
        <MenuItem value="on">On</MenuItem>
        <MenuItem value="off">Off</MenuItem>
      </TextField>
    </Box>
  );
}
