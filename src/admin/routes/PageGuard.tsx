// Shows a protected page only to a user who may open it (spec §6 "Page
// access"), else 'Permission Denied'. The server refuses the data anyway:
// this only spares the user a screen of errors.
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canOpenPage } from '../../shared/page-access.js';
import { currentUser } from '../auth/auth-provider.js';
import { PermissionDeniedPage } from '../layout/FallbackPages.js';
import { useAllowedPaths } from './useAllowedPaths.js';

export function PageGuard({ pattern, children }: { pattern: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const user = currentUser();
  const allowedPaths = useAllowedPaths(user);
  if (user && allowedPaths === undefined) return <Loading />;
  const open = canOpenPage(user && { isMJA: user.isMJA, allowedPaths: allowedPaths ?? [] }, pathname, pattern);
  return open ? <>{children}</> : <PermissionDeniedPage />;
}
