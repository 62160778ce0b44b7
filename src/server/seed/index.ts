// First start of an empty database (contract §1): the spec's fixed records,
// the dashboard tag tree, demo content and the first MoJoAdmin account, all
// in one transaction. A marker row makes it happen exactly once: starting
// again never re-seeds or loses data.
import type { Config } from '../platform/config.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { ensureBuiltInRoles, seedAdmin, type AdminCredentials } from './admin.js';
import { seedFixedRecords } from './fixed-records.js';
import { seedDemoContent } from './demo-content.js';
import { resetIdentitySequences } from './sequences.js';

const SEED_MARKER = 'seed:v1';

export interface SeedReport {
  /** True when this start seeded the database. */
  seededNow: boolean;
  /** Set only when this start created the admin with a generated password. */
  admin?: AdminCredentials;
}

export async function seed(db: Executor, config: Config): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    if (await tx.first(tx.builder.selectFrom('_migrations').select('id').where('id', '=', SEED_MARKER).compile())) {
      // A built-in role added since this database was seeded (the Auditor) is added on the next start.
      await ensureBuiltInRoles(tx);
      return { seededNow: false };
    }
    await seedFixedRecords(tx);
    if (config.seedDemo) await seedDemoContent(tx);
    const admin = await seedAdmin(tx, config);
    await resetIdentitySequences(tx);
    await markSeeded(tx);
    return { seededNow: true, admin };
  });
}

async function markSeeded(tx: Queryable) {
  await tx.run(
    tx.builder.insertInto('_migrations').values({ id: SEED_MARKER, applied: new Date().toISOString() }).compile(),
  );
}
