// Moderation writes (docs/comments.md "Moderation"): a status change of one
// or many comments is one transaction; each changed comment gets a trail
// entry {at, by, from, to} in CmTrail and an Update row in the audit log.
// Permanent removal is only for comments already in 'deleted' (a two-step
// delete, so a slip of the d key is always recoverable with Restore).
import { dialectOf } from '../platform/db/dialect.js';
import type { Executor, Queryable, Row } from '../platform/db/executor.js';
import { auditWrite } from '../platform/data/audit.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { conflict, notFound } from '../platform/errors.js';
import type { CommentStatus, TrailEntry } from '../../shared/api/comments.js';
import { trailOf } from './comment-queue.js';

/** The trail keeps this many latest entries; the audit log keeps every one. */
const MAX_TRAIL = 50;

async function lockedRows(tx: Queryable, ids: number[]): Promise<Row[]> {
  let q = tx.builder.selectFrom('Comment').selectAll().where('CmId', 'in', ids);
  if (dialectOf(tx).locksRows) q = q.forUpdate();
  const rows = await tx.all(q.orderBy('CmId').compile());
  const found = new Set(rows.map((r) => Number(r.CmId)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw notFound(
      `No comment ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}: nothing was changed`,
    );
  return rows;
}

/** Sets every named comment to `status`; answers how many changed. All or nothing. */
export async function changeStatus(
  db: Executor,
  actor: Actor,
  ids: number[],
  status: CommentStatus,
  now = new Date(),
): Promise<number> {
  const meta = entity('Comment');
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const before of await lockedRows(tx, ids)) {
      const from = before.CmStatus as CommentStatus;
      if (from === status) continue;
      const entry: TrailEntry = { at: now.toISOString(), by: actor.userName, from, to: status };
      const trail = JSON.stringify([...trailOf(before.CmTrail, tx.dialect), entry].slice(-MAX_TRAIL));
      const id = Number(before.CmId);
      await tx.run(
        tx.builder.updateTable('Comment').set({ CmStatus: status, CmTrail: trail }).where('CmId', '=', id).compile(),
      );
      await auditWrite(tx, actor, meta, 'Update', [id], before, { ...before, CmStatus: status, CmTrail: trail });
      changed++;
    }
    return changed;
  });
}

/** Removes comments for good; every one must already be deleted (409 otherwise, nothing removed). */
export async function purgeDeleted(db: Executor, actor: Actor, ids: number[]): Promise<number> {
  const meta = entity('Comment');
  return db.transaction(async (tx) => {
    const rows = await lockedRows(tx, ids);
    const live = rows.filter((r) => r.CmStatus !== 'deleted').map((r) => Number(r.CmId));
    if (live.length)
      throw conflict(
        `Only deleted comments can be removed for good; ${live.slice(0, 10).join(', ')} ${live.length === 1 ? 'is' : 'are'} not deleted`,
        'ids',
      );
    for (const before of rows) {
      await tx.run(tx.builder.deleteFrom('Comment').where('CmId', '=', Number(before.CmId)).compile());
      await auditWrite(tx, actor, meta, 'Delete', [Number(before.CmId)], before, undefined);
    }
    return rows.length;
  });
}
