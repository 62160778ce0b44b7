// Writes to an account row that the generic interface would not let through
// as they stand — server-set fields (AccessFailedCount on unlock) and one's
// own e-mail and second factor (My Account, after the password and, for an
// address, its confirmation link) — once the caller has applied the shared
// rules for that change. Like every write: normalized names derived, an
// audit entry, and the account's sessions revoked where the change calls for
// it (auth/account-effects.ts), all in the caller's transaction.
import type { Queryable, Row } from '../platform/db/executor.js';
import { untypedTables } from '../platform/db/untyped-tables.js';
import { applyAccountEffects } from '../auth/account-effects.js';
import { auditWrite } from '../platform/data/audit.js';
import { applyDerived } from '../platform/data/derived.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import type { Values } from '../platform/data/write-values.js';
import { notFound } from '../platform/errors.js';

const readRow = (tx: Queryable, userId: string) =>
  tx.first<Row>(tx.builder.selectFrom('AspNetUsers').selectAll().where('Id', '=', userId).compile());

/** `values` are stored values (dialectOf(tx).bool for flags). */
export async function writeUserFields(tx: Queryable, actor: Actor, userId: string, values: Values): Promise<void> {
  const users = entity('AspNetUsers');
  const before = await readRow(tx, userId);
  if (!before) throw notFound(`User ${userId} was not found`);
  await tx.run(
    untypedTables(tx.builder)
      .updateTable(users.table)
      .set(applyDerived(users.name, { ...values }))
      .where('Id', '=', userId)
      .compile(),
  );
  const after = (await readRow(tx, userId))!;
  await auditWrite(tx, actor, users, 'Update', [userId], before, after);
  await applyAccountEffects(tx, 'AspNetUsers', before, after);
}
