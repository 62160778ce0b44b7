// The DB tools' calls (issue 16 item 8) on both databases: the facts, a
// backup that is a real database (SQLite) or dump (PostgreSQL), CSV export
// without secrets, CSV import with its dry run and all-or-nothing rule (one
// bad row changes nothing and is named by line and field), the error log
// emptied, and everyone but MoJoAdmin refused.
import Database from '../../src/server/platform/db/sqlite-driver.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/server/platform/db/migrations/index.generated.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const BASE = '/api/v1/mc/db-tools';

interface Constant {
  DbcId: number;
  DbcType: number;
  DbcValue: string;
  DbcSortOrder: number;
}

describe.each(testDialects())('DB tools (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;

  const constants = async () =>
    (
      await t.db.all<Constant>(
        t.db.builder
          .selectFrom('DBConstants')
          .select(['DbcId', 'DbcType', 'DbcValue', 'DbcSortOrder'])
          .orderBy('DbcId')
          .compile(),
      )
    ).map((r) => ({
      ...r,
      DbcId: Number(r.DbcId),
    }));
  const importCsv = (entity: string, csv: string, dryRun: boolean, token = t.adminToken) =>
    t.call(token, { method: 'POST', url: `${BASE}/import/${entity}`, payload: { csv, dryRun } });
  const exportCsv = async (entity: string) => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${BASE}/export/${entity}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const auditTypes = async (type: string) =>
    await t.db.all<{ Message: string; UserName: string }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select(['Message', 'UserName'])
        .where('Type', '=', type)
        .orderBy('AlId')
        .compile(),
    );

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'office.admin',
      email: 'office.admin@example.test',
      password: 'office-admin-password-1',
      displayName: 'Office Admin',
      roles: ['Admin'],
    });
    admin = await t.login('office.admin', 'office-admin-password-1');
  });
  afterAll(async () => t?.close());

  it('tells the dialect, version, migrations and every table with its rows and size', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${BASE}/facts` });
    expect(res.statusCode, res.body).toBe(200);
    const facts = res.json();
    expect(facts.dialect).toBe(dialect);
    expect(facts.version).toMatch(/^\d+\.\d+/);
    expect(facts.migrations.applied.map((m: { id: string }) => m.id)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(facts.migrations.pending).toEqual([]);
    const table = facts.tables.find((x: { table: string }) => x.table === 'DBConstants');
    expect(table).toMatchObject({ entity: 'DBConstants', rows: (await constants()).length });
    expect(table.bytes).toBeGreaterThan(0);
    expect(facts.tables.find((x: { table: string }) => x.table === '_migrations')).toMatchObject({ entity: null });
    expect(facts.totalBytes).toBeGreaterThan(0);
  });

  it('refuses every call to anyone but a MoJoAdmin, and changes nothing', async () => {
    const before = await constants();
    for (const [method, url] of [
      ['GET', `${BASE}/facts`],
      ['GET', `${BASE}/backup`],
      ['GET', `${BASE}/export/DBConstants`],
    ] as const) {
      const res = await t.call(admin, { method, url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors[0].message).toBe('The DB tools are for MoJoAdmin accounts');
    }
    const write = await importCsv('DBConstants', 'DbcType,DbcValue\n1,intruder\n', false, admin);
    expect(write.statusCode).toBe(403);
    expect(await constants()).toEqual(before);
    expect((await t.call(undefined, { method: 'GET', url: `${BASE}/facts` })).statusCode).toBe(401);
  });

  it('exports a table as CSV in key order, and never a secret field', async () => {
    const csv = await exportCsv('dbconstants');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('DbcId,DbcType,DbcValue,DbcSortOrder');
    const first = (await constants())[0];
    expect(lines[1]).toBe(`${first.DbcId},${first.DbcType},${first.DbcValue},${first.DbcSortOrder}`);
    const users = await exportCsv('AspNetUsers');
    const header = users
      .replace(/^\ufeff/, '')
      .split('\r\n')[0]
      .split(',');
    expect(header).toContain('UserName');
    expect(header).not.toContain('PasswordHash');
    expect(header).not.toContain('SecurityStamp');
    expect(users).not.toMatch(/\$argon2/);
    expect((await auditTypes('Export')).map((a) => a.Message)).toContain('Exported AspNetUsers as CSV');
  });

  it('lists what an import would change in a dry run and writes nothing; the import then writes it all', async () => {
    const before = await constants();
    const target = before[0];
    const csv = [
      'DbcId,DbcType,DbcValue,DbcSortOrder',
      `${target.DbcId},${target.DbcType},Renamed medium,${target.DbcSortOrder}`,
      `,2,"New, quoted source",7`,
      `${before[1].DbcId},${before[1].DbcType},${before[1].DbcValue},${before[1].DbcSortOrder}`,
    ].join('\n');
    const dry = await importCsv('DBConstants', csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      entity: 'DBConstants',
      dryRun: true,
      created: 1,
      updated: 1,
      unchanged: 1,
      rows: [
        {
          line: 2,
          action: 'update',
          key: String(target.DbcId),
          changes: [{ field: 'DbcValue', before: target.DbcValue, after: 'Renamed medium' }],
        },
        {
          line: 3,
          action: 'create',
          key: null,
          changes: [
            { field: 'DbcType', before: null, after: 2 },
            { field: 'DbcValue', before: null, after: 'New, quoted source' },
            { field: 'DbcSortOrder', before: null, after: 7 },
          ],
        },
        { line: 4, action: 'unchanged', changes: [] },
      ],
    });
    expect(await constants()).toEqual(before);

    const real = await importCsv('DBConstants', csv, false);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toMatchObject({ dryRun: false, created: 1, updated: 1, unchanged: 1 });
    const after = await constants();
    expect(after.find((c) => c.DbcId === target.DbcId)?.DbcValue).toBe('Renamed medium');
    expect(after.find((c) => c.DbcValue === 'New, quoted source')).toMatchObject({ DbcType: 2, DbcSortOrder: 7 });
    expect(after.length).toBe(before.length + 1);
    expect((await auditTypes('Import')).at(-1)).toMatchObject({
      UserName: 'admin',
      Message: 'Imported CSV into DBConstants: 1 created, 1 updated, 1 unchanged',
    });
  });

  it('changes nothing when one row is bad, naming its line and field', async () => {
    const before = await constants();
    const csv = ['DbcType,DbcValue', '1,Good row one', '2,Good row two', 'two,Bad row', '1,Good row four'].join('\r\n');
    for (const dryRun of [true, false]) {
      const res = await importCsv('DBConstants', csv, dryRun);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        errors: [
          {
            message: 'Line 4, DbcType: DbcType must be a whole number, not "two"',
            field: 'DbcType',
            line: 4,
            code: 'csv.wholeNumber',
            params: { name: 'DbcType', value: 'two' },
          },
        ],
        status: 422,
        problemCount: 1,
      });
    }
    const missing = await importCsv('DBConstants', 'DbcType,DbcValue\n1,Fine\n3,\n', false);
    expect(missing.json().errors[0]).toEqual({
      message: 'Line 3, DbcValue: DbcValue is required',
      field: 'DbcValue',
      line: 3,
      code: 'data.required',
      params: { name: 'DbcValue' },
    });
    const unknown = await importCsv('DBConstants', 'DbcType,Colour\n1,red\n', false);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].message).toMatch(/^Line 1: "Colour" is not a field of DBConstants/);
    const stale = await importCsv('DBConstants', 'DbcId,DbcType,DbcValue\n999999,1,Gone\n', false);
    expect(stale.json().errors[0]).toMatchObject({
      message:
        'Line 2, DbcId: there is no Tracking constant 999999: leave DbcId empty to create a new record (the database numbers it)',
      field: 'DbcId',
    });
    const secret = await importCsv('AspNetUsers', 'Id,PasswordHash\nx,y\n', false);
    expect(secret.json().errors[0].message).toBe(
      'Line 1: PasswordHash is secret: it is never exported and cannot be imported',
    );
    expect(await constants()).toEqual(before);
  });

  it('checks every row: a file with two bad rows names both lines and changes nothing', async () => {
    const before = await constants();
    // Line 3 is refused for its type, line 5 for a missing value; the good rows around them are not written.
    const csv = ['DbcType,DbcValue', '1,Fine one', 'two,Bad type', '2,Fine two', '1,', '2,Fine three'].join('\n');
    for (const dryRun of [true, false]) {
      const res = await importCsv('DBConstants', csv, dryRun);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        errors: [
          {
            message: 'Line 3, DbcType: DbcType must be a whole number, not "two"',
            field: 'DbcType',
            line: 3,
            code: 'csv.wholeNumber',
            params: { name: 'DbcType', value: 'two' },
          },
          {
            message: 'Line 5, DbcValue: DbcValue is required',
            field: 'DbcValue',
            line: 5,
            code: 'data.required',
            params: { name: 'DbcValue' },
          },
        ],
        status: 422,
        problemCount: 2,
      });
    }
    // A row the database refuses (a key that names no record) does not stop the rows after it being checked.
    const stale = await importCsv(
      'DBConstants',
      ['DbcId,DbcType,DbcValue', '999998,1,Gone', ',1,Fine', '999999,2,Gone too'].join('\n'),
      false,
    );
    expect(stale.json().errors.map((e: { line: number }) => e.line)).toEqual([2, 4]);
    // Over the cap: the first 100 listed, and how many in all.
    const many = await importCsv(
      'DBConstants',
      ['DbcType,DbcValue', ...Array.from({ length: 130 }, (_, i) => `x${i},Bad`)].join('\n'),
      true,
    );
    expect(many.json().errors).toHaveLength(100);
    expect(many.json().problemCount).toBe(130);
    expect(many.json().errors.at(-1).line).toBe(101);
    // Every bad header column at once.
    const header = await importCsv('DBConstants', 'Colour,DbcValue,Size\nred,x,1\n', true);
    expect(header.json().errors.map((e: { field: string }) => e.field)).toEqual(['Colour', 'Size']);
    expect(await constants()).toEqual(before);
  });

  it('imports its own export back unchanged, formulas defused, no value kept as none and an empty required text refused', async () => {
    // An empty text ("") is a value, not none; for a required text such as MdName it is refused as the screens refuse it (decision 0115).
    const blank = await importCsv('MiscData', ['MdKind,MdName,MdValue,MdSortOrder', '77,"",,4'].join('\n'), false);
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json().errors[0]).toMatchObject({
      field: 'MdName',
      message: expect.stringMatching(/MdName is required: it cannot be empty/),
    });
    const created = await importCsv(
      'MiscData',
      [
        'MdKind,MdName,MdValue,MdSortOrder',
        '77,=SUM(A1),"{""b"":1,""a"":[true,null]}",1',
        `77,'+quoted,"""-1""",2`,
        `77,''-twice,,3`,
      ].join('\n'),
      false,
    );
    expect(created.statusCode, created.body).toBe(200);
    const csv = await exportCsv('MiscData');
    expect(csv).toContain(`'=SUM(A1)`);
    const again = await importCsv('MiscData', csv, true);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, updated: 0 });
    const rows = await t.db.all<{ MdName: string; MdValue: unknown }>(
      t.db.builder
        .selectFrom('MiscData')
        .select(['MdName', 'MdValue'])
        .where('MdKind', '=', 77)
        .orderBy('MdSortOrder')
        .compile(),
    );
    expect(rows.map((r) => r.MdName)).toEqual(['=SUM(A1)', '+quoted', "'-twice"]);
    expect(rows.map((r) => r.MdValue)).toEqual(
      dialect === 'sqlite' ? ['{"b":1,"a":[true,null]}', '"-1"', null] : [{ a: [true, null], b: 1 }, '-1', null],
    );
  });

  it('lets a MoJoAdmin alone edit the lookup tables through the generic interface (DBConstants write: [])', async () => {
    const made = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/dbconstants',
      payload: { DbcType: 1, DbcValue: 'Billboard', DbcSortOrder: 9 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().DbcId as number;
    expect(
      (
        await t.call(t.adminToken, {
          method: 'PATCH',
          url: `/api/v1/db/dbconstants/${id}`,
          payload: { DbcValue: 'Billboards' },
        })
      ).json().DbcValue,
    ).toBe('Billboards');
    expect(
      (await t.call(admin, { method: 'PATCH', url: `/api/v1/db/dbconstants/${id}`, payload: { DbcValue: 'Nope' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: `/api/v1/db/dbconstants/${id}` })).statusCode).toBe(200);
    const misc = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/miscdata',
      payload: { MdKind: 3, MdName: 'Time zone', MdValue: { zone: 'America/Chicago' } },
    });
    expect(misc.statusCode).toBe(201);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/dbconstants/${id}` })).statusCode).toBe(
      204,
    );
    expect(
      (await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/miscdata/${misc.json().MdId}` })).statusCode,
    ).toBe(204);
  });

  it('empties the error log for a MoJoAdmin only, audited', async () => {
    await t.db.run(
      t.db.builder
        .insertInto('ErrorLog')
        .values({ ElMessage: 'boom', ElStatus: 500, ElDate: new Date().toISOString() })
        .compile(),
    );
    expect((await t.call(admin, { method: 'GET', url: '/api/v1/db/errorlog/truncate' })).statusCode).toBe(403);
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/errorlog/truncate' });
    expect(res.json()).toEqual({ success: true, deleted: 1 });
    expect((await auditTypes('ErrorLog')).at(-1)?.Message).toBe('Emptied the error log: 1 entry removed');
  });

  it('downloads a consistent backup: the SQLite file itself, or a pg_dump archive', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${BASE}/backup` });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const bytes = res.rawPayload;
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cms-.*\.(sqlite|dump)"$/);
    if (dialect === 'sqlite') {
      expect(res.headers['content-type']).toBe('application/vnd.sqlite3');
      expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
      const file = join(mkdtempSync(join(tmpdir(), 'db-tools-test-')), 'backup.sqlite');
      writeFileSync(file, bytes);
      const copy = new Database(file, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect((copy.prepare('SELECT count(*) AS n FROM DBConstants').get() as { n: number }).n).toBe(
          (await constants()).length,
        );
      } finally {
        copy.close();
      }
    } else {
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('PGDMP');
      expect(bytes.length).toBeGreaterThan(10_000);
    }
    expect((await auditTypes('Backup')).length).toBeGreaterThan(0);
  });
});

describe.runIf(testDialects().includes('postgres'))('DB tools backup without pg_dump (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('postgres', { pgDumpPath: '/nonexistent/bin/pg_dump' });
  });
  afterAll(async () => t?.close());

  it('answers 503 saying pg_dump is missing and where to set it, instead of an empty file', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${BASE}/backup` });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0].message).toMatch(
      /^pg_dump was not found \(PG_DUMP_PATH is "\/nonexistent\/bin\/pg_dump"\): install the PostgreSQL client tools/,
    );
  });
});
