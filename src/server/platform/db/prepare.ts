// Getting a database ready to serve, safely from any number of instances
// started at once (contract §4a): one session-level advisory lock, taken
// before anything else touches the database, covers creating the migration
// table, the migrations, the first seeding and the change triggers. The
// other instances wait for it, then find the work done: the database is
// seeded exactly once. (Each migration also takes a transaction-level lock
// of its own in migrate.ts, for callers that migrate without this.)
// What the first data is (the seed) is the caller's: the database layer
// knows no feature nor the seed (issue 42), the app passes it in.
import { ensureChangeTriggers } from '../cluster/change-triggers.js';
import type { Executor } from './executor.js';
import { migrate } from './migrate.js';

/** The start-up lock; distinct from the migration (7_300_001) and sitemap locks. */
const STARTUP_LOCK_KEY = 7_300_002;

export async function prepareDatabase<Report>(db: Executor, seed: (db: Executor) => Promise<Report>): Promise<Report> {
  return db.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    await migrate(db);
    const seeded = await seed(db);
    await ensureChangeTriggers(db);
    return seeded;
  });
}
