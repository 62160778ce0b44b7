// Values sealed with the key ring live in several tables: Key Manager values (here, in the platform), and
// the features' own (authenticator secrets, webhook secrets, sealed registration profiles). Each feature
// declares where its sealed values are (Feature.sealedValues, collected in features.ts), so that after a key
// rotation `npm run secrets:rewrap` seals every one of them again under the current key and the old key can
// be dropped without leaving a value that no key opens (docs/decisions/0031-key-manager.md).
import { auditEvent } from '../data/audit-events.js';
import { dialectOf } from '../db/dialect.js';
import type { Executor, Queryable } from '../db/executor.js';
import type { KeyRing } from './key-ring.js';

/** One stored value: where it is (the store's own key), its sealed text, and the purpose it was sealed for. */
export interface SealedValue {
  readonly key: string | number;
  readonly sealed: string;
  readonly purpose: string;
}

/** Where a feature keeps sealed values. */
export interface SealedValueStore {
  /** What they are, in the operator's words and the audit entry: "webhook secret(s)". */
  readonly label: string;
  /** Every sealed value, read with lockedForRewrap so none is changed meanwhile. */
  read(tx: Queryable): Promise<SealedValue[]>;
  /** Stores `sealed` in place of `value`. */
  write(tx: Queryable, value: SealedValue, sealed: string): Promise<void>;
}

/** The read locked on PostgreSQL, so a value set meanwhile is not overwritten by its old one (SQLite: the writer lock). */
export const lockedForRewrap = <Q extends { forUpdate(): Q }>(tx: Queryable, query: Q): Q =>
  dialectOf(tx).locksRows ? query.forUpdate() : query;

interface RewrapCount {
  label: string;
  rewrapped: number;
  current: number;
}

/**
 * Seals every value of every store again under the current key, in one transaction, so a value that does
 * not open (a key missing from SECRETS_KEY_PREVIOUS) changes nothing anywhere. One audit entry per store
 * that changed, by `by`.
 */
export async function rewrapSealedValues(
  db: Executor,
  ring: KeyRing,
  stores: readonly SealedValueStore[],
  by: string,
): Promise<RewrapCount[]> {
  return db.transaction(async (tx) => {
    const counts: RewrapCount[] = [];
    for (const store of stores) {
      const values = await store.read(tx);
      let rewrapped = 0;
      for (const value of values) {
        if (ring.isSealedWithCurrent(value.sealed)) continue;
        await store.write(tx, value, ring.seal(ring.open(value.sealed, value.purpose), value.purpose));
        rewrapped++;
      }
      if (rewrapped)
        await auditEvent(tx, {
          type: 'Keys',
          message: `Sealed ${rewrapped} ${store.label} again under the current SECRETS_KEY`,
          userName: by,
        });
      counts.push({ label: store.label, rewrapped, current: values.length - rewrapped });
    }
    return counts;
  });
}
