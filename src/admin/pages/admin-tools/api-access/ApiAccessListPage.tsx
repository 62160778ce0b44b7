// /api-access (spec §2, protected settings): every API group with its
// endpoints listed under it, switched on or off; a group opens to edit it
// with its endpoints (/api-access/{AgId}).
import { useMemo, useState } from 'react';
import { Box, Button, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiGroupWithEndpoints } from '../../../../shared/api/api-access.js';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE } from '../../site/shared/site-api.js';
import { useSiteRead } from '../../site/shared/site-queries.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../site/shared/ScreenStates.js';

export const API_ACCESS_URL = `${MC_BASE}/api-access`;

const matches = (g: ApiGroupWithEndpoints, text: string) => {
  const t = text.trim().toLowerCase();
  return !t || [g.group.AgName, g.group.AgDescription ?? '', ...g.endpoints.map((e) => `${e.AeMethod} ${e.AePath}`)].some((s) => s.toLowerCase().includes(t));
};

export function ApiAccessListPage() {
  const read = useSiteRead<ApiGroupWithEndpoints[]>(queryKeys.apiGroups(), API_ACCESS_URL);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (read.data ?? []).filter((g) => matches(g, search)), [read.data, search]);
  const add = (
    <Button component={RouterLink} to="/api-access/new" variant="contained">
      Add API group
    </Button>
  );
  return (
    <ScreenFrame title="API Access" actions={add} intro="Groups of API endpoints, switched on or off together; each endpoint has its own switch too.">
      {read.errorMessage && <ErrorNotice message={read.errorMessage} />}
      {!read.data && !read.errorMessage && <Loading />}
      {read.data && (
        <>
          <TextField label="Search groups and endpoints" value={search} onChange={(e) => setSearch(e.target.value)} size="small" fullWidth={false} sx={{ mb: 2, minWidth: 320 }} />
          <TableContainer>
            <Table size="small" aria-label="API groups">
              <TableHead>
                <TableRow>
                  <TableCell>Group</TableCell>
                  <TableCell>Enabled</TableCell>
                  <TableCell>Endpoints</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>{search.trim() ? 'No search results found' : 'No data available'}</TableCell>
                  </TableRow>
                )}
                {shown.map(({ group, endpoints }) => (
                  <TableRow key={group.AgId} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <Link component={RouterLink} to={`/api-access/${group.AgId}`}>
                        {group.AgName}
                      </Link>
                      {group.AgDescription && <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>{group.AgDescription}</Box>}
                    </TableCell>
                    <TableCell>{group.AgEnabled === false ? 'Off' : 'On'}</TableCell>
                    <TableCell>
                      {endpoints.length === 0 ? (
                        'None'
                      ) : (
                        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={`Endpoints of ${group.AgName}`}>
                          {endpoints.map((e) => (
                            <Box component="li" key={e.AeId} sx={{ display: 'flex', gap: 1, alignItems: 'center', fontFamily: 'monospace' }}>
                              <span>{e.AeMethod}</span>
                              <span>{e.AePath}</span>
                              {e.AeEnabled === false && <Chip size="small" label="off" />}
                            </Box>
                          ))}
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </ScreenFrame>
  );
}
