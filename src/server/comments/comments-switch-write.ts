// Switching comments on or off: tag 14's TVisible, written with its audit row
// in one transaction. A deleted tag 14 is refused: restoring a tag belongs to
// the tag tree, not to this switch.
import { dialectOf, isStoredTrue } from '../db/dialect.js';
import type { Executor } from '../db/executor.js';
import { auditWrite } from '../data/audit.js';
import { entity } from '../data/entities.js';
import type { Actor } from '../data/identity.js';
import { conflict } from '../errors.js';
import { COMMENTS_TAG } from './comments-switch.js';

export async function switchComments(db: Executor, actor: Actor, enabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const d = dialectOf(tx);
    let q = tx.builder.selectFrom('Tag').selectAll().where('TId', '=', COMMENTS_TAG);
    if (d.locksRows) q = q.forUpdate();
    const before = await tx.first(q.compile());
    if (!before || isStoredTrue(before.TDeleted)) throw conflict('The Comments tag (14) is missing or deleted: restore it in the tag tree first', 'enabled');
    if (isStoredTrue(before.TVisible) === enabled) return enabled;
    await tx.run(tx.builder.updateTable('Tag').set({ TVisible: d.bool(enabled) }).where('TId', '=', COMMENTS_TAG).compile());
    await auditWrite(tx, actor, entity('Tag'), 'Update', [COMMENTS_TAG], before, { ...before, TVisible: d.bool(enabled) });
    return enabled;
  });
}
