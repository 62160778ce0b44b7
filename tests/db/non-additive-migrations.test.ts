// Changes that are not additive, generated (issue 40 item 3): a table made by
// a generated migration and filled with rows, then one generated migration
// that renames an entity (its table) and a field, converts a field's type with
// a cast, drops a field and adds a required field with a default. Every row
// and value is still there afterwards, indexes and the search index are
// renamed after the table and answer, keys continue where they were, and
// foreign keys still hold — on SQLite (table rebuilds) and PostgreSQL (ALTER).
import { afterAll, describe, expect, it } from 'vitest';
import { buildModel } from '../../schema/index.js';
import { DestructiveChangeError, planMigration } from '../../codegen/emit/migration-diff.js';
import { generate } from '../../codegen/generate.js';
import { snapshotOf, type StorageSnapshot } from '../../codegen/emit/snapshot.js';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import type { Executor } from '../../src/server/platform/db/executor.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import type { ColumnSpec, Migration } from '../../src/server/platform/db/migration-types.js';
import { openDatabase } from '../../src/server/platform/db/open.js';
import type { SchemaModel } from '../../src/shared/schema-model.js';
import { freshDatabase, testDialects, type TestDatabase } from '../support/dialects.js';

const access = 'access: { read: [Admin], write: [Admin] }';
const part = (target: string) => ({
  file: 'Part.yaml',
  text: `name: Part\nkey: PId\n${access}\nfields:\n  PId: { type: integer, autoIncrement: true }\n  PGadget: { type: integer, references: ${target}.GId, indexed: true }\n  PLabel: { type: string, length: 50 }\n`,
});
const v1 = [
  {
    file: 'Gadget.yaml',
    text: `name: Gadget\nkey: GId\n${access}\nfields:
  GId: { type: integer, autoIncrement: true }
  GName: { type: string, length: 100, required: true, searchable: true }
  GCode: { type: string, length: 20, unique: true }
  GQty: { type: string, length: 10, indexed: true }
  GNote: { type: string, length: 200 }
`,
  },
  part('Gadget'),
];
// What the developer writes: Gadget.yaml renamed to Widget.yaml, GName → GTitle, GQty an integer, GNote gone, GStatus new and required.
const v2 = (status: string) => [
  {
    file: 'Widget.yaml',
    text: `name: Widget\nkey: GId\n${access}\nfields:
  GId: { type: integer, autoIncrement: true }
  GTitle: { type: string, length: 100, required: true, searchable: true }
  GCode: { type: string, length: 20, unique: true }
  GQty: { type: integer, indexed: true }
  GStatus: ${status}
`,
  },
  part('Widget'),
];
const FLAGS = {
  renames: ['Gadget=Widget', 'Widget.GName=GTitle'],
  allowTypeChange: ['Widget.GQty'],
  allowDrop: ['Widget.GNote'],
};
const requiredOf = (m: SchemaModel) =>
  Object.values(m).flatMap((e) => e.fieldOrder.filter((f) => e.fields[f].required).map((f) => `${e.name}.${f}`));

describe.each(testDialects())('changes that are not additive, generated (%s)', (dialect) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.drop();
  });

  const indexNames = async (db: Executor, table: string) =>
    (dialect === 'sqlite'
      ? await db.all<{ name: string }>(
          sqlOf(
            `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '${table}' AND name NOT LIKE 'sqlite_%'`,
          ),
        )
      : await db.all<{ name: string }>(
          sqlOf(
            `SELECT indexname AS name FROM pg_indexes WHERE tablename = '${table}' AND indexname NOT LIKE '%_pkey'`,
          ),
        )
    )
      .map((r) => r.name)
      .sort();
  const tableNames = async (db: Executor) =>
    (dialect === 'sqlite'
      ? await db.all<{ name: string }>(
          sqlOf(
            `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%__search%'`,
          ),
        )
      : await db.all<{ name: string }>(
          sqlOf(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`),
        )
    )
      .map((r) => r.name)
      .sort();
  /** The ids a contains-search finds, as the list query asks each database (MATCH on the FTS5 table, ILIKE on pg_trgm). */
  const search = async (db: Executor, table: string, column: string, term: string) =>
    (dialect === 'sqlite'
      ? await db.all<{ id: number }>(
          sqlOf(
            `SELECT t."GId" AS id FROM "${table}" t JOIN "${table}__search" s ON s.rowid = t.rowid WHERE "${table}__search" MATCH '"${term}"' ORDER BY 1`,
          ),
        )
      : await db.all<{ id: number }>(
          sqlOf(`SELECT "GId" AS id FROM "${table}" WHERE "${column}" ILIKE '%${term}%' ORDER BY 1`),
        )
    ).map((r) => Number(r.id));

  it('renames, converts, drops and adds with a default, keeping every row', async () => {
    const d = await freshDatabase(dialect);
    dbs.push(d);
    const db = openDatabase(d);
    try {
      const first = snapshotOf(buildModel(v1));
      const m1: Migration = { id: '0001_v1', operations: planMigration({}, first).ops };
      await migrate(db, [m1]);
      await db.run(
        sqlOf(`INSERT INTO "Gadget" ("GName", "GCode", "GQty", "GNote") VALUES
          ('Alpha gear', 'A1', '12', 'first'), ('Beta widget', 'B2', ' 7 ', 'second'), ('Gamma gear', 'C3', 'many', NULL), ('Delta', 'D4', '1', 'gone')`),
      );
      await db.run(sqlOf(`DELETE FROM "Gadget" WHERE "GId" = 4`));
      await db.run(sqlOf(`INSERT INTO "Part" ("PGadget", "PLabel") VALUES (1, 'p1'), (2, 'p2'), (3, 'p3')`));
      expect(await search(db, 'Gadget', 'GName', 'gear')).toEqual([1, 3]);

      const model = buildModel(v2(`{ type: string, length: 10, required: true, default: active }`));
      const second = snapshotOf(model);
      // Without the flags nothing is generated, and each refusal says what to add.
      expect(() => planMigration(first, second, { required: requiredOf(model) })).toThrow(DestructiveChangeError);
      // A required field without a default: refused by the generator itself, asking for a default.
      const noDefault = buildModel(v2(`{ type: string, length: 10, required: true }`));
      expect(() => generate(noDefault, first, ['0001_v1.generated.ts'], FLAGS)).toThrow(
        /new field Widget\.GStatus is required.*add a default/,
      );

      const out = generate(model, first, ['0001_v1.generated.ts'], FLAGS);
      expect(out.plan).toEqual([
        'rename table Gadget → Widget (entity Gadget → Widget; rows, indexes and search index kept)',
        'rename column Widget.GName → GTitle (rows kept; its indexes follow)',
        'add column Widget.GStatus string(10) (existing rows get the default "active")',
        'change type of Widget.GQty from string(10) to integer (values converted: values that are not whole numbers within -2147483648..2147483647 become NULL; allowed by --allow-type-change Widget.GQty)',
        'drop column Widget.GNote (data lost: allowed by --allow-drop Widget.GNote)',
        'create index sort_Widget_GStatus on Widget (GStatus, GId)',
      ]);
      const ops = planMigration(first, second, { ...FLAGS, required: requiredOf(model) }).ops;
      const m2: Migration = { id: '0002_v2', operations: ops };
      expect(await migrate(db, [m1, m2])).toEqual(['0002_v2']);
      expect(await migrate(db, [m1, m2])).toEqual([]);

      expect(await tableNames(db)).toEqual(['Part', 'Widget', '_migrations']);
      const rows = await db.all<Record<string, unknown>>(sqlOf(`SELECT * FROM "Widget" ORDER BY "GId"`));
      expect(rows.map((r) => ({ ...r, GId: Number(r.GId) }))).toEqual([
        { GId: 1, GTitle: 'Alpha gear', GCode: 'A1', GQty: 12, GStatus: 'active' },
        { GId: 2, GTitle: 'Beta widget', GCode: 'B2', GQty: 7, GStatus: 'active' },
        { GId: 3, GTitle: 'Gamma gear', GCode: 'C3', GQty: null, GStatus: 'active' },
      ]);
      // Indexes follow the new names, and the search index answers under them.
      const prefix = (n: string) => /^(ux|sort|ix|tg)_/.test(n);
      expect((await indexNames(db, 'Widget')).filter(prefix)).toEqual(
        [
          'sort_Widget_GCode',
          'sort_Widget_GQty',
          'sort_Widget_GStatus',
          'sort_Widget_GTitle',
          'ux_Widget_GCode',
          ...(dialect === 'postgres' ? ['tg_Widget_GTitle'] : []),
        ].sort(),
      );
      expect(await search(db, 'Widget', 'GTitle', 'gear')).toEqual([1, 3]);
      const sorted = await db.all<{ GId: number }>(
        sqlOf(`SELECT "GId" FROM "Widget" ORDER BY "GQty" DESC NULLS LAST, "GId"`),
      );
      expect(sorted.map((r) => Number(r.GId))).toEqual([1, 2, 3]);
      // Writes go on: keys continue after the largest ever given (4 was deleted), the search follows new rows,
      // the unique index still refuses a duplicate, and the parts still point at their widgets through a live foreign key.
      const [created] = await db.all<{ GId: number }>(
        sqlOf(`INSERT INTO "Widget" ("GTitle", "GCode", "GQty") VALUES ('Epsilon gear', 'E5', 5) RETURNING "GId"`),
      );
      expect(Number(created.GId)).toBe(5);
      expect(await search(db, 'Widget', 'GTitle', 'gear')).toEqual([1, 3, 5]);
      await expect(db.run(sqlOf(`INSERT INTO "Widget" ("GTitle", "GCode") VALUES ('Dup', 'A1')`))).rejects.toThrow(
        /unique/i,
      );
      const parts = await db.all<{ PLabel: string; GTitle: string }>(
        sqlOf(`SELECT p."PLabel", w."GTitle" FROM "Part" p JOIN "Widget" w ON w."GId" = p."PGadget" ORDER BY p."PId"`),
      );
      expect(parts).toEqual([
        { PLabel: 'p1', GTitle: 'Alpha gear' },
        { PLabel: 'p2', GTitle: 'Beta widget' },
        { PLabel: 'p3', GTitle: 'Gamma gear' },
      ]);
      await expect(db.run(sqlOf(`INSERT INTO "Part" ("PGadget", "PLabel") VALUES (999, 'orphan')`))).rejects.toThrow(
        /foreign key/i,
      );
    } finally {
      await db.close();
    }
  });

  it('converts values alike on both databases: what does not convert becomes NULL, strings are cut', async () => {
    const d = await freshDatabase(dialect);
    dbs.push(d);
    const db = openDatabase(d);
    const col = (name: string, type: ColumnSpec['type'], length?: number): ColumnSpec => ({
      name,
      type,
      ...(length ? { length } : {}),
      autoIncrement: false,
      unique: false,
      indexed: false,
      searchable: false,
      sortable: false,
    });
    const snapshot = (cols: ColumnSpec[]): StorageSnapshot => ({
      Conv: {
        entity: 'Conv',
        key: ['Id'],
        columns: Object.fromEntries(
          [{ ...col('Id', 'integer'), autoIncrement: true }, ...cols].map((c) => [c.name, c]),
        ),
      },
    });
    const before = snapshot([
      col('A', 'string', 20),
      col('B', 'number'),
      col('C', 'string', 20),
      col('U', 'string', 50),
      col('E', 'text'),
      col('F', 'integer'),
    ]);
    const after = snapshot([
      col('A', 'integer'),
      col('B', 'integer'),
      col('C', 'string', 3),
      col('U', 'uuid'),
      col('E', 'number'),
      col('F', 'text'),
    ]);
    try {
      const m1: Migration = { id: '0001', operations: planMigration({}, before).ops };
      await migrate(db, [m1]);
      await db.run(
        sqlOf(`INSERT INTO "Conv" ("A", "B", "C", "U", "E", "F") VALUES
          ('12', 2.5, 'abcdef', '  ABCDEF01-2345-6789-abcd-ef0123456789 ', '1.5e2', 42),
          (' -7 ', -2.5, 'ab', 'nope', 'abc', -1),
          ('007', 1e12, NULL, NULL, '-0.25', NULL),
          ('x', 7.49, '', '', '', 0),
          ('1.5', NULL, 'xyz', 'abcdef01-2345-6789-abcd-ef012345678', ' 3 ', 5),
          ('99999999999', 0, 'abcd', NULL, NULL, NULL)`),
      );
      // Each may change values and needs --allow-type-change, but F's widening (integer to text).
      expect(() => planMigration(before, after)).toThrow(/Conv\.A.*\n.*Conv\.B.*\n.*Conv\.C.*\n.*Conv\.U.*\n.*Conv\.E/);
      const ops = planMigration(before, after, {
        allowTypeChange: ['Conv.A', 'Conv.B', 'Conv.C', 'Conv.U', 'Conv.E'],
      }).ops;
      expect(ops.map((o) => o.op)).toEqual(Array(6).fill('changeColumnType'));
      await migrate(db, [m1, { id: '0002', operations: ops }]);
      const rows = await db.all<Record<string, unknown>>(
        sqlOf(`SELECT "A", "B", "C", "U", "E", "F" FROM "Conv" ORDER BY "Id"`),
      );
      expect(
        rows.map((r) =>
          Object.fromEntries(
            Object.entries(r).map(([k, v]) => [
              k,
              typeof v === 'string' && k !== 'F' && k !== 'C' && k !== 'U' ? Number(v) : v,
            ]),
          ),
        ),
      ).toEqual([
        { A: 12, B: 3, C: 'abc', U: 'abcdef01-2345-6789-abcd-ef0123456789', E: 150, F: '42' },
        { A: -7, B: -3, C: 'ab', U: null, E: null, F: '-1' },
        { A: null, B: null, C: null, U: null, E: -0.25, F: null },
        { A: null, B: 7, C: '', U: null, E: null, F: '0' },
        { A: null, B: null, C: 'xyz', U: null, E: 3, F: '5' },
        { A: null, B: 0, C: 'abc', U: null, E: null, F: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
