// Shows a protected page only to a signed-in user who may open it (spec §6
// "Page access"), else 'Permission Denied'. The server refuses the data anyway:
// this only spares the user a screen of errors.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canOpenPage } from '../../shared/page-access.js';
import { readsHistoryOnly } from '../../shared/history-access.js';
import { currentUser } from '../auth/auth-provider.js';
import { isFramed } from '../auth/framing.js';
import { loginPathFor } from '../pages/login/redirect-rules.js';
import { PermissionDeniedPage } from '../layout/FallbackPages.js';
import { useAllowedPaths } from './useAllowedPaths.js';

export function PageGuard({ pattern, children }: { pattern: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const user = currentUser();
  // A signed-out visitor goes to sign in with the return parameter (spec §4), as a full load:
  // react-admin's own logout-and-navigate kept this guard mounted and looped.
  useEffect(() => {
    if (!user) window.location.replace(`/maintenance${loginPathFor(window.location, isFramed())}`);
  }, [user]);
  if (!user) return <Loading />;
  const allowedPaths = useAllowedPaths(user);
  if (allowedPaths === undefined) return <Loading />;
  const open = canOpenPage(
    user && { isMJA: user.isMJA, allowedPaths: allowedPaths ?? [], readOnly: readsHistoryOnly(user) },
    pathname,
    pattern,
  );
  return open ? <>{children}</> : <PermissionDeniedPage />;
}
