// `npm run admin -- backup FILE` and `restore FILE` (issue 43 item 4), on
// PostgreSQL and on SQLite alike, run as an operator runs them: the real
// command in its own process against a real database and the server's
// DATA_DIR, beside a server started from the same files. A page and an
// uploaded file made through the app are backed up while the server runs;
// deleted through the app; restored with the server stopped; and served
// again by a new server.
// Restore refuses, changing nothing: while the server runs, a backup with a
// migration this code does not know, a damaged or truncated archive (and on
// PostgreSQL a dump that fails part-way through its replay), and a file that
// is no backup at all.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import Database from '../../src/server/platform/db/sqlite-driver.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLI_BUNDLE } from '../../scripts/build-server.mjs';
import { freshDatabase, PG_SECRETS, testDialects, type TestDatabase } from '../support/dialects.js';
import { png } from '../support/upload-fixtures.js';
import { adminToken, api, startServer, type ServerProcess } from '../support/server-process.js';

const ROOT = resolve(import.meta.dirname, '../..');

interface Run {
  code: number;
  out: string;
  err: string;
}

function run(program: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): Promise<Run> {
  return new Promise((res, rej) => {
    const child = spawn(program, args, {
      cwd,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', rej);
    child.on('close', (code) => res({ code: code ?? 1, out, err }));
  });
}

/** Unpacks a backup, lets `change` edit it, and packs it again as a new file (a hand-made variant). */
async function rewritten(file: string, name: string, change: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-pg-backup-edit-'));
  try {
    expect((await run('tar', ['-xf', file, '-C', dir])).code).toBe(0);
    change(dir);
    const out = join(resolve(file, '..'), name);
    const packed = await run('tar', ['-cf', out, '-C', dir, ...readdirSync(dir)]);
    expect(packed.code, packed.err).toBe(0);
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(testDialects())('backup and restore with the stored files (%s)', { timeout: 240_000 }, (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;
  let dir: string;
  const admin = (args: string[]) => run(process.execPath, [ADMIN_CLI_BUNDLE, ...args], env);
  const query = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> => {
    if (dialect === 'sqlite') {
      const db = new Database(join(database.dataDir, 'cms.sqlite'), { fileMustExist: true });
      try {
        const statement = db.prepare(sql);
        return statement.reader ? (statement.all() as T[]) : (statement.run(), []);
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  /** What a restore must leave alone when it refuses: the pages' titles and the stored uploads. */
  const snapshot = async () => ({
    pages: (await query<{ CTitle: string }>('SELECT "CTitle" FROM "Content" ORDER BY "CId"')).map((r) => r.CTitle),
    files: readdirSync(join(database.dataDir, 'files')).sort(),
  });
  const stopServer = async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    server = undefined;
  };

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      ...(database.databaseUrl ? PG_SECRETS : {}),
    };
    dir = mkdtempSync(join(tmpdir(), 'cms-pg-backup-'));
    server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  });
  afterAll(async () => {
    await stopServer();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const file = () => join(dir, 'office.backup');
  const bytes = png(24, 16);
  let upload: { id: number; url: string; name: string };
  let pageId: number;

  it('backs up the database and the stored files while the server runs, then restores both and the app serves them', async () => {
    const base = server!.baseUrl;
    const token = await adminToken(base);
    const page = await api(base, token, 'POST', 'content', {
      CTitle: 'Made before the backup',
      CtId: 1,
      CSeoUrl: '/before-backup',
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    pageId = page.body.CId;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'harbor.png');
    const uploaded = await fetch(`${base}/api/v1/mc/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    upload = (await uploaded.json()) as typeof upload;
    expect(Buffer.from(await (await fetch(`${base}${upload.url}`)).arrayBuffer()).equals(bytes)).toBe(true);

    const saved = await admin(['backup', file()]);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(/Backed up (PostgreSQL|SQLite) .* to .*office\.backup \(\d+ bytes\)/);
    expect(saved.out).toMatch(/and [1-9]\d* stored files \(\d+ bytes\) from local directory/);
    const listed = (await run('tar', ['-tf', file()])).out.split('\n');
    expect(listed.slice(0, 2)).toEqual(['manifest.json', dialect === 'sqlite' ? 'cms.sqlite' : 'database.pgdump']);
    expect(listed).toContain(`stored/files/${upload.name}`);
    expect((await admin(['backup', file()])).err).toContain('already exists');

    // The server still runs: refused before anything changes.
    const before = await snapshot();
    const busy = await admin(['restore', file()]);
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(
      dialect === 'sqlite'
        ? /The database .*cms\.sqlite is in use — is the server running\?/
        : /is in use \(\d+ other session\(s\): .*\) — is the server running\?/,
    );
    expect(await snapshot()).toEqual(before);

    // Lost through the app: the page deleted, the upload deleted (its record and its stored file).
    const deleted = await api(base, token, 'DELETE', `content/${pageId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect((await api(base, token, 'GET', `content/${pageId}`)).status).toBe(404);
    const gone = await fetch(`${base}/api/v1/mc/media/${upload.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(204);
    expect((await fetch(`${base}${upload.url}`)).status).toBe(404);
    // A table a later version might have added is gone after the restore, with its schema.
    await stopServer();
    await query('CREATE TABLE "AddedAfterTheBackup" (id integer)');
    writeFileSync(join(database.dataDir, 'files', 'stray.png'), bytes);

    const restored = await admin(['restore', file()]);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(
      /Restored .*office\.backup \(made .* by version .*, \d+ migrations\) into (PostgreSQL|SQLite)/,
    );
    expect(restored.out).toMatch(
      /Stored files in local directory .*: [1-9]\d* put back, 1 not in the backup removed\./,
    );
    expect(readFileSync(join(database.dataDir, 'files', upload.name)).equals(bytes)).toBe(true);
    expect(existsSync(join(database.dataDir, 'files', 'stray.png'))).toBe(false);
    const tables =
      dialect === 'sqlite'
        ? "SELECT name FROM sqlite_master WHERE type = 'table'"
        : "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'";
    const names = (await query<{ name: string }>(tables)).map((r) => r.name);
    expect(names).toContain('Content');
    expect(names).not.toContain('AddedAfterTheBackup');

    server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const again = await adminToken(server.baseUrl);
    expect((await api(server.baseUrl, again, 'GET', `content/${pageId}`)).body).toMatchObject({
      CTitle: 'Made before the backup',
    });
    const media = await fetch(`${server.baseUrl}/api/v1/mc/media/${upload.id}`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(media.status).toBe(200);
    expect(await media.json()).toMatchObject({ url: upload.url });
    const served = await fetch(`${server.baseUrl}${upload.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await stopServer();
  });

  it('refuses a backup with a migration this version does not know, changing nothing', async () => {
    const newer = await rewritten(file(), 'newer.backup', (d) => {
      const manifest = JSON.parse(readFileSync(join(d, 'manifest.json'), 'utf8'));
      manifest.database.migrations.push('9999_from_a_later_version');
      writeFileSync(join(d, 'manifest.json'), JSON.stringify(manifest));
    });
    await query(`UPDATE "Content" SET "CTitle" = 'Changed after the restore' WHERE "CId" = ${pageId}`);
    const before = await snapshot();
    const refused = await admin(['restore', newer]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'was made by a newer version of the back office (0.1.0; migrations this one does not know: 9999_from_a_later_version): restore it with that version',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a damaged, a truncated and a foreign file with a clear message, changing nothing', async () => {
    const before = await snapshot();
    const entry = dialect === 'sqlite' ? 'cms.sqlite' : 'database.pgdump';
    const flipped = await rewritten(file(), 'flipped.backup', (d) => {
      const dump = readFileSync(join(d, entry));
      dump[Math.floor(dump.length / 2)] ^= 0xff;
      writeFileSync(join(d, entry), dump);
    });
    const damaged = await admin(['restore', flipped]);
    expect(damaged.code).toBe(1);
    expect(damaged.err).toContain(`flipped.backup is damaged: ${entry} does not match its checksum`);

    if (dialect === 'postgres') {
      // Damaged inside its data, with checksums to match: pg_restore reads the table of contents, the replay
      // fails part-way, and the one transaction takes back the schema it had already dropped.
      const inside = await rewritten(file(), 'inside.backup', (d) => {
        const dump = readFileSync(join(d, entry));
        for (let i = dump.length - 3000; i < dump.length - 2000; i += 7) dump[i] ^= 0x5a;
        writeFileSync(join(d, entry), dump);
        const manifest = JSON.parse(readFileSync(join(d, 'manifest.json'), 'utf8'));
        manifest.database.dump = {
          name: entry,
          bytes: dump.length,
          sha256: createHash('sha256').update(dump).digest('hex'),
        };
        writeFileSync(join(d, 'manifest.json'), JSON.stringify(manifest));
      });
      const halfway = await admin(['restore', inside]);
      expect(halfway.code).toBe(1);
      expect(halfway.err).toContain(
        'The database was not restored and is as it was (the transaction was rolled back), nor were the files:',
      );
      expect(await snapshot()).toEqual(before);
    }

    const truncated = join(dir, 'truncated.backup');
    writeFileSync(truncated, readFileSync(file()));
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    const cut = await admin(['restore', truncated]);
    expect(cut.code).toBe(1);
    expect(cut.err).toMatch(/truncated\.backup is not a backup archive, or it is damaged: tar failed/);

    const foreign = await admin(['restore', join(ROOT, 'package.json')]);
    expect(foreign.code).toBe(1);
    // On SQLite a file that is no archive is read as a bare database file (DB Tools' download).
    expect(foreign.err).toMatch(
      dialect === 'sqlite'
        ? /package\.json is not a SQLite database|package\.json cannot be opened as a SQLite database/
        : /package\.json is not a backup archive, or it is damaged/,
    );

    const missing = await admin(['restore', join(dir, 'no-such.backup')]);
    expect(missing.err).toContain('There is no file');
    expect(await snapshot()).toEqual(before);
    // Nothing unpacked is left behind in DATA_DIR.
    expect(readdirSync(database.dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  });
});
