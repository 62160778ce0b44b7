// The developers' loop itself (issue 40 item 2): in a copy of the product, a
// database holding the demo site and rows is made on the schema as it is;
// then only YAML is edited (a new entity, ProbeNote, and a new field on
// Redirect) and `npm run gen` runs, with nothing else by hand. The copy must
// then type-check and build, its server must migrate the old database and
// keep every row, and the new entity must be written, read, filtered, sorted,
// exported and audited over HTTP and worked through its screens in Chromium,
// on SQLite and PostgreSQL. A table keyed by entity that a new entity breaks
// (write effects, labels, a hand-listed field) fails here. The copy's server
// runs as its `npm start` runs it: bundled by its own scripts/build-server.mjs
// (which must see the generated files as a change), then `node` on the bundle.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freshDatabase, testDialects, type DialectName, type TestDatabase } from '../support/dialects.js';
import { adminToken, api, startServer, type ServerProcess } from '../support/server-process.js';
import { launchChromium, signIn } from './support/browser.js';

const run = promisify(execFile);
const MINUTE = 60_000;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Not copied: the installed packages (shared by a link), git, the checkout's own settings (.env) and data, and anything built. */
const NOT_COPIED = new Set(['node_modules', '.git', '.env', 'data', 'dist', 'build', 'coverage']);

const PROBE_NOTE_YAML = `# A note added by the schema loop test: a new entity, YAML only.
name: ProbeNote
label: Probe note
key: PnId
access: Admin
fields:
  PnId: { type: integer, autoIncrement: true, label: Id }
  PnTitle: { type: string, length: 200, required: true, sortable: true, searchable: true, label: Title }
  PnBody: { type: text, label: Body }
  PnWhen: { type: datetime, label: When }
  PnData: { type: json, label: Data }
`;

let copy: string;
let browser: Browser | undefined;
const databases = new Map<DialectName, TestDatabase>();
/** Per dialect: what the database held before the schema changed. */
const before = new Map<DialectName, { redirectId: number; contentTotal: number }>();

/** A node script of the copy (`node --import tsx …` as npm run gen does), its output on failure. */
async function inCopy(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: copy,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/** The copy's server bundle, built as its `npm start` builds it (prestart) when a source is newer; the build's log. */
const bundleServer = () => inCopy(['scripts/build-server.mjs']);

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

const total = (headers: Headers) =>
  (JSON.parse(headers.get('x-pagination') ?? '{}') as { totalCount?: number }).totalCount;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'schema-loop-'));
  cpSync(ROOT, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(ROOT, source).split(sep)[0]!) });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

afterAll(async () => {
  await browser?.close();
  for (const db of databases.values()) await db.drop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a schema change is one YAML edit and npm run gen', () => {
  it(
    'starts with databases that hold the demo site and rows of their own, made on the schema as it is',
    async () => {
      await bundleServer();
      for (const dialect of testDialects()) {
        const db = await freshDatabase(dialect);
        databases.set(dialect, db);
        const server = await startServer(
          { dataDir: db.dataDir, databaseUrl: db.databaseUrl, root: copy },
          { SEED_DEMO: 'true' },
        );
        try {
          const token = await adminToken(server.baseUrl);
          const created = await api(server.baseUrl, token, 'POST', 'redirect', {
            RFrom: '/loop/before-the-change',
            RTo: '/news',
          });
          expect(created.status).toBe(201);
          const content = await api(server.baseUrl, token, 'GET', 'content?pageNumber=1&pageSize=1');
          expect(total(content.headers)).toBeGreaterThan(10);
          before.set(dialect, { redirectId: created.body.RId, contentTotal: total(content.headers)! });
        } finally {
          await stop(server);
        }
      }
    },
    4 * MINUTE,
  );

  it(
    'generates from the YAML alone, listing the new labels as to translate, and the result type-checks and builds',
    async () => {
      writeFileSync(join(copy, 'schema/entities/ProbeNote.yaml'), PROBE_NOTE_YAML);
      const redirect = join(copy, 'schema/entities/Redirect.yaml');
      const yaml = readFileSync(redirect, 'utf8');
      expect(yaml).toContain('\n  RCreated:');
      writeFileSync(
        redirect,
        yaml.replace('\n  RCreated:', '\n  RNote: { type: string, length: 200, label: Note }\n  RCreated:'),
      );

      const generated = await inCopy(['--import', 'tsx', 'codegen/index.ts']);
      for (const locale of ['fr', 'de', 'es'])
        expect(generated).toMatch(
          new RegExp(
            `to translate \\(${locale}, shown in English meanwhile\\): .*ProbeNote\\.label.*Redirect\\.fields\\.RNote`,
          ),
        );
      expect(generated).toMatch(
        /wrote src\/server\/platform\/db\/migrations\/\d{4}_createTable_ProbeNote\w*\.generated\.ts/,
      );
      expect(readFileSync(join(copy, 'docs/schema-reference.generated.md'), 'utf8')).toContain('## ProbeNote');
      await inCopy(['--import', 'tsx', 'codegen/index.ts', '--check']);

      await inCopy([join(copy, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
      // As `npm start` builds it: with no warning (a chunk over 500 kB was one, issue 41).
      expect(
        await inCopy([join(copy, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
          NODE_ENV: 'production',
        }),
      ).not.toMatch(/warn|larger than/i);
      // The server's bundle is built again: the generated sources are newer than the bundle made before the change.
      expect(await bundleServer()).toMatch(/Bundling the server \(src\/.+ changed\)/);
    },
    6 * MINUTE,
  );

  for (const dialect of testDialects()) {
    it(
      `${dialect}: migrates the old database keeping every row, then writes, reads, filters, exports and shows the new entity`,
      async () => {
        const db = databases.get(dialect)!;
        const was = before.get(dialect)!;
        const server = await startServer({ dataDir: db.dataDir, databaseUrl: db.databaseUrl, root: copy });
        try {
          const base = server.baseUrl;
          const token = await adminToken(base);
          // Every row is still there, and the old table has its new field.
          expect(total((await api(base, token, 'GET', 'content?pageNumber=1&pageSize=1')).headers)).toBe(
            was.contentTotal,
          );
          const old = await api(base, token, 'GET', `redirect/${was.redirectId}`);
          expect(old.body).toMatchObject({ RFrom: '/loop/before-the-change', RTo: '/news', RNote: null });
          const noted = await api(base, token, 'PATCH', `redirect/${was.redirectId}`, {
            RNote: 'kept through the change',
          });
          expect(noted.status).toBe(200);
          expect(noted.body.RNote).toBe('kept through the change');

          // The new entity: created, one by one and several at once, read back, filtered, sorted, streamed.
          const first = await api(base, token, 'POST', 'probenote', {
            PnTitle: 'Alpha note',
            PnBody: 'Body',
            PnWhen: '2026-12-06T09:00:00Z',
            PnData: { tags: ['a'] },
          });
          expect(first.status).toBe(201);
          expect(
            (await api(base, token, 'POST', 'probenote/all', [{ PnTitle: 'Beta note' }, { PnTitle: 'Gamma alpha' }]))
              .status,
          ).toBe(201);
          expect((await api(base, token, 'GET', `probenote/${first.body.PnId}`)).body).toEqual({
            PnId: first.body.PnId,
            PnTitle: 'Alpha note',
            PnBody: 'Body',
            PnWhen: '2026-12-06T09:00:00.000Z',
            PnData: { tags: ['a'] },
          });
          const untitled = await api(base, token, 'POST', 'probenote', { PnBody: 'no title' });
          expect(untitled).toMatchObject({
            status: 422,
            body: { errors: [expect.objectContaining({ field: 'PnTitle' })] },
          });
          const filtered = await api(
            base,
            token,
            'GET',
            `probenote?pageNumber=1&filters=${encodeURIComponent('PnTitle~alpha')}&orderBy=${encodeURIComponent('PnTitle desc')}`,
          );
          expect(filtered.body.map((r: { PnTitle: string }) => r.PnTitle)).toEqual(['Gamma alpha', 'Alpha note']);
          expect(total(filtered.headers)).toBe(2);
          expect((await api(base, token, 'GET', 'probenote')).body).toHaveLength(3);
          const audit = await api(
            base,
            token,
            'GET',
            `auditlog?pageNumber=1&filters=${encodeURIComponent('Entity==ProbeNote')}`,
          );
          expect(audit.body.filter((a: { Type: string }) => a.Type === 'Create')).toHaveLength(3);
          const csv = await fetch(`${base}/api/v1/mc/db-tools/export/probenote`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(csv.status).toBe(200);
          expect((await csv.text()).split(/\r?\n/).filter(Boolean)).toHaveLength(1 + 3);
          const openapi = (await (
            await fetch(`${base}/api/v1/openapi.json`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as { paths: Record<string, unknown> };
          expect(Object.keys(openapi.paths)).toEqual(
            expect.arrayContaining([
              '/api/v1/db/ProbeNote',
              '/api/v1/db/ProbeNote/{key}',
              '/api/v1/db/ProbeNote/batch',
            ]),
          );

          // Its screens, in Chromium: the Data group names it, the list shows and exports its rows, a record is made through its form.
          browser ??= await launchChromium();
          const context = await browser.newContext({ acceptDownloads: true });
          try {
            const page = await context.newPage();
            const adminUrl = `${base}/maintenance`;
            await signIn(page, adminUrl);
            await page.waitForURL(new RegExp(`^${adminUrl}/?$`));
            await page.goto(`${adminUrl}/ProbeNote`);
            await page.getByRole('cell', { name: 'Gamma alpha' }).waitFor();
            await page.getByRole('button', { name: 'Data' }).click();
            await page.getByRole('link', { name: 'Probe notes' }).waitFor();
            const [download] = await Promise.all([
              page.waitForEvent('download'),
              page.getByRole('button', { name: 'Export' }).click(),
            ]);
            const exported = readFileSync((await download.path())!, 'utf8')
              .trim()
              .split(/\r?\n/);
            expect(exported).toHaveLength(1 + 3);
            expect(exported.join('\n')).toContain('Alpha note');

            await page.goto(`${adminUrl}/ProbeNote/create`);
            await page.getByLabel('Title').fill('Made on its screen');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/ProbeNote\/\d+\/show$/);
            await page.getByText('Made on its screen').waitFor();

            await page.goto(`${adminUrl}/Redirect/${was.redirectId}/show`);
            await page.getByText('kept through the change').waitFor();
          } finally {
            await context.close();
          }
          expect(
            (
              await api(
                base,
                token,
                'GET',
                `probenote?pageNumber=1&filters=${encodeURIComponent('PnTitle==Made on its screen')}`,
              )
            ).body,
          ).toHaveLength(1);
        } finally {
          await stop(server);
        }
      },
      4 * MINUTE,
    );
  }
});
