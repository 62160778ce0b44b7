// Hand-written: passkeys are rows of _user_factors (kind 'passkey', docs/decisions/0138-passkeys.md),
// several per account, so the one-row-per-kind index of 0017 now holds for the authenticator app only.
// A partial unique index: both SQLite and PostgreSQL keep "one app per account" and allow many passkeys.
import type { Migration } from '../migration-types.js';

export const migration: Migration = {
  id: '0020_passkeys',
  up: async (tx) => {
    await tx.exec(`DROP INDEX "ux__user_factors_user_kind"`);
    await tx.exec(
      `CREATE UNIQUE INDEX "ux__user_factors_user_totp" ON "_user_factors" ("user_id", "kind") WHERE "kind" = 'totp'`,
    );
    await tx.exec(`CREATE INDEX "ix__user_factors_user" ON "_user_factors" ("user_id")`);
  },
};
