// Reading a Key Manager value, for server code that calls outside services
// with it (e-mail marketing, AI providers):
//
//   const apiKey = await keys.read('OpenAI');   // the plain value, or undefined
//
// The only way a value leaves its seal. It never goes through the data
// interface, and nothing here writes it to a log or an error message.
import { auditEvent } from '../data/audit-events.js';
import { dialectOf, isStoredTrue } from '../db/dialect.js';
import type { Executor, Queryable } from '../db/executor.js';
import { KEY_VALUE_PURPOSE } from '../data/sealed-values.js';
import type { KeyRing } from './key-ring.js';

export class KeyStore {
  constructor(
    private readonly db: Queryable,
    private readonly ring: KeyRing,
  ) {}

  /** The value of the key named `name` (KmName, exactly), or undefined when there is no such key or it has no value. */
  async read(name: string): Promise<string | undefined> {
    const row = await this.db.first<{ KmValue: string | null; KmHasValue: unknown }>(
      this.db.builder.selectFrom('KeyManager').select(['KmValue', 'KmHasValue']).where('KmName', '=', name).compile(),
    );
    if (!row?.KmValue || !isStoredTrue(row.KmHasValue)) return undefined;
    return this.ring.open(row.KmValue, KEY_VALUE_PURPOSE);
  }
}

/**
 * Seals every stored value again under the current key, after a rotation
 * (docs/decisions/0031-key-manager.md): one transaction, so a value that does
 * not open (a key missing from SECRETS_KEY_PREVIOUS) changes nothing.
 * Answers how many values were sealed again and how many were current.
 */
export async function rewrapKeyValues(
  db: Executor,
  ring: KeyRing,
  by: string,
): Promise<{ rewrapped: number; current: number }> {
  return db.transaction(async (tx) => {
    // Rows locked on PostgreSQL, so a value set meanwhile is not overwritten by its old one (SQLite: the writer lock).
    let read = tx.builder.selectFrom('KeyManager').select(['KmId', 'KmValue']).where('KmValue', 'is not', null);
    if (dialectOf(tx).locksRows) read = read.forUpdate();
    const rows = await tx.all<{ KmId: number; KmValue: string }>(read.compile());
    let rewrapped = 0;
    for (const row of rows) {
      if (ring.isSealedWithCurrent(row.KmValue)) continue;
      const sealed = ring.seal(ring.open(row.KmValue, KEY_VALUE_PURPOSE), KEY_VALUE_PURPOSE);
      await tx.run(
        tx.builder.updateTable('KeyManager').set({ KmValue: sealed }).where('KmId', '=', row.KmId).compile(),
      );
      rewrapped++;
    }
    if (rewrapped)
      await auditEvent(tx, {
        type: 'Keys',
        message: `Sealed ${rewrapped} Key Manager value(s) again under the current SECRETS_KEY`,
        userName: by,
      });
    return { rewrapped, current: rows.length - rewrapped };
  });
}
