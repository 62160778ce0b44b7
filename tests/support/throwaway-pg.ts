// A throwaway PostgreSQL of the Debian package: initdb into a temp dir, its own
// port, fsync off. Used by tests/run.ts when no server answers, and by the
// data-safety run, which stops and restarts it under load on the same port.
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  adminUrl: string;
  port: number;
  /** Stops the server; `immediate` aborts like a crash (no clean shutdown). */
  stopServer(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data dir; resolves once it accepts connections. */
  startServer(): Promise<void>;
  /** Stops it and removes its data dir. */
  destroy(): Promise<void>;
}

interface Captured {
  code: number;
  output: string;
}

export function capture(cmd: string, args: string[]): Promise<Captured> {
  return new Promise((res) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (err) => (output += `\n${cmd}: ${err.message}\n`));
    child.on('close', (code, signal) => res({ code: code ?? (signal ? 128 : 1), output }));
  });
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** The newest /usr/lib/postgresql/<v>/bin that has initdb, if the package is installed. */
export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** `cpus` (taskset's list, e.g. "1") pins the server and every backend it starts to those cores (the bench's pinned PostgreSQL). */
export async function startThrowawayPostgres(
  pgbin: string,
  options: { cpus?: string } = {},
): Promise<ThrowawayPostgres> {
  const isRoot = process.getuid?.() === 0;
  // postgres refuses to run as root: as root run it as the postgres user.
  const asUser = (bin: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(pgbin, bin), ...args]] : [join(pgbin, bin), args];
  const asPg = (bin: string, args: string[]) => {
    const [cmd, cmdArgs] = asUser(bin, args);
    return options.cpus ? capture('taskset', ['-c', options.cpus, cmd, ...cmdArgs]) : capture(cmd, cmdArgs);
  };

  const pgdata = mkdtempSync(join(tmpdir(), 'pgci.'));
  let running = false;
  let port = 0;
  const stopServer = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    const r = await asPg('pg_ctl', ['-D', pgdata, '-m', mode, '-w', 'stop']);
    if (r.code !== 0) throw new Error(`throwaway PostgreSQL: pg_ctl stop failed:\n${r.output}`);
    running = false;
  };
  const destroy = async () => {
    try {
      await stopServer();
    } finally {
      rmSync(pgdata, { recursive: true, force: true });
    }
  };
  const startOn = async (onPort: number) => {
    const r = await asPg('pg_ctl', [
      '-D',
      pgdata,
      '-l',
      join(pgdata, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${onPort} -k ${pgdata} -c fsync=off`,
      'start',
    ]);
    if (r.code === 0) running = true;
    return r;
  };
  const serverLogTail = () => {
    try {
      return readFileSync(join(pgdata, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  };

  try {
    if (isRoot) {
      const id = await capture('id', ['-u', 'postgres']);
      const gid = await capture('id', ['-g', 'postgres']);
      if (id.code !== 0) throw new Error('throwaway PostgreSQL: no "postgres" user to run it as');
      chownSync(pgdata, Number(id.output.trim()), Number(gid.output.trim()));
    }
    chmodSync(pgdata, 0o700);
    const init = await asPg('initdb', [
      '-D',
      pgdata,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    if (init.code !== 0) throw new Error(`throwaway PostgreSQL: initdb failed:\n${init.output}`);

    let lastError = '';
    for (let attempt = 0; attempt < 3 && !running; attempt++) {
      port = await freePort();
      const r = await startOn(port);
      if (!running) lastError = `${r.output}\n${serverLogTail()}`;
    }
    if (!running) throw new Error(`throwaway PostgreSQL: pg_ctl start failed:\n${lastError}`);
  } catch (err) {
    rmSync(pgdata, { recursive: true, force: true });
    throw err;
  }

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stopServer,
    startServer: async () => {
      if (running) return;
      const r = await startOn(port);
      if (!running) throw new Error(`throwaway PostgreSQL: restart failed:\n${r.output}\n${serverLogTail()}`);
    },
    destroy,
  };
}
