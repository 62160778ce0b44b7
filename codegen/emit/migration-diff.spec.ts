// Snapshot diffs: additive changes become operations, destructive ones are refused.
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '../../src/server/platform/db/migration-types.js';
import { diffSnapshots, DestructiveChangeError, MigrationOptionError, planMigration } from './migration-diff.js';
import type { StorageSnapshot } from './snapshot.js';

const col = (name: string, over: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  type: 'string',
  length: 50,
  autoIncrement: false,
  unique: false,
  indexed: false,
  searchable: false,
  ...over,
});
const table = (entity: string, columns: ColumnSpec[], key = [columns[0].name]) => ({
  entity,
  key,
  columns: Object.fromEntries(columns.map((c) => [c.name, c])),
});
const id = col('Id', { type: 'integer', autoIncrement: true, length: undefined });

describe('diffSnapshots', () => {
  const before: StorageSnapshot = { A: table('A', [id, col('Name')]) };

  it.each<[string, StorageSnapshot, unknown[]]>([
    ['nothing changed', before, []],
    [
      'a new table with its indexes, after the table it references',
      {
        ...before,
        B: table('B', [
          id,
          col('AId', { type: 'integer', length: undefined, references: { entity: 'A', field: 'Id' }, indexed: true }),
          col('Title', { searchable: true }),
        ]),
      },
      [
        { op: 'createTable', table: 'B' },
        { op: 'createIndex', table: 'B', name: 'ix_B_AId', unique: false },
        { op: 'searchIndex', table: 'B', columns: ['Title'] },
      ],
    ],
    [
      'a new column',
      { A: table('A', [id, col('Name'), col('Extra', { default: 'x' })]) },
      [{ op: 'addColumn', table: 'A' }],
    ],
    [
      'a new index on an existing column',
      { A: table('A', [id, col('Name', { indexed: true })]) },
      [{ op: 'createIndex', name: 'ix_A_Name' }],
    ],
    [
      'a column made searchable',
      { A: table('A', [id, col('Name', { searchable: true })]) },
      [{ op: 'searchIndex', table: 'A', columns: ['Name'] }],
    ],
    // Sort indexes (issue 12): the column, then the key, so ties break by the key.
    [
      'a column made sortable',
      { A: table('A', [id, col('Name', { sortable: true })]) },
      [{ op: 'createIndex', name: 'sort_A_Name', columns: ['Name', 'Id'], unique: false }],
    ],
    [
      'the key made sortable: the primary key serves it',
      {
        A: table('A', [
          col('Id', { type: 'integer', length: undefined, autoIncrement: true, sortable: true }),
          col('Name'),
        ]),
      },
      [],
    ],
    [
      'a new sortable table: the sort index instead of the plain one',
      {
        ...before,
        B: table('B', [
          id,
          col('AId', { type: 'integer', length: undefined, indexed: true, sortable: true }),
          col('Code', { unique: true, sortable: true }),
        ]),
      },
      [
        { op: 'createTable', table: 'B' },
        { op: 'createIndex', name: 'sort_B_AId', columns: ['AId', 'Id'] },
        { op: 'createIndex', name: 'ux_B_Code', unique: true },
        { op: 'createIndex', name: 'sort_B_Code', columns: ['Code', 'Id'] },
      ],
    ],
    [
      'a composite key: a later key field gets the rest of the key',
      {
        A: table('A', [id, col('Name')]),
        L: table(
          'L',
          [
            col('X', { type: 'integer', length: undefined }),
            col('Y', { type: 'integer', length: undefined, sortable: true }),
          ],
          ['X', 'Y'],
        ),
      },
      [
        { op: 'createTable', table: 'L' },
        { op: 'createIndex', name: 'sort_L_Y', columns: ['Y', 'X'] },
      ],
    ],
  ])('%s', (_name, after, want) => {
    const ops = diffSnapshots(before, after);
    expect(ops).toHaveLength(want.length);
    want.forEach((w, i) => expect(ops[i]).toMatchObject(w as object));
  });

  it('replaces a plain index by the sort index that starts with its column, creating before dropping', () => {
    const plain: StorageSnapshot = { A: table('A', [id, col('Name', { indexed: true })]) };
    const sorted: StorageSnapshot = { A: table('A', [id, col('Name', { indexed: true, sortable: true })]) };
    expect(diffSnapshots(plain, sorted)).toEqual([
      { op: 'createIndex', table: 'A', name: 'sort_A_Name', columns: ['Name', 'Id'], unique: false },
      { op: 'dropIndex', table: 'A', name: 'ix_A_Name' },
    ]);
    // And back: no longer sortable, the plain index returns and the sort index goes.
    expect(diffSnapshots(sorted, plain)).toEqual([
      { op: 'createIndex', table: 'A', name: 'ix_A_Name', columns: ['Name'], unique: false },
      { op: 'dropIndex', table: 'A', name: 'sort_A_Name' },
    ]);
  });

  it('orders new tables so that referenced ones come first', () => {
    const after: StorageSnapshot = {
      Child: table('Child', [
        id,
        col('ParentId', { type: 'integer', length: undefined, references: { entity: 'Parent', field: 'Id' } }),
      ]),
      Parent: table('Parent', [id]),
    };
    expect(
      diffSnapshots({}, after)
        .filter((o) => o.op === 'createTable')
        .map((o) => o.table),
    ).toEqual(['Parent', 'Child']);
  });

  it.each<[string, StorageSnapshot, RegExp]>([
    [
      'a dropped table',
      {},
      /entity A \(table A\) was removed: its rows would be lost\. If you renamed it, run npm run gen -- --rename A=<NewName>; to drop it and its rows, run npm run gen -- --allow-drop A/,
    ],
    [
      'a dropped column',
      { A: table('A', [id]) },
      /field A\.Name was removed: its values would be lost\. .*--rename A\.Name=<NewName>.*--allow-drop A\.Name/,
    ],
    [
      'a narrower string',
      { A: table('A', [id, col('Name', { length: 10 })]) },
      /field A\.Name: type changed from string\(50\) to string\(10\), and values longer than 10 characters are cut; .*--allow-type-change A\.Name/,
    ],
    [
      'a string made a number',
      { A: table('A', [id, col('Name', { type: 'integer', length: undefined })]) },
      /values that are not whole numbers .* become NULL; .*--allow-type-change A\.Name/,
    ],
    [
      'a type change with no conversion',
      { A: table('A', [id, col('Name', { type: 'boolean', length: undefined })]) },
      /string\(50\) to boolean, which is not generated \(no conversion between these types\): write that migration by hand/,
    ],
    ['a key change', { A: table('A', [id, col('Name')], ['Id', 'Name']) }, /key changed.*by hand/],
    ['a new unique index', { A: table('A', [id, col('Name', { unique: true })]) }, /made unique/],
  ])('refuses %s, saying what to do', (_name, after, message) => {
    expect(() => diffSnapshots(before, after)).toThrow(DestructiveChangeError);
    expect(() => diffSnapshots(before, after)).toThrow(message);
  });

  it('refuses a new required field without a default on an existing table, asking for a default', () => {
    const after: StorageSnapshot = { A: table('A', [id, col('Name'), col('Code')]) };
    expect(() => diffSnapshots(before, after, { required: ['A.Code'] })).toThrow(
      /new field A\.Code is required, .*add a default to it in schema\/entities\/A\.yaml \(Code: \{ …, default: <value> \}\).*--allow-null A\.Code/,
    );
    // With a default, existing rows get it (ADD COLUMN … DEFAULT); or, told the table is empty, NULL.
    const withDefault: StorageSnapshot = { A: table('A', [id, col('Name'), col('Code', { default: 'none' })]) };
    expect(planMigration(before, withDefault, { required: ['A.Code'] }).plan).toEqual([
      'add column A.Code string(50) (existing rows get the default "none")',
    ]);
    expect(planMigration(before, after, { required: ['A.Code'], allowNull: ['A.Code'] }).plan).toEqual([
      'add column A.Code string(50) (existing rows get NULL: allowed by --allow-null)',
    ]);
    // A new required field on a new table needs nothing.
    expect(
      diffSnapshots(before, { ...before, B: table('B', [id, col('Code')]) }, { required: ['B.Code'] }),
    ).toHaveLength(1);
  });
});

describe('changes that are not additive', () => {
  // Entity W: a searchable, sortable, unique and indexed column, and another table referencing it.
  const w = (over: Partial<Record<string, Partial<ColumnSpec>>> = {}, name = 'W') =>
    table(name, [
      id,
      col('Title', { searchable: true, sortable: true, ...over.Title }),
      col('Code', { unique: true, length: 20, ...over.Code }),
      col('Qty', { length: 10, indexed: true, ...over.Qty }),
      col('Note', { length: 100, ...over.Note }),
    ]);
  const ref = (target: string, field = 'Id') =>
    table('P', [id, col('WId', { type: 'integer', length: undefined, references: { entity: target, field } })]);
  const start: StorageSnapshot = { W: w(), P: ref('W') };

  it('renames a field: rows kept, its indexes and search index follow', () => {
    const after: StorageSnapshot = {
      W: table('W', [id, col('Heading', { searchable: true, sortable: true }), ...Object.values(w().columns).slice(2)]),
      P: ref('W'),
    };
    expect(() => diffSnapshots(start, after)).toThrow(/field W\.Title was removed/);
    const { ops, plan } = planMigration(start, after, { renames: ['W.Title=Heading'] });
    expect(ops).toEqual([
      {
        op: 'renameColumn',
        table: 'W',
        column: 'Title',
        to: 'Heading',
        indexes: [{ from: 'sort_W_Title', name: 'sort_W_Heading', columns: ['Heading', 'Id'], unique: false }],
        search: ['Heading'],
      },
    ]);
    expect(plan).toEqual(['rename column W.Title → Heading (rows kept; its indexes follow)']);
  });

  it('renames an entity and its table: indexes renamed after it, references follow', () => {
    const after: StorageSnapshot = { V: w({}, 'V'), P: ref('V') };
    const { ops, plan } = planMigration(start, after, { renames: ['W=V'] });
    expect(ops).toEqual([
      {
        op: 'renameTable',
        table: 'W',
        to: 'V',
        indexes: [
          { from: 'sort_W_Title', name: 'sort_V_Title', columns: ['Title', 'Id'], unique: false },
          { from: 'ux_W_Code', name: 'ux_V_Code', columns: ['Code'], unique: true },
          { from: 'ix_W_Qty', name: 'ix_V_Qty', columns: ['Qty'], unique: false },
        ],
        search: ['Title'],
      },
    ]);
    expect(plan).toEqual(['rename table W → V (entity W → V; rows, indexes and search index kept)']);
    // A field of a renamed entity may be renamed in the same run, by either name.
    const both: StorageSnapshot = {
      V: table('V', [id, col('Heading', { searchable: true, sortable: true }), ...Object.values(w().columns).slice(2)]),
      P: ref('V'),
    };
    expect(diffSnapshots(start, both, { renames: ['W=V', 'W.Title=Heading'] }).map((o) => o.op)).toEqual([
      'renameTable',
      'renameColumn',
    ]);
  });

  it('drops a field or an entity only when allowed by name', () => {
    const noNote: StorageSnapshot = { W: table('W', Object.values(w().columns).slice(0, 4)), P: ref('W') };
    const { ops, plan } = planMigration(start, noNote, { allowDrop: ['W.Note'] });
    expect(ops).toMatchObject([
      {
        op: 'dropColumn',
        table: 'W',
        column: 'Note',
        rebuild: {
          key: ['Id'],
          search: ['Title'],
          indexes: [{ name: 'sort_W_Title' }, { name: 'ux_W_Code' }, { name: 'ix_W_Qty' }],
        },
      },
    ]);
    expect((ops[0] as { rebuild: { columns: ColumnSpec[] } }).rebuild.columns.map((c) => c.name)).toEqual([
      'Id',
      'Title',
      'Code',
      'Qty',
    ]);
    expect(plan).toEqual(['drop column W.Note (data lost: allowed by --allow-drop W.Note)']);
    const noP: StorageSnapshot = { W: w() };
    expect(() => diffSnapshots(start, noP)).toThrow(/entity P \(table P\) was removed/);
    expect(planMigration(start, noP, { allowDrop: ['P'] })).toEqual({
      ops: [{ op: 'dropTable', table: 'P' }],
      plan: ['drop table P (entity P: every row lost, allowed by --allow-drop P)'],
    });
  });

  it('changes a type: widenings without a flag, conversions that may lose values when allowed', () => {
    const wider: StorageSnapshot = {
      W: w({ Note: { type: 'text', length: undefined }, Code: { length: 40 } }),
      P: ref('W'),
    };
    expect(planMigration(start, wider).plan).toEqual([
      'change type of W.Code from string(20) to string(40) (every value kept)',
      'change type of W.Note from string(100) to text (every value kept)',
    ]);
    const numeric: StorageSnapshot = { W: w({ Qty: { type: 'integer', length: undefined } }), P: ref('W') };
    expect(() => diffSnapshots(start, numeric)).toThrow(/--allow-type-change W\.Qty/);
    const { ops, plan } = planMigration(start, numeric, { allowTypeChange: ['W.Qty'] });
    expect(ops).toMatchObject([
      {
        op: 'changeColumnType',
        table: 'W',
        from: { type: 'string', length: 10 },
        column: { name: 'Qty', type: 'integer' },
      },
    ]);
    expect(plan).toEqual([
      `change type of W.Qty from string(10) to integer (values converted: values that are not whole numbers within -2147483648..2147483647 become NULL; allowed by --allow-type-change W.Qty)`,
    ]);
    // A referenced or referencing column's type is not generated.
    const refType: StorageSnapshot = {
      W: w(),
      P: table('P', [id, col('WId', { type: 'number', length: undefined, references: { entity: 'W', field: 'Id' } })]),
    };
    expect(() => diffSnapshots(start, refType)).toThrow(
      /W?P\.WId: type changed from integer to number, which is not generated \(a key, identity or reference column\)/,
    );
  });

  it('refuses a flag or a rename that names nothing, so a typo never passes unseen', () => {
    expect(() => diffSnapshots(start, start, { allowDrop: ['W.Nope'] })).toThrow(MigrationOptionError);
    expect(() => diffSnapshots(start, start, { allowDrop: ['W.Nope'] })).toThrow(
      /--allow-drop W\.Nope: nothing of that name was removed/,
    );
    expect(() => diffSnapshots(start, start, { renames: ['W.Title=Heading'] })).toThrow(
      /--rename W\.Title=Heading: W in schema\/entities\/ has no field Heading/,
    );
    expect(() => diffSnapshots(start, start, { renames: ['Nope=V'] })).toThrow(
      /--rename Nope=V: the previous schema has no entity Nope \(already generated\?\)/,
    );
    expect(() => diffSnapshots(start, start, { renames: ['W.Title'] })).toThrow(
      /write Old=New for an entity or Entity\.Old=New for a field/,
    );
  });
});
