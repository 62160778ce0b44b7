// `npm run admin` (issue 16 item 9) as an operator runs it: the real command
// in its own process, with the same settings as the server it works beside
// (DATA_DIR, DATABASE_URL), against a server started from the same files.
// An account made by create-user signs in over HTTP; reset-password's link
// sets a password once; unlock ends a lock-out; bad input exits non-zero
// with a clear message. On SQLite, a backup taken while the server runs is
// restored into a fresh data directory, and a server started there serves
// the same pages; a restore while a server has the database open is refused.
// On PostgreSQL, the backup restored by `restore` into a fresh database
// serves the same pages too (more in tests/db-tools/backup-restore.test.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLI_BUNDLE } from '../../scripts/build-server.mjs';
import { freshDatabase, pgEnv, PG_SECRETS, testDialects, type TestDatabase } from '../support/dialects.js';
import { api, SERVER_ADMIN_PASSWORD, startServer, type ServerProcess } from '../support/server-process.js';

const ROOT = resolve(import.meta.dirname, '../..');

interface Run {
  code: number;
  out: string;
  err: string;
}

/** The command exactly as `npm run admin --` runs it (package.json), in its own process. */
function admin(env: Record<string, string>, args: string[], stdin?: string): Promise<Run> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, [ADMIN_CLI_BUNDLE, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', rej);
    child.on('close', (code) => res({ code: code ?? 1, out, err }));
    child.stdin.end(stdin ?? '');
  });
}

async function signIn(baseUrl: string, user: string, password: string) {
  const res = await fetch(`${baseUrl}/api/v1/mc/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: user, Password: Buffer.from(password).toString('base64') }),
  });
  return (await res.json()) as { success: boolean; token?: string; errors?: { message: string }[] };
}

// Each run starts a Node process (seconds on a busy machine): the tests get minutes.
describe.each(testDialects())('admin command line (%s)', { timeout: 240_000 }, (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let env: Record<string, string>;
  /** The seeded admin's password, until the reset test sets another. */
  let adminPassword = SERVER_ADMIN_PASSWORD;

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      ...pgEnv(database),
      ...(database.databaseUrl ? PG_SECRETS : {}),
      PUBLIC_URL: 'http://office.example.test',
    };
    server = await startServer(database);
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
  });

  it('answers --help for every command, and exits non-zero with the usage on a command line it cannot use', async () => {
    const help = await admin(env, ['--help']);
    expect(help.code).toBe(0);
    for (const name of ['create-user', 'reset-password', 'unlock', 'list-admins', 'backup', 'restore', 'migrate'])
      expect(help.out).toContain(name);
    const one = await admin(env, ['reset-password', '--help']);
    expect(one).toMatchObject({ code: 0, out: expect.stringContaining('Usage: npm run admin -- reset-password USER') });
    const unknown = await admin(env, ['make-coffee']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "make-coffee"');
    const badOption = await admin(env, ['unlock', 'someone', '--force']);
    expect(badOption.code).toBe(2);
    expect(badOption.err).toMatch(/Unknown option '--force'/);
  });

  it('creates a user who then signs in over HTTP, and refuses a bad address or a taken name', async () => {
    const made = await admin(
      env,
      [
        'create-user',
        '--email',
        'ops.editor@example.test',
        '--name',
        'Ops Editor',
        '--role',
        'admin',
        '--password-stdin',
      ],
      'a long enough password 42\n',
    );
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Created ops.editor@example.test (admin)');
    const answer = await signIn(server.baseUrl, 'ops.editor@example.test', 'a long enough password 42');
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const claims = JSON.parse(Buffer.from(answer.token!.split('.')[1], 'base64url').toString()) as {
      role: string | string[];
    };
    expect([claims.role].flat()).toEqual(['Admin']);

    const bad = await admin(
      env,
      ['create-user', '--email', 'not an address', '--name', 'X', '--role', 'Admin', '--password-stdin'],
      'a long enough password 42\n',
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('"not an address" is not an e-mail address');
    const taken = await admin(env, [
      'create-user',
      '--email',
      'ops.editor@example.test',
      '--name',
      'Again',
      '--role',
      'Admin',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('Another account (ops.editor@example.test) already signs in with this');
    const noRole = await admin(env, ['create-user', '--email', 'x@example.test', '--name', 'X', '--role', 'Overlord']);
    expect(noRole).toMatchObject({
      code: 1,
      err: expect.stringContaining('There is no role "Overlord" (roles: Admin, Auditor, Maintenance User, MoJoAdmin)'),
    });
    const missing = await admin(env, ['create-user', '--email', 'x@example.test']);
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('--name is required') });
  });

  it('prints a reset link that sets a new password once, through the screen the link opens', async () => {
    const run = await admin(env, ['reset-password', 'admin']);
    expect(run.code, run.err).toBe(0);
    const link = new URL(/https?:\/\/\S+/.exec(run.out)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://office.example.test/maintenance/change-password');
    const page = await fetch(`${server.baseUrl}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const change = (token: string) =>
      fetch(`${server.baseUrl}/api/v1/mc/jwt/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          UserName: link.searchParams.get('email'),
          Token: token,
          NewPassword: Buffer.from('the operator reset this one 7').toString('base64'),
        }),
      }).then((r) => r.json() as Promise<{ success: boolean }>);
    expect((await change(link.searchParams.get('token')!)).success).toBe(true);
    adminPassword = 'the operator reset this one 7';
    expect((await signIn(server.baseUrl, 'admin', 'the operator reset this one 7')).success).toBe(true);
    expect((await change(link.searchParams.get('token')!)).success).toBe(false);
    const unknown = await admin(env, ['reset-password', 'nobody@example.test']);
    expect(unknown).toMatchObject({
      code: 1,
      err: expect.stringContaining('No account signs in as "nobody@example.test"'),
    });
  });

  it('unlocks an account locked out by failed sign-ins, and lists the administrators', async () => {
    expect(
      (
        await admin(
          env,
          [
            'create-user',
            '--email',
            'locked@example.test',
            '--name',
            'Locked Out',
            '--role',
            'MoJoAdmin',
            '--password-stdin',
          ],
          'the right password here 9\n',
        )
      ).code,
    ).toBe(0);
    for (let i = 0; i < 5; i++) await signIn(server.baseUrl, 'locked@example.test', 'a wrong password');
    expect(
      (await signIn(server.baseUrl, 'locked@example.test', 'the right password here 9')).errors?.[0].message,
    ).toMatch(/locked/);
    // The lock-out's end as the codec decodes it on either database: ISO 8601 UTC.
    const lockedList = (await admin(env, ['list-admins'])).out.trim().split('\n');
    const lockedLine = lockedList.find((line) => line.startsWith('locked@example.test\t'));
    expect(lockedLine).toMatch(/^locked@example\.test\tlocked@example\.test\tMoJoAdmin\tlocked out until \S+$/);
    expect(lockedLine?.split('locked out until ')[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const run = await admin(env, ['unlock', 'LOCKED@example.test']);
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('Unlocked locked@example.test') });
    expect((await signIn(server.baseUrl, 'locked@example.test', 'the right password here 9')).success).toBe(true);
    const list = await admin(env, ['list-admins']);
    expect(list.code).toBe(0);
    const lines = list.out.trim().split('\n');
    expect(lines).toContain('admin\tadmin@localhost\tMoJoAdmin');
    expect(lines).toContain('locked@example.test\tlocked@example.test\tMoJoAdmin');
    expect(lines).toContain('ops.editor@example.test\tops.editor@example.test\tAdmin');
  });

  it('runs the migrations only, and says the database is up to date', async () => {
    const run = await admin(env, ['migrate']);
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('is up to date: no migration to apply') });
  });

  it.runIf(dialect === 'sqlite')(
    'backs up while the server runs; the backup restored into a fresh data directory serves the same pages',
    async () => {
      const token = (await signIn(server.baseUrl, 'admin', adminPassword)).token!;
      const page = await api(server.baseUrl, token, 'POST', 'content', {
        CTitle: 'Made before the backup',
        CtId: 1,
        CSeoUrl: '/before-backup',
      });
      expect(page.status, JSON.stringify(page.body)).toBe(201);
      const dir = mkdtempSync(join(tmpdir(), 'cms-cli-backup-'));
      const file = join(dir, 'office.sqlite');
      try {
        const saved = await admin(env, ['backup', file]);
        expect(saved.code, saved.err).toBe(0);
        expect(existsSync(file)).toBe(true);
        expect((await admin(env, ['backup', file])).err).toContain('already exists');

        const refused = await admin(env, ['restore', file]);
        expect(refused.code).toBe(1);
        expect(refused.err).toContain('is in use — is the server running?');

        const fresh = mkdtempSync(join(tmpdir(), 'cms-cli-restore-'));
        const restored = await admin({ ...env, DATA_DIR: fresh }, ['restore', file]);
        expect(restored.code, restored.err).toBe(0);
        const second = await startServer({ dataDir: fresh });
        try {
          const again = (await signIn(second.baseUrl, 'admin', adminPassword)).token!;
          const pages = async (base: string, t: string) =>
            (await api(base, t, 'GET', 'content?orderBy=CId%20asc')).body as {
              CId: number;
              CTitle: string;
              CSeoUrl: string;
            }[];
          const before = await pages(server.baseUrl, token);
          const after = await pages(second.baseUrl, again);
          expect(after).toEqual(before);
          expect(after.map((p) => p.CTitle)).toContain('Made before the backup');
          const one = await api(second.baseUrl, again, 'GET', `content/${page.body.CId}`);
          expect(one.body).toEqual((await api(server.baseUrl, token, 'GET', `content/${page.body.CId}`)).body);
          expect((await fetch(`${second.baseUrl}/maintenance/`)).status).toBe(200);
        } finally {
          second.child.kill('SIGTERM');
          await second.exited;
          rmSync(fresh, { recursive: true, force: true });
        }
        const notADatabase = await admin({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'cms-cli-none-')) }, [
          'restore',
          join(ROOT, 'package.json'),
        ]);
        expect(notADatabase.code).toBe(1);
        expect(notADatabase.err).toMatch(/is not a SQLite database|cannot be opened/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    'backs up with pg_dump and the stored files; restored into a fresh database and data directory, it serves the same pages',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cms-cli-dump-'));
      const target = await freshDatabase('postgres');
      try {
        const file = join(dir, 'office.backup');
        const saved = await admin(env, ['backup', file]);
        expect(saved.code, saved.err).toBe(0);

        // A new machine: an empty database and DATA_DIR (tests/db-tools/backup-restore.test.ts restores in place).
        const restored = await admin({ ...env, DATA_DIR: target.dataDir, ...pgEnv(target) }, ['restore', file]);
        expect(restored.code, restored.err).toBe(0);
        const token = (await signIn(server.baseUrl, 'admin', adminPassword)).token!;
        const second = await startServer(target);
        try {
          const again = (await signIn(second.baseUrl, 'admin', adminPassword)).token!;
          const pages = async (base: string, t: string) =>
            (await api(base, t, 'GET', 'content?orderBy=CId%20asc')).body as unknown[];
          expect(await pages(second.baseUrl, again)).toEqual(await pages(server.baseUrl, token));
        } finally {
          second.child.kill('SIGTERM');
          await second.exited;
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await target.drop();
      }
    },
  );
});
