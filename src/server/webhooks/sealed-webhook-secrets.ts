// The webhooks' signing secrets, sealed again by `npm run secrets:rewrap` after a key rotation
// (secrets/sealed-values.ts): without it, dropping the old key would stop every delivery.
import { lockedForRewrap, type SealedValueStore } from '../platform/secrets/sealed-values.js';
import { SECRET_PURPOSE } from './webhook-store.js';

export const WEBHOOK_SECRETS: SealedValueStore = {
  label: 'webhook secret(s)',
  async read(tx) {
    const query = tx.builder.selectFrom('_webhook').select(['id', 'secret']);
    const rows = await tx.all<{ id: string; secret: string }>(lockedForRewrap(tx, query).compile());
    return rows.map((row) => ({ key: row.id, sealed: row.secret, purpose: SECRET_PURPOSE }));
  },
  async write(tx, value, sealed) {
    await tx.run(
      tx.builder.updateTable('_webhook').set({ secret: sealed }).where('id', '=', String(value.key)).compile(),
    );
  },
};
