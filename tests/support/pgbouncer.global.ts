// Vitest's global setup under TEST_PG_VIA=pgbouncer: one PgBouncer for the whole run, started
// before any test file and stopped after the last (each file runs in a worker process of its
// own, which vitest may end without its exit handlers: a PgBouncer per file would outlive it).
// Test files find it by TEST_PGBOUNCER_PORT (dialects.ts).
import { pgAdminUrl, viaPgBouncer } from './dialects.js';
import { startPgBouncer } from './pgbouncer.js';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!viaPgBouncer()) return undefined;
  const bouncer = await startPgBouncer(pgAdminUrl());
  process.env.TEST_PGBOUNCER_PORT = String(bouncer.port);
  return () => bouncer.stop();
}
