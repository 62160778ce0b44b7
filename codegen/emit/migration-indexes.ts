// The indexes the migration generator (migration-diff.ts) gives a table:
// unique, sort and plain indexes per column, and the search index. The same
// rules name the indexes a rename carries along (migration-renames.ts).
import type {
  ColumnSpec,
  IndexSpec,
  MigrationOperation,
  TableDefinition,
} from '../../src/server/platform/db/migration-types.js';
import type { StorageSnapshot, TableSnapshot } from './snapshot.js';

/** One line in words for an index operation of the plan. */
export function describeIndexOp(op: MigrationOperation, after: StorageSnapshot): string {
  const entity = after[op.table]?.entity ?? op.table;
  switch (op.op) {
    case 'createIndex':
      return `create ${op.unique ? 'unique ' : ''}index ${op.name} on ${entity} (${op.columns.join(', ')})`;
    case 'dropIndex':
      return `drop index ${op.name} (no data lost)`;
    case 'searchIndex':
      return op.columns.length
        ? `build the search index of ${entity} on (${op.columns.join(', ')})`
        : `drop the search index of ${entity} (no data lost)`;
    default:
      return `${op.op} ${op.table}`;
  }
}

export const prefixOf = (indexName: string) => indexName.slice(0, indexName.indexOf('_'));
export const searchableOf = (t: TableSnapshot) =>
  Object.values(t.columns)
    .filter((c) => c.searchable)
    .map((c) => c.name);

export function definitionOf(table: string, t: TableSnapshot): TableDefinition {
  const columns = Object.values(t.columns);
  return {
    key: [...t.key],
    columns: structuredClone(columns),
    indexes: tableIndexes(table, t),
    search: searchableOf(t),
  };
}

/**
 * The columns of a sortable column's sort index: the column, then the key,
 * so ties break by the key and one index walk (either way) gives every
 * page in order. None when the primary key already gives that order: the
 * key's first field.
 */
function sortIndexColumns(c: ColumnSpec, key: string[]): string[] | undefined {
  if (!c.sortable || key[0] === c.name) return undefined;
  return [c.name, ...key.filter((k) => k !== c.name)];
}

/** The plain index of an `indexed` column, unless a sort index starting with the column covers its lookups. */
const hasPlainIndex = (c: ColumnSpec, key: string[]) => c.indexed && !c.unique && !sortIndexColumns(c, key);

/** Every index the generator gives a table: what indexOps creates for a new table. */
export function tableIndexes(table: string, t: Pick<TableSnapshot, 'key' | 'columns'>): IndexSpec[] {
  return indexOps(table, t.key, Object.values(t.columns), undefined).flatMap((op) =>
    op.op === 'createIndex' ? [{ name: op.name, columns: op.columns, unique: op.unique }] : [],
  );
}

export function indexOps(
  table: string,
  key: string[],
  cols: ColumnSpec[],
  prev: TableSnapshot | undefined,
): MigrationOperation[] {
  const creates: MigrationOperation[] = [];
  const drops: MigrationOperation[] = [];
  for (const c of cols) {
    const was = prev?.columns[c.name];
    if (c.unique && !was?.unique)
      creates.push({ op: 'createIndex', table, name: `ux_${table}_${c.name}`, columns: [c.name], unique: true });
    const sort = sortIndexColumns(c, key);
    const hadSort = !!was && !!sortIndexColumns(was, key);
    if (sort && !hadSort)
      creates.push({ op: 'createIndex', table, name: `sort_${table}_${c.name}`, columns: sort, unique: false });
    if (!sort && hadSort) drops.push({ op: 'dropIndex', table, name: `sort_${table}_${c.name}` });
    const plain = hasPlainIndex(c, key);
    const hadPlain = !!was && hasPlainIndex(was, key);
    if (plain && !hadPlain)
      creates.push({ op: 'createIndex', table, name: `ix_${table}_${c.name}`, columns: [c.name], unique: false });
    if (!plain && hadPlain) drops.push({ op: 'dropIndex', table, name: `ix_${table}_${c.name}` });
  }
  // New indexes first: a lookup the dropped one served always has an index.
  return [...creates, ...drops];
}

export function pushSearch(
  ops: MigrationOperation[],
  table: string,
  prev: TableSnapshot | undefined,
  next: TableSnapshot,
) {
  const before = prev ? searchableOf(prev) : [];
  const after = searchableOf(next);
  // Dropping a search column only rebuilds an index (no data is lost), so it is allowed.
  if (after.join() === before.join()) return;
  ops.push({ op: 'searchIndex', table, key: next.key, columns: after });
}
