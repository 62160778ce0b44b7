// Who the admin command line acts as: the operator at the console, with the
// top administrator's rights (they hold the server's settings and its data
// directory already). The audit trail names them by their system account,
// e.g. "deploy (admin CLI)", and each run gets a request id of its own.
import { userInfo } from 'node:os';
import { systemActor, type Actor } from '../platform/data/identity.js';

export function cliActor(): Actor {
  let account = 'operator';
  try {
    account = userInfo().username || account;
  } catch {
    // no user database entry (some containers): keep the generic name
  }
  return systemActor({ userId: `cli:${account}`, name: `${account} (admin CLI)`, requestPrefix: 'cli' });
}
