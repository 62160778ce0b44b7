// First start seeds once; later starts keep everything. A field added to the
// schema becomes a column through a generated migration, with no row lost.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildModel, readSchemaSources } from '../../schema/index.js';
import { diffSnapshots, DestructiveChangeError } from '../../codegen/emit/migration-diff.js';
import { snapshotOf } from '../../codegen/emit/snapshot.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/platform/config.js';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { openDatabase } from '../../src/server/platform/db/open.js';
import { MIGRATIONS } from '../../src/server/platform/db/migrations/index.generated.js';
import { allEntities } from '../../src/server/platform/data/entities.js';
import { freshDatabase, pgEnv, PG_SECRETS, testDialects, type TestDatabase } from '../support/dialects.js';

const SNAPSHOT = new URL('../../src/server/platform/db/migrations/schema-snapshot.generated.json', import.meta.url);

describe.each(testDialects())('seeding and schema evolution (%s)', (dialect) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.drop();
  });
  const configFor = (d: TestDatabase) => ({
    ...loadConfig({ DATA_DIR: d.dataDir, ...(d.databaseUrl ? { ...pgEnv(d), ...PG_SECRETS } : {}) }),
    logLevel: 'silent',
    admin: { user: 'admin', email: 'admin@example.test' },
  });

  async function rowCounts(built: Awaited<ReturnType<typeof buildApp>>) {
    const out: Record<string, number> = {};
    for (const e of allEntities()) {
      const row = await built.db.first<{ n: number }>(sqlOf(`SELECT count(*) AS n FROM "${e.table}"`));
      out[e.name] = Number(row!.n);
    }
    return out;
  }

  it('seeds the spec fixed ids and the demo site once, and never again', async () => {
    const d = await freshDatabase(dialect);
    dbs.push(d);
    const first = await buildApp(configFor(d));
    expect(first.seeded.seededNow).toBe(true);
    expect(first.seeded.admin?.generated).toBe(true);
    const password = first.seeded.admin!.password;
    const counts = await rowCounts(first);
    for (const [name, min] of Object.entries({
      ContentType: 24,
      Template: 13,
      Tag: 40,
      Content: 30,
      News: 8,
      EventItem: 6,
      Form: 1,
      FormSubmission: 5,
      DBConstants: 46,
      MiscData: 10,
      AspNetRoles: 4,
      AspNetUsers: 1,
    })) {
      expect(counts[name], name).toBeGreaterThanOrEqual(min);
    }
    const ids = async (table: string, key: string) =>
      (await first.db.all<Record<string, number>>(sqlOf(`SELECT "${key}" FROM "${table}" ORDER BY "${key}"`))).map(
        (r) => Number(r[key]),
      );
    expect(await ids('ContentType', 'CtId')).toEqual([
      1, 2, 3, 4, 5, 6, 7, 10, 20, 21, 50, 52, 53, 54, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65,
    ]);
    expect(await ids('Template', 'TemplateId')).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 57]),
    );
    expect(await ids('Content', 'CId')).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 9, 19, 23, 24, 25, 26, 50, 55, 67, 68, 500, 506]),
    );
    expect(await ids('Tag', 'TId')).toEqual(
      expect.arrayContaining([
        2, 4, 5, 10, 12, 13, 14, 15, 16, 17, 19, 21, 33, 50, 53, 54, 55, 56, 61, 62, 80, 85, 90, 91, 201, 204, 208, 211,
      ]),
    );
    await first.app.close();

    const again = await buildApp(configFor(d));
    expect(again.seeded.seededNow).toBe(false);
    expect(await rowCounts(again)).toEqual(counts);
    const login = await again.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      payload: { UserName: 'admin', Password: Buffer.from(password).toString('base64') },
    });
    expect(login.json().success).toBe(true);
    // a new record survives a restart, and new ids follow the seeded ones
    const created = await again.app.inject({
      method: 'POST',
      url: '/api/v1/db/tag',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { TName: 'After restart' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().TId).toBeGreaterThan(1000);
    await again.app.close();
  });

  it('turns a field added to a YAML file into a column, keeping every row', async () => {
    const d = await freshDatabase(dialect);
    dbs.push(d);
    const db = openDatabase(d);
    try {
      await migrate(db);
      await db.run(
        sqlOf(
          `INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/a', '/b', '301', 0), ('/c', '/d', '302', 0)`,
        ),
      );
      // The edit a schema author makes:
      const sources = readSchemaSources().map((s) => {
        if (s.file !== 'Redirect.yaml') return s;
        const doc = parse(s.text);
        doc.fields.RNote = { type: 'string', length: 200, default: 'none', searchable: true };
        return { ...s, text: stringify(doc) };
      });
      const before = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
      const ops = diffSnapshots(before, snapshotOf(buildModel(sources)));
      expect(ops.map((o) => o.op)).toEqual(['addColumn', 'searchIndex']);
      await migrate(db, [...MIGRATIONS, { id: '9999_add_RNote', operations: ops }]);
      const rows = await db.all<{ RFrom: string; RNote: string }>(
        sqlOf('SELECT "RFrom", "RNote" FROM "Redirect" ORDER BY "RFrom"'),
      );
      expect(rows).toEqual([
        { RFrom: '/a', RNote: 'none' },
        { RFrom: '/c', RNote: 'none' },
      ]);
      // running the migrations again is a no-op
      expect(await migrate(db, [...MIGRATIONS, { id: '9999_add_RNote', operations: ops }])).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuses destructive schema changes with a message saying what to do', () => {
    const sources = readSchemaSources().map((s) =>
      s.file === 'Redirect.yaml' ? { ...s, text: s.text.replace(/^ {2}RHits:.*$/m, '').replace(', RHits', '') } : s,
    );
    const before = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    expect(() => diffSnapshots(before, snapshotOf(buildModel(sources)))).toThrow(DestructiveChangeError);
    expect(() => diffSnapshots(before, snapshotOf(buildModel(sources)))).toThrow(
      /field Redirect\.RHits was removed: its values would be lost\. .*--rename Redirect\.RHits=<NewName>.*--allow-drop Redirect\.RHits/,
    );
  });
});
