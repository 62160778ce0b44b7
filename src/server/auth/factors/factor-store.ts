// The _user_factors rows (db/migrations/0017_user_factors.ts): one per kind
// and account. The secret is sealed with the key ring, its purpose naming the
// account, so a row copied to another account does not open.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/executor.js';
import type { KeyRing } from '../../platform/secrets/key-ring.js';

export type FactorKind = 'totp';

export interface Factor {
  id: string;
  kind: FactorKind;
  secret: string;
  confirmed: boolean;
  lastStep: number;
  inUse: boolean;
}

/** What a factor row's secret is sealed for (the row's kind: totp or passkey, and its account). */
export const factorPurpose = (userId: string, kind: string) => `_user_factors.${kind}.${userId}`;

export async function readFactor(
  db: Queryable,
  ring: KeyRing,
  userId: string,
  kind: FactorKind = 'totp',
): Promise<Factor | undefined> {
  const row = await db.first<{ id: string; secret: string; confirmed: unknown; last_step: unknown; in_use: unknown }>(
    db.builder.selectFrom('_user_factors').selectAll().where('user_id', '=', userId).where('kind', '=', kind).compile(),
  );
  if (!row) return undefined;
  return {
    id: row.id,
    kind,
    secret: ring.open(row.secret, factorPurpose(userId, kind)),
    confirmed: row.confirmed !== null,
    lastStep: Number(row.last_step),
    inUse: Number(row.in_use) === 1,
  };
}

/** A new, unconfirmed factor in place of any unconfirmed one (a confirmed one is never replaced here). */
export async function storePendingFactor(
  tx: Queryable,
  ring: KeyRing,
  userId: string,
  kind: FactorKind,
  secret: string,
): Promise<void> {
  await tx.run(
    tx.builder
      .deleteFrom('_user_factors')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('confirmed', 'is', null)
      .compile(),
  );
  await tx.run(
    tx.builder
      .insertInto('_user_factors')
      .values({
        id: randomUUID(),
        user_id: userId,
        kind,
        secret: ring.seal(secret, factorPurpose(userId, kind)),
        confirmed: null,
        last_step: 0,
        in_use: 1,
        created: Date.now(),
      })
      .compile(),
  );
}

/**
 * Takes the code's time step: true when it is later than the last one taken.
 * One statement, so two requests with the same code cannot both pass; the
 * first code of a pending factor confirms it.
 */
export async function takeStep(tx: Queryable, factorId: string, step: number): Promise<boolean> {
  const row = await tx.first(
    tx.builder
      .updateTable('_user_factors')
      .set((eb) => ({ last_step: step, confirmed: eb.fn.coalesce('confirmed', eb.val(Date.now())) }))
      .where('id', '=', factorId)
      .where('last_step', '<', step)
      .returning('id')
      .compile(),
  );
  return !!row;
}

export async function setFactorInUse(tx: Queryable, userId: string, kind: FactorKind, inUse: boolean) {
  await tx.run(
    tx.builder
      .updateTable('_user_factors')
      .set({ in_use: inUse ? 1 : 0 })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .compile(),
  );
}

/** Every factor of the account and its recovery codes. */
export async function deleteFactors(tx: Queryable, userId: string): Promise<number> {
  const gone = await tx.all(
    tx.builder.deleteFrom('_user_factors').where('user_id', '=', userId).returning('id').compile(),
  );
  await tx.run(tx.builder.deleteFrom('_recovery_codes').where('user_id', '=', userId).compile());
  return gone.length;
}
