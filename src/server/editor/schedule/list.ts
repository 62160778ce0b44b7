// GET /scheduled: the pending changes of the pages the caller may see, soonest
// first, then the latest finished ones (done, failed, cancelled), with times
// in the site's time zone.
import type { Database } from '../../platform/db/database.js';
import type { Queryable } from '../../platform/db/executor.js';
import { entity } from '../../platform/data/entities.js';
import type { Identity } from '../../platform/data/identity.js';
import { scopeFor } from '../../platform/data/reads.js';
import type { ScheduledChange, ScheduledList } from '../../../shared/api/scheduled.js';
import { isoInZone } from './site-zone.js';
import { siteTimeZone } from '../../site/index.js';
import { STATUS } from './store.js';

const RECENT = 50;

/** A change as the list reads it: every _scheduled_change column and its page's title. */
type ListRow = Database['_scheduled_change'] & Pick<Database['Content'], 'CTitle'>;

export async function listScheduled(q: Queryable, identity: Identity): Promise<ScheduledList> {
  const timeZone = await siteTimeZone(q);
  const scope = await scopeFor(q, identity, entity('Content'));
  const base = () => {
    const query = q.builder
      .selectFrom('_scheduled_change as s')
      .innerJoin('Content', 'Content.CId', 's.c_id')
      .select([
        's.id',
        's.c_id',
        'Content.CTitle',
        's.action',
        's.cv_id',
        's.due_at',
        's.status',
        's.set_by',
        's.set_at',
        's.done_at',
        's.error',
      ]);
    return scope ? query.where(scope.sql) : query;
  };
  const pending = await q.all<ListRow>(base().where('s.status', '=', STATUS.pending).orderBy('s.due_at').compile());
  const finished = await q.all<ListRow>(
    base().where('s.status', '!=', STATUS.pending).orderBy('s.done_at', 'desc').limit(RECENT).compile(),
  );
  const at = (ms: number | string) => isoInZone(Number(ms), timeZone);
  const item = (r: ListRow): ScheduledChange => ({
    id: r.id,
    CId: Number(r.c_id),
    CTitle: r.CTitle ?? '',
    action: r.action as ScheduledChange['action'],
    CvId: r.cv_id === null ? null : Number(r.cv_id),
    at: at(r.due_at),
    status: r.status as ScheduledChange['status'],
    setBy: r.set_by,
    setAt: at(r.set_at),
    doneAt: r.done_at === null ? null : at(r.done_at),
    error: r.error,
  });
  return { timeZone, items: [...pending, ...finished].map(item) };
}
