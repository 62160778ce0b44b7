// Snapshot diffs: additive changes become operations, destructive ones are refused.
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '../../src/server/db/migration-types.js';
import { diffSnapshots, DestructiveChangeError } from './migration-diff.js';
import type { StorageSnapshot } from './snapshot.js';

const col = (name: string, over: Partial<ColumnSpec> = {}): ColumnSpec => ({ name, type: 'string', length: 50, autoIncrement: false, unique: false, indexed: false, searchable: false, ...over });
const table = (entity: string, columns: ColumnSpec[], key = [columns[0].name]) => ({ entity, key, columns: Object.fromEntries(columns.map((c) => [c.name, c])) });
const id = col('Id', { type: 'integer', autoIncrement: true, length: undefined });

describe('diffSnapshots', () => {
  const before: StorageSnapshot = { A: table('A', [id, col('Name')]) };

  it.each<[string, StorageSnapshot, unknown[]]>([
    ['nothing changed', before, []],
    [
      'a new table with its indexes, after the table it references',
      {
        ...before,
        B: table('B', [id, col('AId', { type: 'integer', length: undefined, references: { entity: 'A', field: 'Id' }, indexed: true }), col('Title', { searchable: true })]),
      },
      [
        { op: 'createTable', table: 'B' },
        { op: 'createIndex', table: 'B', name: 'ix_B_AId', unique: false },
        { op: 'searchIndex', table: 'B', columns: ['Title'] },
      ],
    ],
    ['a new column', { A: table('A', [id, col('Name'), col('Extra', { default: 'x' })]) }, [{ op: 'addColumn', table: 'A' }]],
    ['a new index on an existing column', { A: table('A', [id, col('Name', { indexed: true })]) }, [{ op: 'createIndex', name: 'ix_A_Name' }]],
    ['a column made searchable', { A: table('A', [id, col('Name', { searchable: true })]) }, [{ op: 'searchIndex', table: 'A', columns: ['Name'] }]],
    // Sort indexes (issue 12): the column, then the key, so ties break by the key.
    ['a column made sortable', { A: table('A', [id, col('Name', { sortable: true })]) }, [{ op: 'createIndex', name: 'sort_A_Name', columns: ['Name', 'Id'], unique: false }]],
    ['the key made sortable: the primary key serves it', { A: table('A', [col('Id', { type: 'integer', length: undefined, autoIncrement: true, sortable: true }), col('Name')]) }, []],
    [
      'a new sortable table: the sort index instead of the plain one',
      {
        ...before,
        B: table('B', [id, col('AId', { type: 'integer', length: undefined, indexed: true, sortable: true }), col('Code', { unique: true, sortable: true })]),
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
        L: table('L', [col('X', { type: 'integer', length: undefined }), col('Y', { type: 'integer', length: undefined, sortable: true })], ['X', 'Y']),
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
      Child: table('Child', [id, col('ParentId', { type: 'integer', length: undefined, references: { entity: 'Parent', field: 'Id' } })]),
      Parent: table('Parent', [id]),
    };
    expect(
      diffSnapshots({}, after)
        .filter((o) => o.op === 'createTable')
        .map((o) => o.table),
    ).toEqual(['Parent', 'Child']);
  });

  it.each<[string, StorageSnapshot, RegExp]>([
    ['a dropped table', {}, /table A \(A\) was removed or renamed/],
    ['a dropped column', { A: table('A', [id]) }, /column Name was removed or renamed/],
    ['a type change', { A: table('A', [id, col('Name', { type: 'text', length: undefined })]) }, /type changed from string to text/],
    ['a length change', { A: table('A', [id, col('Name', { length: 10 })]) }, /length changed from 50 to 10/],
    ['a key change', { A: table('A', [id, col('Name')], ['Id', 'Name']) }, /key changed/],
    ['a new unique index', { A: table('A', [id, col('Name', { unique: true })]) }, /made unique/],
  ])('refuses %s', (_name, after, message) => {
    expect(() => diffSnapshots(before, after)).toThrow(DestructiveChangeError);
    expect(() => diffSnapshots(before, after)).toThrow(message);
    expect(() => diffSnapshots(before, after)).toThrow(/by hand/);
  });
});
