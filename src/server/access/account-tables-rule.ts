// The tables an account owns besides its row (issue 41, docs/decisions/0121-last-rough-edges.md): its roles,
// its tags and content (claims), the role groups and what they grant, its one-time links and codes, its
// external sign-ins. Each is written only by the screen whose rules it needs — User Management
// (people/user-save.ts: the role and grant rules, the role-only tools, an audit line in words) and User Group
// Management (access/role-groups.ts) — or by the server itself outside the data layer (auth/one-time.ts makes
// the tokens). Any other writer through the data layer (the generic interface's one record, /all and /batch,
// the DB tools' CSV import) is refused a create or an update with a 403 naming the screen to use, as an
// account row is (account-write-rule.ts). A delete is left to the account and role guards
// (people/account-guard.ts, access/role-guard.ts), which apply the screens' rules to it: it grants nothing, and
// removing an account through the generic interface needs its rows gone first (People has no delete).
// Declared in people/index.ts's write rules; it runs after those guards, so a write they refuse keeps their reason.
import type { Queryable, Row } from '../platform/db/executor.js';
import { ApiError } from '../platform/errors.js';
import { errorMessage } from '../../shared/api/error-codes.js';

type AccountTable =
  'AspNetUserRoles' | 'AspNetUserClaims' | 'AspNetRoles' | 'AspNetRoleClaims' | 'AspNetUserTokens' | 'AspNetUserLogins';

/** Transactions in which one of the screens is writing (a count: a screen's write may call another's). */
const screenWrites = new Map<Queryable, number>();

/** Runs `write` as User Management's or User Group Management's own write, which the rule lets through. */
export async function asAccountScreen<T>(tx: Queryable, write: () => Promise<T>): Promise<T> {
  screenWrites.set(tx, (screenWrites.get(tx) ?? 0) + 1);
  try {
    return await write();
  } finally {
    const left = screenWrites.get(tx)! - 1;
    if (left) screenWrites.set(tx, left);
    else screenWrites.delete(tx);
  }
}

/** The write rule of one account table: a create or update from any other writer is refused. */
export const guardAccountTable =
  (table: AccountTable) =>
  async (tx: Queryable, _before: Row | undefined, values: Record<string, unknown> | undefined): Promise<void> => {
    if (!values || screenWrites.has(tx)) return;
    // Where each table is written, in the refusal's words (shared/api/error-codes.ts people.accountTable, worded by the admin).
    const code = `people.accountTable.${table}` as const;
    throw new ApiError(403, errorMessage(code), undefined, {}, 'account-screens-only', code, {});
  };
