// Reading a Key Manager value, for server code that calls outside services
// with it (e-mail marketing, AI providers):
//
//   const apiKey = await keys.read('OpenAI');   // the plain value, or undefined
//
// The only way a value leaves its seal. It never goes through the data
// interface, and nothing here writes it to a log or an error message.
import { isStoredTrue } from '../db/dialect.js';
import type { Queryable } from '../db/executor.js';
import { KEY_VALUE_PURPOSE } from '../data/sealed-values.js';
import type { KeyRing } from './key-ring.js';
import { lockedForRewrap, type SealedValueStore } from './sealed-values.js';

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

/** Key Manager values, for `npm run secrets:rewrap` (sealed-values.ts). */
export const KEY_MANAGER_VALUES: SealedValueStore = {
  label: 'Key Manager value(s)',
  async read(tx) {
    const query = tx.builder.selectFrom('KeyManager').select(['KmId', 'KmValue']).where('KmValue', 'is not', null);
    const rows = await tx.all<{ KmId: number; KmValue: string }>(lockedForRewrap(tx, query).compile());
    return rows.map((row) => ({ key: row.KmId, sealed: row.KmValue, purpose: KEY_VALUE_PURPOSE }));
  },
  async write(tx, value, sealed) {
    await tx.run(
      tx.builder.updateTable('KeyManager').set({ KmValue: sealed }).where('KmId', '=', Number(value.key)).compile(),
    );
  },
};
