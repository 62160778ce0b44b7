// Getting a database ready to serve, safely from any number of instances
// started at once (contract §4a): one session-level advisory lock, taken
// before anything else touches the database, covers creating the migration
// table, the migrations, the first seeding and the change triggers. The
// other instances wait for it, then find the work done: the database is
// seeded exactly once. (Each migration also takes a transaction-level lock
// of its own in migrate.ts, for callers that migrate without this.)
import type { Config } from '../config.js';
import { ensureChangeTriggers } from '../cluster/change-triggers.js';
import { seed, type SeedReport } from '../seed/index.js';
import type { Executor } from './executor.js';
import { migrate } from './migrate.js';

/** The start-up lock; distinct from the migration (7_300_001) and sitemap locks. */
const STARTUP_LOCK_KEY = 7_300_002;

export async function prepareDatabase(db: Executor, config: Config): Promise<SeedReport> {
  return db.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    await migrate(db);
    const seeded = await seed(db, config);
    await ensureChangeTriggers(db);
    return seeded;
  });
}
