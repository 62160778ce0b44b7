// /api-access (spec §2, protected settings): every API group with its
// endpoints listed under it, switched on or off; a group opens to edit it
// with its endpoints (/api-access/{AgId}).
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiGroupWithEndpoints } from '../../../../shared/api/api-access.js';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE } from '../../../api/site-api.js';
import { useSiteRead } from '../../../api/site-queries.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { useText } from '../../../i18n/use-text.js';

export const API_ACCESS_URL = `${MC_BASE}/api-access`;

const matches = (g: ApiGroupWithEndpoints, text: string) => {
  const t = text.trim().toLowerCase();
  return (
    !t ||
    [g.group.AgName, g.group.AgDescription ?? '', ...g.endpoints.map((e) => `${e.AeMethod} ${e.AePath}`)].some((s) =>
      s.toLowerCase().includes(t),
    )
  );
};

export function ApiAccessListPage() {
  const text = useText();
  const read = useSiteRead<ApiGroupWithEndpoints[]>(queryKeys.apiGroups(), API_ACCESS_URL);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (read.data ?? []).filter((g) => matches(g, search)), [read.data, search]);
  const add = (
    <Button component={RouterLink} to="/api-access/new" variant="contained">
      {text('admin-tools.apiAccess.add')}
    </Button>
  );
  return (
    <ScreenFrame title={text('admin-tools.apiAccess.title')} actions={add} intro={text('admin-tools.apiAccess.intro')}>
      {read.errorMessage && <ErrorNotice message={read.errorMessage} />}
      {!read.data && !read.errorMessage && <Loading />}
      {read.data && (
        <>
          <TextField
            label={text('admin-tools.apiAccess.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            fullWidth={false}
            sx={{ mb: 2, minWidth: 320 }}
          />
          <TableContainer>
            <Table size="small" aria-label={text('admin-tools.apiAccess.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{text('admin-tools.apiAccess.group')}</TableCell>
                  <TableCell>{text('admin-tools.apiAccess.enabled')}</TableCell>
                  <TableCell>{text('admin-tools.apiAccess.endpoints')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>
                      {text(search.trim() ? 'admin-tools.apiAccess.noResults' : 'admin-tools.apiAccess.noData')}
                    </TableCell>
                  </TableRow>
                )}
                {shown.map(({ group, endpoints }) => (
                  <TableRow key={group.AgId} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <Link component={RouterLink} to={`/api-access/${group.AgId}`}>
                        {group.AgName}
                      </Link>
                      {group.AgDescription && (
                        <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>{group.AgDescription}</Box>
                      )}
                    </TableCell>
                    <TableCell>
                      {text(group.AgEnabled === false ? 'admin-tools.apiAccess.off' : 'admin-tools.apiAccess.on')}
                    </TableCell>
                    <TableCell>
                      {endpoints.length === 0 ? (
                        text('admin-tools.apiAccess.none')
                      ) : (
                        <Box
                          component="ul"
                          sx={{ m: 0, pl: 0, listStyle: 'none' }}
                          aria-label={text('admin-tools.apiAccess.endpointsOf', { name: group.AgName })}
                        >
                          {endpoints.map((e) => (
                            <Box
                              component="li"
                              key={e.AeId}
                              sx={{ display: 'flex', gap: 1, alignItems: 'center', fontFamily: 'monospace' }}
                            >
                              <span>{e.AeMethod}</span>
                              <span>{e.AePath}</span>
                              {e.AeEnabled === false && (
                                <Chip size="small" label={text('admin-tools.apiAccess.endpointOff')} />
                              )}
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
