// The authenticator apps' secrets and the passkeys' credentials, sealed again by `npm run secrets:rewrap` after a key rotation
// (secrets/sealed-values.ts): without it, dropping the old key would lock every app user out.
import { lockedForRewrap, type SealedValueStore } from '../../platform/secrets/sealed-values.js';
import { factorPurpose } from './factor-store.js';

// Every kind seals its row's secret: the app's key (totp), the passkey's credential (passkey-store.ts).
const SEALED_KINDS = ['totp', 'passkey'];

export const FACTOR_SECRETS: SealedValueStore = {
  label: 'authenticator and passkey secret(s)',
  async read(tx) {
    const query = tx.builder
      .selectFrom('_user_factors')
      .select(['id', 'user_id', 'kind', 'secret'])
      .where('kind', 'in', SEALED_KINDS);
    const rows = await tx.all<{ id: string; user_id: string; kind: string; secret: string }>(
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
