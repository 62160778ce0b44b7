// Pure: the previous storage snapshot and the new one in, the additive
// operations that take the database from one to the other out. Anything
// destructive is refused with a message that says what to do instead.
import type { ColumnSpec, MigrationOperation } from '../../src/server/db/migration-types.js';
import type { StorageSnapshot, TableSnapshot } from './snapshot.js';

export class DestructiveChangeError extends Error {
  constructor(readonly changes: string[]) {
    super(
      `The schema change is destructive and is not generated:\n- ${changes.join('\n- ')}\n` +
        'Write that migration by hand in src/server/db/migrations/ (export a Migration with up(db, dialect)), ' +
        'update schema-snapshot.generated.json to match, then run npm run gen again.',
    );
    this.name = 'DestructiveChangeError';
  }
}

export function diffSnapshots(before: StorageSnapshot, after: StorageSnapshot): MigrationOperation[] {
  const refused: string[] = [];
  const ops: MigrationOperation[] = [];
  for (const table of Object.keys(before)) {
    if (!after[table]) refused.push(`table ${table} (${before[table].entity}) was removed or renamed`);
  }
  const created: MigrationOperation[] = [];
  const added: MigrationOperation[] = [];
  const indexes: MigrationOperation[] = [];
  for (const [table, next] of Object.entries(after)) {
    const prev = before[table];
    if (!prev) {
      created.push({ op: 'createTable', table, key: next.key, columns: Object.values(next.columns) });
      indexes.push(...indexOps(table, next.key, Object.values(next.columns), undefined));
      pushSearch(indexes, table, undefined, next);
      continue;
    }
    if (prev.key.join() !== next.key.join()) refused.push(`table ${table}: key changed from [${prev.key}] to [${next.key}]`);
    for (const [name, col] of Object.entries(prev.columns)) {
      const now = next.columns[name];
      if (!now) refused.push(`table ${table}: column ${name} was removed or renamed`);
      else refused.push(...columnChanges(table, col, now));
    }
    const fresh = Object.values(next.columns).filter((c) => !prev.columns[c.name]);
    for (const column of fresh) added.push({ op: 'addColumn', table, column });
    indexes.push(...indexOps(table, next.key, Object.values(next.columns), prev));
    pushSearch(indexes, table, prev, next);
  }
  if (refused.length) throw new DestructiveChangeError(refused);
  // Tables first (in an order that satisfies references), then columns, then indexes.
  ops.push(...orderByReferences(created), ...added, ...indexes);
  return ops;
}

function columnChanges(table: string, a: ColumnSpec, b: ColumnSpec): string[] {
  const out: string[] = [];
  const where = `table ${table}: column ${a.name}`;
  if (a.type !== b.type) out.push(`${where}: type changed from ${a.type} to ${b.type}`);
  if (a.length !== b.length) out.push(`${where}: length changed from ${a.length} to ${b.length}`);
  if (a.autoIncrement !== b.autoIncrement) out.push(`${where}: autoIncrement changed`);
  if (a.unique && !b.unique) out.push(`${where}: unique index dropped`);
  if (a.indexed && !b.indexed) out.push(`${where}: index dropped`);
  if (!a.unique && b.unique) out.push(`${where}: made unique (existing rows may clash: add the index by hand)`);
  if (JSON.stringify(a.references) !== JSON.stringify(b.references)) out.push(`${where}: reference changed`);
  return out;
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

function indexOps(table: string, key: string[], cols: ColumnSpec[], prev: TableSnapshot | undefined): MigrationOperation[] {
  const creates: MigrationOperation[] = [];
  const drops: MigrationOperation[] = [];
  for (const c of cols) {
    const was = prev?.columns[c.name];
    if (c.unique && !was?.unique) creates.push({ op: 'createIndex', table, name: `ux_${table}_${c.name}`, columns: [c.name], unique: true });
    const sort = sortIndexColumns(c, key);
    const hadSort = !!was && !!sortIndexColumns(was, key);
    if (sort && !hadSort) creates.push({ op: 'createIndex', table, name: `sort_${table}_${c.name}`, columns: sort, unique: false });
    if (!sort && hadSort) drops.push({ op: 'dropIndex', table, name: `sort_${table}_${c.name}` });
    const plain = hasPlainIndex(c, key);
    const hadPlain = !!was && hasPlainIndex(was, key);
    if (plain && !hadPlain) creates.push({ op: 'createIndex', table, name: `ix_${table}_${c.name}`, columns: [c.name], unique: false });
    if (!plain && hadPlain) drops.push({ op: 'dropIndex', table, name: `ix_${table}_${c.name}` });
  }
  // New indexes first: a lookup the dropped one served always has an index.
  return [...creates, ...drops];
}

function pushSearch(ops: MigrationOperation[], table: string, prev: TableSnapshot | undefined, next: TableSnapshot) {
  const searchable = (t?: TableSnapshot) =>
    t
      ? Object.values(t.columns)
          .filter((c) => c.searchable)
          .map((c) => c.name)
      : [];
  const before = searchable(prev);
  const after = searchable(next);
  // Dropping a search column only rebuilds an index (no data is lost), so it is allowed.
  if (after.join() === before.join()) return;
  ops.push({ op: 'searchIndex', table, key: next.key, columns: after });
}

/** Referenced tables are created before the tables that point at them (self-references aside). */
function orderByReferences(creates: MigrationOperation[]): MigrationOperation[] {
  const byTable = new Map(creates.map((op) => [op.table, op]));
  const done = new Set<string>();
  const out: MigrationOperation[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (done.has(table) || path.has(table)) return;
    const op = byTable.get(table);
    if (!op || op.op !== 'createTable') return;
    path.add(table);
    for (const c of op.columns) if (c.references && c.references.entity !== table) visit(c.references.entity, path);
    path.delete(table);
    done.add(table);
    out.push(op);
  };
  for (const t of [...byTable.keys()].sort()) visit(t, new Set());
  return out;
}
