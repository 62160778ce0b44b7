// The one-click actions of /user-management/{UserId}: second factor on or
// off, disable or enable, unlock. Each is checked by the shared rules first
// (a refusal is a 403 naming its rule), then written in one transaction with
// its audit entry; disabling, a second-factor change and unlocking revoke the
// account's sessions (auth/account-effects.ts).
import type { UserDetail } from '../../shared/api/people.js';
import type { RuleTarget } from '../../shared/people/account-rules.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { findRow } from '../platform/data/reads.js';
import { updateOne } from '../platform/data/writes.js';
import { notFound } from '../platform/errors.js';
import { readUser } from './user-detail.js';
import { requireChange, ruleTargetOf } from '../auth/index.js';
import { writeUserFields } from './user-write.js';

async function withTarget(
  db: Executor,
  actor: Actor,
  userId: string,
  act: (tx: Queryable, target: RuleTarget) => Promise<void>,
): Promise<UserDetail> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, actor, entity('AspNetUsers'), [userId], true);
    if (!row) throw notFound(`User ${userId} was not found`);
    await act(tx, await ruleTargetOf(tx, userId, row));
    return (await readUser(tx, userId))!;
  });
}

export const setSecondFactor = (db: Executor, actor: Actor, userId: string, enabled: boolean) =>
  withTarget(db, actor, userId, async (tx, target) => {
    requireChange(actor, target, 'second-factor', 'enabled');
    await updateOne(tx, actor, entity('AspNetUsers'), [userId], { TwoFactorEnabled: enabled }, { replace: false });
  });

export const setDisabled = (db: Executor, actor: Actor, userId: string, disabled: boolean) =>
  withTarget(db, actor, userId, async (tx, target) => {
    requireChange(actor, target, disabled ? 'disable' : 'enable', 'disabled');
    await updateOne(tx, actor, entity('AspNetUsers'), [userId], { Disabled: disabled }, { replace: false });
  });

/** Ends a lock-out after failed sign-ins: the count starts again (AccessFailedCount is the server's, hence writeUserFields). */
export const unlockUser = (db: Executor, actor: Actor, userId: string) =>
  withTarget(db, actor, userId, async (tx, target) => {
    requireChange(actor, target, 'unlock');
    await writeUserFields(tx, actor, userId, { LockoutEnd: null, AccessFailedCount: 0 });
  });
