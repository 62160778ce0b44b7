// The authenticator apps' secrets, sealed again by `npm run secrets:rewrap` after a key rotation
// (secrets/sealed-values.ts): without it, dropping the old key would lock every app user out.
import { lockedForRewrap, type SealedValueStore } from '../../secrets/sealed-values.js';
import { factorPurpose, type FactorKind } from './factor-store.js';

const SEALED_KINDS: FactorKind[] = ['totp'];

export const FACTOR_SECRETS: SealedValueStore = {
  label: 'authenticator secret(s)',
  async read(tx) {
    const query = tx.builder
      .selectFrom('_user_factors')
      .select(['id', 'user_id', 'kind', 'secret'])
      .where('kind', 'in', SEALED_KINDS);
    const rows = await tx.all<{ id: string; user_id: string; kind: FactorKind; secret: string }>(
      lockedForRewrap(tx, query).compile(),
    );
    return rows.map((row) => ({ key: row.id, sealed: row.secret, purpose: factorPurpose(row.user_id, row.kind) }));
  },
  async write(tx, value, sealed) {
    await tx.run(
      tx.builder.updateTable('_user_factors').set({ secret: sealed }).where('id', '=', String(value.key)).compile(),
    );
  },
};
