// My Account's sessions (contract §4 "Revocation", issue 25 item 6): where
// the account is signed in, each with "Sign out", and "Sign out everywhere".
// Signing out this session is the ordinary logout; another one ends at its
// next call, on every instance, and this one goes on.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { SessionInfo } from '../../../shared/api/sessions.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { signOut } from '../../auth/logout.js';
import { errorText, usePeopleApi } from '../people/people-api.js';
import { AccountSection, type Outcome } from './AccountSection.js';
import { browserName } from './browser-name.js';
import { SignOutEverywhere } from './SignOutEverywhere.js';

const when = (iso: string) => new Date(iso).toLocaleString();

export function SessionsSection({ impersonating, reload }: { impersonating: boolean; reload?: () => void }) {
  const api = usePeopleApi();
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.people.sessions(), queryFn: () => api.sessions(), ...SCREEN_READ });
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<string>();

  const end = async (session: SessionInfo) => {
    if (session.current) return signOut(reload ? { reload } : {});
    setBusy(session.id);
    try {
      await api.endSession(session.id);
      setOutcome({ severity: 'success', text: `Signed out ${browserName(session.browser)} (${session.address || 'unknown address'}).` });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e) });
    } finally {
      setBusy(undefined);
      await client.invalidateQueries({ queryKey: queryKeys.people.sessions() });
    }
  };

  return (
    <AccountSection id="sessions" title="Sessions" outcome={sessions.error ? { severity: 'error', text: errorText(sessions.error) } : outcome}>
      {impersonating ? (
        <Typography sx={{ mb: 1 }}>While impersonating, signing out ends the impersonation.</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>Where your account is signed in. Sign out one you do not recognise, or every one at once.</Typography>
          {sessions.data && (
            <Table size="small" aria-label="Your sessions" sx={{ mb: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Browser</TableCell>
                  <TableCell>Address</TableCell>
                  <TableCell>Signed in</TableCell>
                  <TableCell>Last seen</TableCell>
                  <TableCell>Action</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.data.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <Tooltip title={s.browser || 'Unknown browser'}>
                        <span>{browserName(s.browser)}</span>
                      </Tooltip>
                      {s.current && <Typography component="span" sx={{ ml: 1, fontWeight: 'bold' }}>(this session)</Typography>}
                    </TableCell>
                    <TableCell>{s.address || 'Unknown'}</TableCell>
                    <TableCell>{when(s.signedInAt)}</TableCell>
                    <TableCell>{when(s.lastSeenAt)}</TableCell>
                    <TableCell>
                      <Button size="small" variant="outlined" disabled={busy === s.id} onClick={() => void end(s)} aria-label={`Sign out ${browserName(s.browser)}, signed in ${when(s.signedInAt)}${s.current ? ' (this session)' : ''}`}>
                        Sign out
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      <SignOutEverywhere impersonating={impersonating} {...(reload ? { reload } : {})} />
    </AccountSection>
  );
}
