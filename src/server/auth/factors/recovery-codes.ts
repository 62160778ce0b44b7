// Ten recovery codes per account, each good for one sign-in when the phone is
// not at hand. Shown once when made; only their SHA-256 is kept (they are 50
// random bits each, so a fast hash is enough: nothing to guess from it).
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/executor.js';

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read aloud or typed from paper

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** As typed: case, spaces and the dash do not count. */
const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the account's codes with ten new ones; returns them (the only time they are readable). */
export async function newRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
  await tx.run(tx.builder.deleteFrom('_recovery_codes').where('user_id', '=', userId).compile());
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.run(
    tx.builder
      .insertInto('_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, hash: hash(normalizeRecoveryCode(c)), used: null })))
      .compile(),
  );
  return codes;
}

/** Uses the code up; false when it is not one of the account's unused codes. One statement: used once only. */
export async function useRecoveryCode(tx: Queryable, userId: string, typed: string): Promise<boolean> {
  const row = await tx.first(
    tx.builder
      .updateTable('_recovery_codes')
      .set({ used: Date.now() })
      .where('user_id', '=', userId)
      .where('hash', '=', hash(normalizeRecoveryCode(typed)))
      .where('used', 'is', null)
      .returning('hash')
      .compile(),
  );
  return !!row;
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const row = await db.first<{ n: number | string }>(
    db.builder
      .selectFrom('_recovery_codes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('used', 'is', null)
      .compile(),
  );
  return Number(row?.n ?? 0);
}
