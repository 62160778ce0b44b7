// A real PgBouncer in transaction mode in front of the test PostgreSQL,
// configured with the block docs/deploy.md gives operators (issue 43 item 2),
// so the test runs what the docs say. Only what a test machine must change is
// changed: any database name passes through to the test server (each test has
// a fresh database), the listening address, trust authentication, and the
// files PgBouncer writes (a folder of its own). Stopped by its pid.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const PGBOUNCER = '/usr/sbin/pgbouncer';
const DEPLOY_DOC = resolve(import.meta.dirname, '../../docs/deploy.md');

/** The PgBouncer block of docs/deploy.md, as an operator copies it. */
function deployedPgBouncerBlock(): string {
  const block = /```ini\n(\[databases\][\s\S]*?)```/.exec(readFileSync(DEPLOY_DOC, 'utf8'))?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```ini block starting with [databases]');
  return block;
}

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it next). */
function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => res(port));
    });
  });
}

/** The docs' block with the test's server, port and files: `[databases]` becomes a wildcard to `server`. */
function testConfig(block: string, server: URL, port: number, dir: string, overrides: Record<string, string>): string {
  const settings: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    auth_type: 'trust',
    auth_file: join(dir, 'userlist.txt'),
    unix_socket_dir: '',
    logfile: join(dir, 'pgbouncer.log'),
    pidfile: join(dir, 'pgbouncer.pid'),
    ...overrides,
  };
  const out: string[] = [];
  let section = '';
  for (const line of block.split('\n')) {
    const header = /^\[(\w+)\]/.exec(line);
    if (header) {
      section = header[1];
      out.push(line);
      if (section === 'databases') out.push(`* = host=${server.hostname} port=${server.port || 5432}`);
      continue;
    }
    if (section === 'databases') continue;
    const key = /^\s*(\w+)\s*=/.exec(line)?.[1];
    if (key && key in settings) continue;
    out.push(line);
  }
  if (!out.some((l) => /^pool_mode\s*=\s*transaction\s*$/.test(l)))
    throw new Error("docs/deploy.md's PgBouncer block is not in transaction mode");
  out.push(...Object.entries(settings).map(([key, value]) => `${key} = ${value}`));
  return out.join('\n') + '\n';
}

export interface PgBouncer {
  port: number;
  /** `url` (a database on the test server) as reached through PgBouncer. */
  pooled(url: string): string;
  /** SHOW … on PgBouncer's admin console (e.g. 'POOLS', 'SERVERS'). */
  show(what: string): Promise<Record<string, unknown>[]>;
  /** PgBouncer's log so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in front of the server of `serverUrl` (its user must log in without a password:
 * the test server trusts loopback). `overrides` replace settings of the docs' block (default_pool_size…).
 */
export async function startPgBouncer(serverUrl: string, overrides: Record<string, string> = {}): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER)) throw new Error(`${PGBOUNCER} is missing: install Debian's pgbouncer (.ci/run does)`);
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const dir = mkdtempSync(join(tmpdir(), 'cms-pgbouncer-'));
  const port = await freePort();
  // trust still wants the user named in auth_file; admin_users opens the SHOW console to it.
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  const conf = join(dir, 'pgbouncer.ini');
  writeFileSync(conf, testConfig(deployedPgBouncerBlock(), server, port, dir, { admin_users: user, ...overrides }));
  const child: ChildProcess = spawn(PGBOUNCER, [...asUnprivileged(dir), conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const log = () => {
    try {
      return readFileSync(join(dir, 'pgbouncer.log'), 'utf8') + stderr;
    } catch {
      return stderr;
    }
  };
  const pooled = (url: string) => pooledUrl(url, port);
  const show = async (what: string) => {
    const client = new pg.Client({ connectionString: pooled(withDatabase(serverUrl, 'pgbouncer')) });
    await client.connect();
    try {
      // The console speaks only the simple protocol: no parameters.
      return (await client.query(`SHOW ${what.replace(/[^A-Z_]/gi, '')}`)).rows as Record<string, unknown>[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer did not start:\n${log()}`);
    try {
      await show('VERSION');
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`pgbouncer did not answer in 10 s:\n${log()}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    port,
    pooled,
    show,
    log,
    stop: async () => {
      // SIGTERM: immediate shutdown in 1.18 (SIGINT would first wait for every query in flight).
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      running.delete(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PgBouncer refuses to run as root (CI containers): then it runs as nobody, who must own its folder. */
function asUnprivileged(dir: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  chownSync(dir, id('-u'), id('-g'));
  return ['-u', 'nobody'];
}

/** `url` (a database on the server PgBouncer fronts) as reached through the PgBouncer on `port`. */
export function pooledUrl(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

// PgBouncers still running when the test process ends (a hook that timed out): killed then.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
