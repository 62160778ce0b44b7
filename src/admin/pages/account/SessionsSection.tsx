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
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

export function SessionsSection({ impersonating, reload }: { impersonating: boolean; reload?: () => void }) {
  const text = useText();
  const { moment: when } = useDates();
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
      setOutcome({
        severity: 'success',
        text: text('account.sessions.signedOut', {
          browser: browserName(session.browser, text),
          address: session.address || text('account.sessions.unknownAddress'),
        }),
      });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e) });
    } finally {
      setBusy(undefined);
      await client.invalidateQueries({ queryKey: queryKeys.people.sessions() });
    }
  };

  return (
    <AccountSection
      id="sessions"
      title={text('account.sessions.title')}
      outcome={sessions.error ? { severity: 'error', text: errorText(sessions.error) } : outcome}
    >
      {impersonating ? (
        <Typography sx={{ mb: 1 }}>{text('account.sessions.impersonating')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{text('account.sessions.intro')}</Typography>
          {sessions.data && (
            <Table size="small" aria-label={text('account.sessions.table')} sx={{ mb: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{text('account.sessions.browser')}</TableCell>
                  <TableCell>{text('account.sessions.address')}</TableCell>
                  <TableCell>{text('account.sessions.signedIn')}</TableCell>
                  <TableCell>{text('account.sessions.lastSeen')}</TableCell>
                  <TableCell>{text('account.sessions.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.data.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <Tooltip title={s.browser || text('account.sessions.unknownBrowser')}>
                        <span>{browserName(s.browser, text)}</span>
                      </Tooltip>
                      {s.current && (
                        <Typography component="span" sx={{ ml: 1, fontWeight: 'bold' }}>
                          {text('account.sessions.thisSession')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{s.address || text('account.sessions.unknown')}</TableCell>
                    <TableCell>{when(s.signedInAt)}</TableCell>
                    <TableCell>{when(s.lastSeenAt)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy === s.id}
                        onClick={() => void end(s)}
                        aria-label={text(
                          s.current ? 'account.sessions.signOutThisLabel' : 'account.sessions.signOutLabel',
                          { browser: browserName(s.browser, text), when: when(s.signedInAt) },
                        )}
                      >
                        {text('account.sessions.signOut')}
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
