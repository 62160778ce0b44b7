// Issue 26, decision 1: PostgreSQL measured as a deployment runs it, on a
// core of its own. A throwaway cluster (initdb in a temporary folder, its own
// port, the machine's PostgreSQL binaries) runs pinned to core 1; the caller
// pins itself — and so every process it starts afterwards (product, baselines,
// load generator) — to core 0. The shared-core figures of the machine's own
// server are printed beside these, marked as such.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PINNED_PG_PORT = Number(process.env.BENCH_PINNED_PG_PORT ?? 55_432);
const DATABASE_CORE = '1';
const SERVERS_CORE = '0';

export interface PinnedPostgres {
  adminUrl: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL whose binaries are installed (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('pinned PostgreSQL: no initdb under /usr/lib/postgresql/<version>/bin (Debian package postgresql)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** initdb and postgres refuse to run as root: as root, they run as the postgres user. */
const asDatabaseUser = (command: string, args: string[]): [string, string[]] => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

/** Pins this process (all its threads) to some cores; processes it starts from now on inherit it. */
export function pinSelf(cores: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cores, String(process.pid)], { stdio: 'ignore' });
}

/** The cores this process may run on now, as taskset lists them ("0,1"). */
function ownCores(): string {
  return /list:\s*(\S+)/.exec(execFileSync('taskset', ['-c', '-p', String(process.pid)]).toString())![1];
}

export async function startPinnedPostgres(): Promise<PinnedPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const [initdb, initArgs] = asDatabaseUser(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  // The machine server's own settings (128 MB shared buffers, synchronous commits), so only the pinning differs.
  const [postgres, args] = asDatabaseUser(join(bin, 'postgres'), ['-D', data, '-p', String(PINNED_PG_PORT), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB']);
  const server: ChildProcess = spawn('taskset', ['-c', DATABASE_CORE, postgres, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (d: Buffer) => (log += d));
  const adminUrl = `postgres://postgres@127.0.0.1:${PINNED_PG_PORT}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.end();
      break;
    } catch {
      await c.end().catch(() => undefined);
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`pinned PostgreSQL did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const cores = ownCores();
  pinSelf(SERVERS_CORE);
  return {
    adminUrl,
    async stop() {
      pinSelf(cores);
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGINT'); // fast shutdown; taskset passes the signal on by exec'ing postgres (or runuser forwards it)
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
