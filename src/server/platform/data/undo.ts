// Undo after a delete (issue 29 item 5, docs/decisions/0105-undo-after-delete.md).
// A delete of an undoable kind keeps the deleted rows, exactly as stored, in
// the database (_undo, migration 0014) under a random token bound to the
// user, and answers the token; for a short while that user may send the
// token back and the server re-creates the rows with their own keys, in one
// transaction, audited as a restore. The client never sends a row: only
// the token, so nothing can be restored that was not deleted, nor by
// anyone else. Content is not here: its delete in the admin is the Remove
// Content tool's soft delete, undone by its own restore (CDeleted).
import { randomBytes } from 'node:crypto';
import type { EntityName } from '../../../shared/generated/entities.generated.js';
import type { EntityMeta } from '../../../shared/schema-model.js';
import type { Executor, Queryable, Row } from '../db/executor.js';
import { untypedTables } from '../db/untyped-tables.js';
import { ApiError, conflict, forbidden } from '../errors.js';
import { diffOf } from './audit.js';
import { entity as entityNamed } from './entities.js';
import type { Actor, Identity } from './identity.js';
import { keyText, keyWhere, type KeyValues } from './keys.js';
import { authorize } from './reads.js';
import { checkWriteRules } from './write-rules.js';

/**
 * The kinds whose delete can be undone by re-creating the row: one table each, nothing else deleted with them,
 * nothing pointing at them, no binary or secret field, no row scope (so "may this user create it" is the role's
 * question alone). Content (parts in seven tables), tags and menu items (chains of siblings), forms (their tag),
 * accounts (sessions) are not.
 */
const UNDOABLE: ReadonlySet<EntityName> = new Set<EntityName>(['Redirect', 'SystemMessages']);

/** How long the server keeps a delete for its Undo: the toast's 4 s, and room for a slow answer and the click's trip. */
const UNDO_KEEP_MS = 30_000;
/** The delete answer's header carrying the token (the body stays the contract's 204). */
export { UNDO_TOKEN_HEADER } from '../../../shared/api/undo.js';

export const isUndoable = (entity: EntityMeta) =>
  UNDOABLE.has(entity.name as EntityName) && !entity.access.scope && !entity.access.appendOnly;

/** In the delete's transaction: keeps `rows` (as read before the delete) for `identity`'s Undo; answers the token. */
export async function keepForUndo(tx: Queryable, identity: Identity, entity: EntityMeta, rows: Row[]): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  // Expired tokens go as new ones come: the table stays as small as the last half minute's deletes.
  await tx.run(tx.builder.deleteFrom('_undo').where('expires', '<', now).compile());
  await tx.run(
    tx.builder
      .insertInto('_undo')
      .values({
        token,
        user_id: identity.userId,
        entity: entity.name,
        rows: JSON.stringify(rows),
        expires: now + UNDO_KEEP_MS,
      })
      .compile(),
  );
  return token;
}

import type { UndoResult } from '../../../shared/api/undo.js';

const gone = (message: string) => new ApiError(410, message);

/**
 * Puts back what the delete behind `token` removed, with the same keys. Refused: 404 for an unknown token, 403 when it
 * is another user's or the caller may no longer create that kind, 410 once expired (or used), 409 when a key has
 * been taken since. The token is used up by a successful Undo.
 */
export async function undoDelete(db: Executor, actor: Actor, token: string): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const kept = await tx.first<{
      token: string;
      user_id: string;
      entity: string;
      rows: string;
      expires: number | string;
    }>(tx.builder.selectFrom('_undo').selectAll().where('token', '=', token).compile());
    if (!kept) throw gone('This delete can no longer be undone: its undo has expired or was used');
    if (kept.user_id !== actor.userId) throw forbidden('This undo belongs to another user');
    if (Number(kept.expires) < Date.now()) throw gone('This delete can no longer be undone: its undo has expired');
    const entity = entityNamed(kept.entity as EntityName);
    authorize(actor, entity, 'create');
    const rows = JSON.parse(kept.rows) as Row[];
    const table = untypedTables(tx.builder);
    const keys: string[] = [];
    for (const row of rows) {
      const key: KeyValues = entity.key.map((k) => row[k]);
      const taken = await tx.first(
        table.selectFrom(entity.table).select(entity.key).where(keyWhere(entity, key)).compile(),
      );
      if (taken)
        throw conflict(`${entity.label} ${keyText(key)} cannot be restored: a record with that id exists again`);
      await checkWriteRules(tx, entity, undefined, row);
      await tx.run(table.insertInto(entity.table).values(row).compile());
      await auditRestore(tx, actor, entity, key, row);
      keys.push(keyText(key));
    }
    await tx.run(tx.builder.deleteFrom('_undo').where('token', '=', token).compile());
    // A PostgreSQL identity column never handed these keys out again; nothing to move on (dialect.identityCatchUp is for imports).
    return { entity: entity.name, keys };
  });
}

/** The audit row of a restore: its own type, so the log reads "Delete …" then "Restore …", with the fields put back. */
async function auditRestore(tx: Queryable, actor: Actor, entity: EntityMeta, key: KeyValues, row: Row) {
  await tx.run(
    tx.builder
      .insertInto('AuditLog')
      .values({
        Type: 'Restore',
        Message: `Restore ${entity.name} ${keyText(key)} (undo of its delete)`,
        UserName: actor.userName,
        Date: new Date().toISOString(),
        Entity: entity.name,
        EntityKey: keyText(key).slice(0, 200),
        Diff: JSON.stringify(diffOf(entity, undefined, row, tx.dialect)),
        Impersonator: actor.impersonatorName ?? null,
        RequestId: actor.requestId.slice(0, 64),
      })
      .compile(),
  );
}
