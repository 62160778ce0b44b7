// Scheduled changes (issue 45 item 1; docs/scheduled-changes.md,
// docs/decisions/0139-scheduled-changes.md): the calls under
// /api/v1/mc/editor/scheduled, the worker every instance runs, and write
// rules that cancel a scheduled publish whose draft was discarded, replaced
// or published by hand before its time.
import type { Feature } from '../../platform/http/feature.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import { decodeField } from '../../platform/data/codec.js';
import type { Queryable } from '../../platform/db/executor.js';
import { registerScheduleRoutes } from './routes.js';
import { ScheduleWorker } from './worker.js';
import { STATUS } from './store.js';

const DEFAULT_POLL_MS = 1_000;

async function cancelPublishOf(tx: Queryable, cvId: number, reason: string): Promise<void> {
  await tx.run(
    tx.builder
      .updateTable('_scheduled_change')
      .set({ status: STATUS.cancelled, done_at: Date.now(), error: reason })
      .where('cv_id', '=', cvId)
      .where('action', '=', 'publish')
      .where('status', '=', STATUS.pending)
      .compile(),
  );
}

export const scheduleFeatures: Feature[] = [
  {
    name: 'scheduled changes',
    prefix: API_PREFIX.scheduled,
    audience: 'staff',
    register: (scope, services) => {
      const worker = new ScheduleWorker({
        db: services.db,
        now: services.now,
        pollMs: services.config.schedulePollMs ?? DEFAULT_POLL_MS,
        log: (message) => scope.log.warn(message),
      });
      services.runInBackground(worker);
      registerScheduleRoutes(scope, { db: services.db, now: services.now });
    },
    writeRules: {
      entities: {
        ContentVersion: {
          afterDelete: ({ tx }, before) =>
            cancelPublishOf(tx, Number(before.CvId), 'The draft was discarded or replaced before its time'),
          afterWrite: async (tx, before, after) => {
            // A scheduled draft published by hand (or by another schedule) has nothing left to do.
            const wasDraft = before && decodeField('ContentVersion', 'Draft', before.Draft, tx.dialect) === true;
            if (wasDraft && after && decodeField('ContentVersion', 'Draft', after.Draft, tx.dialect) !== true)
              await cancelPublishOf(tx, Number(after.CvId), 'Published before its time');
          },
        },
      },
    },
  },
];
