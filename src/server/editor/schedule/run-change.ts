// Applies one due change. The row's move from pending to done and the publish
// (or unpublish) are one transaction: of several instances that find the same
// due row, the first UPDATE wins and holds the row until it commits; the
// others' UPDATE then finds it done and changes nothing (PostgreSQL re-reads
// the row after the winner's commit; SQLite has one writer). If the publish
// fails (the URL was taken meanwhile, the version was discarded), the whole
// transaction rolls back and the row is marked failed with the reason, once.
import { systemActor, type Actor } from '../../platform/data/identity.js';
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { ApiError } from '../../platform/errors.js';
import { setRemovedIn } from '../../site/index.js';
import { publishSavedVersion } from './publish-saved.js';
import { audit, STATUS, type ScheduledRow } from './store.js';

/**
 * Who a scheduled change acts as: the person who set it (their account's id, so the rules that look at the
 * account, such as review before publish, still apply at its time), named so in the audit trail
 * ("jo (scheduled)"), with the rights to write the page (theirs were checked when they set it).
 */
async function scheduledActor(tx: Queryable, setBy: string): Promise<Actor> {
  const account = await tx.first<{ Id: string }>(
    tx.builder.selectFrom('AspNetUsers').select('Id').where('UserName', '=', setBy).compile(),
  );
  if (!account) throw new Error(`The account ${setBy} that set it no longer exists`);
  return systemActor({ userId: account.Id, name: `${setBy} (scheduled)`, requestPrefix: 'schedule' });
}

async function apply(tx: Queryable, row: ScheduledRow, actor: Actor): Promise<void> {
  if (row.action === 'publish') {
    await publishSavedVersion(tx, actor, Number(row.cv_id), `Published as scheduled by ${row.set_by}`);
    await audit(tx, actor, `Published version ${row.cv_id} of page ${row.c_id} as scheduled by ${row.set_by}`);
  } else {
    await setRemovedIn(tx, actor, Number(row.c_id), true);
    await audit(tx, actor, `Unpublished page ${row.c_id} as scheduled by ${row.set_by}`);
  }
}

/** 'done' when this instance applied it, 'taken' when another had, 'failed' when it could not be applied. */
export async function runChange(db: Executor, row: ScheduledRow, now: number): Promise<'done' | 'taken' | 'failed'> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.run(
        tx.builder
          .updateTable('_scheduled_change')
          .set({ status: STATUS.done, done_at: now })
          .where('id', '=', row.id)
          .where('status', '=', STATUS.pending)
          .where('due_at', '<=', now)
          .compile(),
      );
      if (claimed.changes !== 1) return 'taken';
      await apply(tx, row, await scheduledActor(tx, row.set_by));
      return 'done';
    });
  } catch (e) {
    const reason = (e instanceof ApiError ? e.message : (e as Error).message || String(e)).slice(0, 2000);
    return db.transaction(async (tx) => {
      const marked = await tx.run(
        tx.builder
          .updateTable('_scheduled_change')
          .set({ status: STATUS.failed, done_at: now, error: reason })
          .where('id', '=', row.id)
          .where('status', '=', STATUS.pending)
          .compile(),
      );
      if (marked.changes !== 1) return 'taken';
      await audit(
        tx,
        { userName: `${row.set_by} (scheduled)` },
        `The scheduled ${row.action} of page ${row.c_id} failed: ${reason}`,
      );
      return 'failed';
    });
  }
}
