// The schedule's rows: setting a change (one pending publish and one pending
// unpublish per page; setting again replaces the pending one), changing its
// time, cancelling it, and the list. Every change is audited with who made it.
import { randomUUID } from 'node:crypto';
import { auditEvent } from '../../platform/data/audit-events.js';
import { entity } from '../../platform/data/entities.js';
import { guardAhead } from '../../platform/data/write-rules.js';
import type { Actor } from '../../platform/data/identity.js';
import { dialectOf } from '../../platform/db/dialect.js';
import { decodeField } from '../../platform/data/codec.js';
import type { Database } from '../../platform/db/database.js';
import type { Queryable } from '../../platform/db/executor.js';
import { coded } from '../../platform/errors.js';
import { loadPage } from '../page.js';
import { NAMED_CONTENT } from '../../platform/data/named-content.js';
import { isoInZone } from './site-zone.js';
import { siteTimeZone } from '../../site/index.js';

type ScheduleAction = 'publish' | 'unpublish';
export const STATUS = { pending: 'pending', done: 'done', failed: 'failed', cancelled: 'cancelled' } as const;

/** What the worker and the calls read of a change: its _scheduled_change columns (db/migrations/0018_scheduled_changes.ts) but the times it was set and done. */
export type ScheduledRow = Omit<Database['_scheduled_change'], 'set_at' | 'done_at' | 'error'>;

/** A time that has passed cannot be scheduled (a second of leeway for the request's own time). */
export function requireFuture(at: number, now: number, field: string): void {
  if (at < now - 1000) throw coded(422, 'schedule.passed', {}, field);
}

export async function audit(tx: Queryable, actor: Pick<Actor, 'userName'> & Partial<Actor>, message: string) {
  await auditEvent(tx, {
    type: 'Schedule',
    message,
    userName: actor.userName,
    requestId: actor.requestId,
    impersonator: actor.impersonatorName,
  });
}

const describe = async (tx: Queryable, ms: number) => isoInZone(ms, await siteTimeZone(tx));

/**
 * A scheduled publish is a publish: the rules on making a version live (review before publish refuses a member of
 * a group under review) are asked when it is set, not only when it falls due, as the actor who sets it.
 */
async function requireMayPublish(tx: Queryable, actor: Actor, version: Record<string, unknown>): Promise<void> {
  await guardAhead(tx, actor, entity('ContentVersion'), version, { Active: true, Draft: false });
}

/** A draft or an older version of a page the actor may edit, set to go live at `at`. */
export async function schedulePublish(tx: Queryable, actor: Actor, cvId: number, at: number): Promise<string> {
  const version = await tx.first<{ CvId: number; CId: number; Draft: unknown; Active: unknown }>(
    tx.builder
      .selectFrom('ContentVersion')
      .select(['CvId', 'CId', 'Draft', 'Active'])
      .where('CvId', '=', cvId)
      .compile(),
  );
  if (!version) throw coded(404, 'schedule.versionMissing', { cvId });
  const cId = Number(version.CId);
  await loadPage(tx, actor, cId, true); // 404 outside the actor's scope; locks the page against a racing save
  const draft = decodeField('ContentVersion', 'Draft', version.Draft, tx.dialect) === true;
  if (!draft && decodeField('ContentVersion', 'Active', version.Active, tx.dialect) === true)
    throw coded(409, 'schedule.alreadyLive', { cvId }, 'CvId');
  await requireMayPublish(tx, actor, version);
  return setChange(tx, actor, { cId, action: 'publish', cvId, at }, `version ${cvId} of page ${cId}`);
}

/** A live page the actor may edit, set to come down at `at`. */
export async function scheduleUnpublish(tx: Queryable, actor: Actor, cId: number, at: number): Promise<string> {
  const { page } = await loadPage(tx, actor, cId, true);
  if (NAMED_CONTENT[cId]) throw coded(409, 'schedule.siteRecord', { id: cId, name: NAMED_CONTENT[cId] });
  if (decodeField('Content', 'CDeleted', page.content.CDeleted, tx.dialect) === true)
    throw coded(409, 'schedule.notLive', { id: cId });
  return setChange(tx, actor, { cId, action: 'unpublish', cvId: null, at }, `page ${cId}`);
}

async function setChange(
  tx: Queryable,
  actor: Actor,
  change: { cId: number; action: ScheduleAction; cvId: number | null; at: number },
  what: string,
): Promise<string> {
  const replaced = await tx.run(
    tx.builder
      .updateTable('_scheduled_change')
      .set({ status: STATUS.cancelled, error: 'Replaced by a newer schedule', done_at: Date.now() })
      .where('c_id', '=', change.cId)
      .where('action', '=', change.action)
      .where('status', '=', STATUS.pending)
      .compile(),
  );
  const id = randomUUID();
  await tx.run(
    tx.builder
      .insertInto('_scheduled_change')
      .values({
        id,
        c_id: change.cId,
        action: change.action,
        cv_id: change.cvId,
        due_at: change.at,
        status: STATUS.pending,
        set_by: actor.userName.slice(0, 256),
        set_at: Date.now(),
        done_at: null,
        error: null,
      })
      .compile(),
  );
  const verb = change.action === 'publish' ? 'publish' : 'unpublish';
  await audit(
    tx,
    actor,
    `Scheduled ${verb} of ${what} at ${await describe(tx, change.at)}${replaced.changes ? ' (replacing the earlier schedule)' : ''}`,
  );
  return id;
}

/** A pending change the actor may see (its page in their scope), locked for the change. */
async function pendingChange(tx: Queryable, actor: Actor, id: string): Promise<ScheduledRow> {
  let query = tx.builder.selectFrom('_scheduled_change').selectAll().where('id', '=', id);
  if (dialectOf(tx).locksRows) query = query.forUpdate();
  const row = await tx.first<ScheduledRow>(query.compile());
  if (!row) throw coded(404, 'schedule.changeMissing', { id });
  try {
    await loadPage(tx, actor, Number(row.c_id));
  } catch {
    throw coded(404, 'schedule.changeMissing', { id });
  }
  if (row.status !== STATUS.pending) throw coded(409, 'schedule.notPending', { id, status: row.status });
  return row;
}

export async function reschedule(tx: Queryable, actor: Actor, id: string, at: number): Promise<void> {
  const row = await pendingChange(tx, actor, id);
  // Moving it makes the mover its setter, whose rules it then runs under.
  if (row.action === 'publish') await requireMayPublish(tx, actor, { CvId: row.cv_id, Active: false, Draft: true });
  await tx.run(
    tx.builder
      .updateTable('_scheduled_change')
      .set({ due_at: at, set_by: actor.userName.slice(0, 256), set_at: Date.now() })
      .where('id', '=', id)
      .where('status', '=', STATUS.pending)
      .compile(),
  );
  await audit(
    tx,
    actor,
    `Moved the scheduled ${row.action} of page ${row.c_id} from ${await describe(tx, Number(row.due_at))} to ${await describe(tx, at)}`,
  );
}

export async function cancel(tx: Queryable, actor: Actor, id: string): Promise<void> {
  const row = await pendingChange(tx, actor, id);
  await tx.run(
    tx.builder
      .updateTable('_scheduled_change')
      .set({ status: STATUS.cancelled, done_at: Date.now(), error: `Cancelled by ${actor.userName}`.slice(0, 2000) })
      .where('id', '=', id)
      .where('status', '=', STATUS.pending)
      .compile(),
  );
  await audit(
    tx,
    actor,
    `Cancelled the scheduled ${row.action} of page ${row.c_id} at ${await describe(tx, Number(row.due_at))}`,
  );
}
