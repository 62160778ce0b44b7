// The access guard for parts of a screen (spec §6): its children when the
// shared predicate (shared/access-guard.ts) lets the user through, else the
// optional no-access content — the lock icon with a message, or a function
// of its own — or nothing. It only hides: the server refuses what it hides.
import type { ReactNode } from 'react';
import { checkAccessGuard, type GuardRule, type GuardUser } from '../../shared/access-guard.js';
import { readTagTree, useTagTree } from '../api/tag-tree.js';
import { currentUser } from '../auth/auth-provider.js';
import { createHttpClient } from '../providers/http-client.js';
import { NoAccess } from './NoAccess.js';

const appHttp = createHttpClient();
const readAppTagTree = () => readTagTree(appHttp);

interface AccessGuardProps extends GuardRule {
  children: ReactNode;
  /**
   * Shown when the guard refuses: `true` the lock icon with the default
   * message, a string the lock icon with that message, a function whatever
   * it returns; left out, nothing.
   */
  noAccess?: true | string | (() => ReactNode);
  /** The user to check; the signed-in user by default (specs pass their own). */
  user?: GuardUser | null;
}

function readUser(): GuardUser | null {
  try {
    return currentUser();
  } catch {
    return null; // a token that is not one: nobody
  }
}

export function AccessGuard({ children, noAccess, user, ...rule }: AccessGuardProps) {
  const who = user === undefined ? readUser() : user;
  // "The tag exists" (condition 1) is asked of the shared tag tree when the caller does not say.
  const askTree = rule.tagId !== undefined && rule.tagExists === undefined;
  const tree = useTagTree(readAppTagTree, { enabled: askTree });
  const tagExists = askTree ? !!tree.data?.some((t) => t.TId === rule.tagId) : rule.tagExists;
  if (checkAccessGuard(who, { ...rule, tagExists }).allowed) return <>{children}</>;
  if (noAccess === undefined) return null;
  if (typeof noAccess === 'function') return <>{noAccess()}</>;
  return <NoAccess message={noAccess === true ? undefined : noAccess} />;
}
