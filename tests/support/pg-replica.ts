// A streaming replica of a throwaway PostgreSQL (throwaway-pg.ts), as an
// operator makes one: `pg_basebackup -R -X stream` from the primary (whose
// initdb defaults already allow it: wal_level replica, ten WAL senders, and
// replication over 127.0.0.1 with trust), then the copy started as a hot
// standby on a port of its own. Stopped and started again by the read-replica
// tests; removed with its data dir at the end.
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture, freePort, type ThrowawayPostgres } from './throwaway-pg.js';

export interface ThrowawayReplica {
  port: number;
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startReplicaOf(pgbin: string, primary: ThrowawayPostgres): Promise<ThrowawayReplica> {
  const isRoot = process.getuid?.() === 0;
  const asPg = (bin: string, args: string[]) =>
    isRoot ? capture('runuser', ['-u', 'postgres', '--', join(pgbin, bin), ...args]) : capture(join(pgbin, bin), args);
  const dir = mkdtempSync(join(tmpdir(), 'pgreplica.'));
  if (isRoot) {
    const uid = Number((await capture('id', ['-u', 'postgres'])).output.trim());
    const gid = Number((await capture('id', ['-g', 'postgres'])).output.trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  let running = false;
  const port = await freePort();
  const logTail = () => {
    try {
      return readFileSync(join(dir, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  };
  const startServer = async () => {
    if (running) return;
    const r = await asPg('pg_ctl', [
      '-D',
      dir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c hot_standby=on`,
      'start',
    ]);
    if (r.code !== 0) throw new Error(`replica: pg_ctl start failed:\n${r.output}\n${logTail()}`);
    running = true;
  };
  const stopServer = async () => {
    if (!running) return;
    const r = await asPg('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    if (r.code !== 0) throw new Error(`replica: pg_ctl stop failed:\n${r.output}`);
    running = false;
  };
  try {
    const backup = await asPg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      // An immediate checkpoint: the default spread one paced a fresh CREATE DATABASE's pages over ~100 s.
      '--checkpoint=fast',
    ]);
    if (backup.code !== 0) throw new Error(`replica: pg_basebackup failed:\n${backup.output}`);
    await startServer();
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    port,
    stopServer,
    startServer,
    destroy: async () => {
      try {
        await stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
