// Issue 26, decision 1: PostgreSQL measured as a deployment runs it, on a
// core of its own. A throwaway cluster (the tests' own: initdb in a temporary
// folder, its own port, fsync off) runs pinned to core 1; the caller pins
// itself — and so every process it starts afterwards (product, baselines, load
// generator) — to core 0. The shared-core figures of the machine's own server
// are printed beside these, marked as such.
import { execFileSync } from 'node:child_process';
import { findPostgresBin, startThrowawayPostgres } from '../tests/support/throwaway-pg.js';

const DATABASE_CORE = '1';
const SERVERS_CORE = '0';

export interface PinnedPostgres {
  adminUrl: string;
  stop(): Promise<void>;
}

/** Pins this process (all its threads) to some cores; processes it starts from now on inherit it. */
function pinSelf(cores: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cores, String(process.pid)], { stdio: 'ignore' });
}

/** The cores this process may run on now, as taskset lists them ("0,1"). */
function ownCores(): string {
  return /list:\s*(\S+)/.exec(execFileSync('taskset', ['-c', '-p', String(process.pid)]).toString())![1];
}

export async function startPinnedPostgres(): Promise<PinnedPostgres> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('pinned PostgreSQL: no initdb under /usr/lib/postgresql/<version>/bin (Debian package postgresql)');
  const server = await startThrowawayPostgres(bin, { cpus: DATABASE_CORE });
  const cores = ownCores();
  pinSelf(SERVERS_CORE);
  return {
    adminUrl: server.adminUrl,
    async stop() {
      pinSelf(cores);
      await server.destroy();
    },
  };
}
