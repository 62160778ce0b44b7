// Page access (spec §6): MoJoAdmin (isMJA) opens every protected page; any
// other signed-in user opens /, /edit, /account and the TPath of each allowed
// tag. A page is allowed when the current path, or the route's own pattern,
// is in that list, or the current path's parent (last segment dropped) is.
// Shared by the admin (which shows 'Permission Denied') and its tests.
// A read-only account (the Auditor) also opens the history screens
// (shared/history-access.ts HISTORY_SCREENS), to read.
import { HISTORY_SCREENS } from './history-access.js';

export const ALWAYS_OPEN = ['/', '/edit', '/account'] as const;

export interface PageUser {
  isMJA: boolean;
  /** TPath of every allowed tag (spec §6 "Allowed tags"). */
  allowedPaths: readonly string[];
  /** A read-only account (history-access.ts readsHistoryOnly): the history screens open too. */
  readOnly?: boolean;
}

/** Paths compare without a trailing slash or query; '/' stays '/'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

export function parentPath(path: string): string {
  const p = normalizePath(path);
  const cut = p.lastIndexOf('/');
  return cut <= 0 ? '/' : p.slice(0, cut);
}

export function canOpenPage(user: PageUser | null | undefined, currentPath: string, routePattern?: string): boolean {
  if (!user) return false;
  if (user.isMJA) return true;
  const allowed = new Set([
    ...ALWAYS_OPEN,
    ...(user.readOnly ? HISTORY_SCREENS : []),
    ...user.allowedPaths.filter(Boolean).map(normalizePath),
  ]);
  const current = normalizePath(currentPath);
  if (allowed.has(current)) return true;
  if (routePattern && allowed.has(normalizePath(routePattern))) return true;
  // The parent rule must not turn '/' into a key to everything: only a real parent counts.
  const parent = parentPath(current);
  return parent !== '/' && allowed.has(parent);
}
