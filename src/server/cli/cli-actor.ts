// Who the admin command line acts as: the operator at the console, with the
// top administrator's rights (they hold the server's settings and its data
// directory already). The audit trail names them by their system account,
// e.g. "deploy (admin CLI)", and each run gets a request id of its own.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Actor } from '../data/identity.js';
import { SUPER_ADMIN } from '../../shared/roles.js';

export function cliActor(): Actor {
  let account = 'operator';
  try {
    account = userInfo().username || account;
  } catch {
    // no user database entry (some containers): keep the generic name
  }
  const now = Math.floor(Date.now() / 1000);
  const name = `${account} (admin CLI)`;
  return {
    userId: `cli:${account}`,
    userName: name,
    email: '',
    name,
    roles: [SUPER_ADMIN],
    isMJA: true,
    permissions: {},
    stamp: '',
    sessionId: '',
    authTime: now,
    issuedAt: now,
    expiresAt: now + 3600,
    requestId: `cli-${randomUUID()}`,
  };
}
