// `npm run bench:pgbouncer`: what going through PgBouncer in transaction mode
// costs one executor (issue 43 item 2, decision 0130). The same key read —
// `SELECT … WHERE oid = $1` on pg_class, as a lookup by id is — one after
// another and then from 16 callers at once, on three executors: directly
// (named statements, the limit a startup parameter), through PgBouncer with
// DATABASE_POOLER=transaction and the default 10 s statement limit (each
// autocommit read in a short transaction with SET LOCAL), and through it with
// no limit (one unnamed statement). PgBouncer runs docs/deploy.md's block
// (tests/support/pgbouncer.ts). BENCH_READS (default 3000) per measurement.
import { performance } from 'node:perf_hooks';
import { sqlOf } from '../src/server/platform/db/executor.js';
import { PostgresExecutor } from '../src/server/platform/db/postgres.js';
import { pgAdminUrl } from '../tests/support/dialects.js';
import { startPgBouncer } from '../tests/support/pgbouncer.js';

const READS = Number(process.env.BENCH_READS ?? 3000);
const CALLERS = 16;
const direct = pgAdminUrl();
const bouncer = await startPgBouncer(direct);
const read = sqlOf('SELECT relname, relkind FROM pg_class WHERE oid = $1', [1259]);

async function measure(name: string, db: PostgresExecutor): Promise<void> {
  for (let i = 0; i < 200; i++) await db.first(read); // warm: connections open, plans cached where they can be
  let start = performance.now();
  for (let i = 0; i < READS; i++) await db.first(read);
  const sequential = (performance.now() - start) / READS;
  start = performance.now();
  let left = READS;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (left-- > 0) await db.first(read);
    }),
  );
  const perSecond = READS / ((performance.now() - start) / 1000);
  console.log(
    `${name.padEnd(44)} one at a time ${sequential.toFixed(3)} ms a read; ${CALLERS} callers ${Math.round(perSecond)} reads/s`,
  );
  await db.close();
}

try {
  await measure('direct, 10 s limit', PostgresExecutor.open(direct, { statementTimeoutMs: 10_000 }));
  await measure(
    'PgBouncer, DATABASE_POOLER=transaction, 10 s',
    PostgresExecutor.open(bouncer.pooled(direct), { statementTimeoutMs: 10_000, directUrl: direct }),
  );
  await measure(
    'PgBouncer, DATABASE_POOLER=transaction, none',
    PostgresExecutor.open(bouncer.pooled(direct), { statementTimeoutMs: 0, directUrl: direct }),
  );
} finally {
  await bouncer.stop();
}
