// Pure: the previous storage snapshot and the new one in, the operations that
// take the database from one to the other out, with their plan in words.
// Additive changes are generated as they come. Renames are generated when the
// developer names them (--rename), so rows are kept instead of dropped and
// re-added. What loses data (a drop, a type change that may not convert) is
// generated only when the developer allows it by name (--allow-drop,
// --allow-type-change); a new required field on an existing table needs a
// `default` (or --allow-null). Anything else is refused with a message that
// says what to do instead.
// Split by part: --rename (migration-renames.ts) and the indexes of a table
// (migration-indexes.ts); this file plans the whole change.
import type { ColumnSpec, MigrationOperation } from '../../src/server/platform/db/migration-types.js';
import { typeChange, typeName } from '../../src/server/platform/db/type-change.js';
import { definitionOf, describeIndexOp, indexOps, pushSearch } from './migration-indexes.js';
import { applyRenames, renamedEntity } from './migration-renames.js';
import type { StorageSnapshot, TableSnapshot } from './snapshot.js';

/** What the developer tells the generator (npm run gen -- --rename …), entity and field names as in the YAML. */
export interface DiffOptions {
  /** `Old=New` (an entity, and its table when the table is named after it) or `Entity.Old=New` (a field). */
  renames?: string[];
  /** `Entity` (the table and its rows) or `Entity.Field` (the column and its values) may be dropped. */
  allowDrop?: string[];
  /** `Entity.Field`: its type change may change or lose values (see type-change.ts). */
  allowTypeChange?: string[];
  /** `Entity.Field`: a new required field without a default may leave existing rows NULL (a table known to be empty). */
  allowNull?: string[];
  /** Every required field of the new schema, `Entity.Field` (from the model: the snapshot does not keep it). */
  required?: string[];
}

const BY_HAND =
  'Write that migration by hand in src/server/platform/db/migrations/ (export a Migration with up(db, dialect)), ' +
  'update schema-snapshot.generated.json to match, then run npm run gen again.';

export class DestructiveChangeError extends Error {
  constructor(readonly changes: string[]) {
    super(
      `The schema change is not generated:\n- ${changes.join('\n- ')}` +
        (changes.some((c) => c.includes('by hand')) ? `\n${BY_HAND}` : ''),
    );
    this.name = 'DestructiveChangeError';
  }
}

/** A flag that names nothing the change has (a typo, or a migration already generated). */
export class MigrationOptionError extends Error {
  constructor(readonly problems: string[]) {
    super(`npm run gen: ${problems.join('\n')}`);
    this.name = 'MigrationOptionError';
  }
}

export function diffSnapshots(
  before: StorageSnapshot,
  after: StorageSnapshot,
  options: DiffOptions = {},
): MigrationOperation[] {
  return planMigration(before, after, options).ops;
}

/** The operations, and one line in words per operation ("rename column Redirect.RNote → RComment (rows kept)"). */
export function planMigration(
  before: StorageSnapshot,
  after: StorageSnapshot,
  options: DiffOptions = {},
): { ops: MigrationOperation[]; plan: string[] } {
  const refused: string[] = [];
  const unused: string[] = [];
  const plan = new Map<MigrationOperation, string>();
  // Flags may name a renamed entity by its old name: from here on, its new one.
  options = {
    ...options,
    allowDrop: options.allowDrop?.map((n) => renamedEntity(n, options)),
    allowTypeChange: options.allowTypeChange?.map((n) => renamedEntity(n, options)),
    allowNull: options.allowNull?.map((n) => renamedEntity(n, options)),
  };
  const flag = (list: string[] | undefined, name: string) => !!list?.includes(name);
  const usedFlags = new Set<string>();

  // 1. Renames, applied to a copy of the previous snapshot: the rest of the diff then sees the new names.
  const { renamed, ops: renameOps } = applyRenames(before, after, options.renames ?? [], unused, plan);
  if (unused.length) throw new MigrationOptionError(unused);

  const dropped: MigrationOperation[] = [];
  const created: MigrationOperation[] = [];
  const added: MigrationOperation[] = [];
  const converted: MigrationOperation[] = [];
  const indexes: MigrationOperation[] = [];
  for (const [table, prev] of Object.entries(renamed)) {
    if (after[table]) continue;
    const entity = prev.entity;
    if (flag(options.allowDrop, entity)) {
      usedFlags.add(`drop:${entity}`);
      const op: MigrationOperation = { op: 'dropTable', table };
      plan.set(op, `drop table ${table} (entity ${entity}: every row lost, allowed by --allow-drop ${entity})`);
      dropped.push(op);
    } else {
      refused.push(
        `entity ${entity} (table ${table}) was removed: its rows would be lost. If you renamed it, run npm run gen -- --rename ${entity}=<NewName>; ` +
          `to drop it and its rows, run npm run gen -- --allow-drop ${entity}`,
      );
    }
  }
  for (const [table, next] of Object.entries(after)) {
    const prev = renamed[table];
    if (!prev) {
      const op: MigrationOperation = { op: 'createTable', table, key: next.key, columns: Object.values(next.columns) };
      plan.set(op, `create table ${table} (entity ${next.entity})`);
      created.push(op);
      indexes.push(...indexOps(table, next.key, Object.values(next.columns), undefined));
      pushSearch(indexes, table, undefined, next);
      continue;
    }
    const entity = next.entity;
    const field = (c: string) => `${entity}.${c}`;
    if (prev.key.join() !== next.key.join())
      refused.push(`table ${table}: key changed from [${prev.key}] to [${next.key}] (write that migration by hand)`);
    // The table as it is at each point of the migration, for SQLite's rebuilds: the added columns come first.
    const current: TableSnapshot = { ...prev, columns: { ...prev.columns } };
    const fresh = Object.values(next.columns).filter((c) => !prev.columns[c.name]);
    for (const column of fresh) {
      const required =
        flag(options.required, field(column.name)) && column.default === undefined && !column.autoIncrement;
      if (required && !flag(options.allowNull, field(column.name))) {
        refused.push(
          `new field ${field(column.name)} is required, but existing ${entity} rows would have no value: add a default to it in schema/entities/${entity}.yaml ` +
            `(${column.name}: { …, default: <value> }), which the migration writes into every existing row; or, if the table is empty, run npm run gen -- --allow-null ${field(column.name)}`,
        );
        continue;
      }
      if (required) usedFlags.add(`null:${field(column.name)}`);
      const op: MigrationOperation = { op: 'addColumn', table, column };
      const fill =
        column.default !== undefined
          ? `existing rows get the default ${JSON.stringify(column.default)}`
          : required
            ? 'existing rows get NULL: allowed by --allow-null'
            : 'existing rows get NULL';
      plan.set(op, `add column ${field(column.name)} ${typeName(column)} (${fill})`);
      added.push(op);
      current.columns[column.name] = column;
    }
    const referenced = referencedColumns(after, table);
    for (const [name, col] of Object.entries(prev.columns)) {
      const now = next.columns[name];
      if (now) {
        refused.push(...columnChanges(table, col, now));
        const change = typeChange(col, now);
        if (change.kind === 'same') continue;
        if (
          change.kind === 'unsupported' ||
          next.key.includes(name) ||
          col.autoIncrement ||
          col.references ||
          now.references ||
          referenced.has(name)
        ) {
          refused.push(
            `field ${field(name)}: type changed from ${typeName(col)} to ${typeName(now)}, which is not generated ` +
              `(${change.kind === 'unsupported' ? 'no conversion between these types' : 'a key, identity or reference column'}): write that migration by hand`,
          );
          continue;
        }
        if (change.kind === 'lossy' && !flag(options.allowTypeChange, field(name))) {
          refused.push(
            `field ${field(name)}: type changed from ${typeName(col)} to ${typeName(now)}, and ${change.loss}; to convert it so, run npm run gen -- --allow-type-change ${field(name)}`,
          );
          continue;
        }
        if (change.kind === 'lossy') usedFlags.add(`type:${field(name)}`);
        current.columns[name] = now;
        const op: MigrationOperation = {
          op: 'changeColumnType',
          table,
          column: now,
          from: pick(col),
          rebuild: definitionOf(table, current),
        };
        plan.set(
          op,
          `change type of ${field(name)} from ${typeName(col)} to ${typeName(now)} (` +
            (change.kind === 'safe'
              ? 'every value kept)'
              : `values converted: ${change.loss}; allowed by --allow-type-change ${field(name)})`),
        );
        converted.push(op);
      } else if (prev.key.includes(name)) {
        refused.push(`table ${table}: key field ${name} was removed (write that migration by hand)`);
      } else if (flag(options.allowDrop, field(name))) {
        usedFlags.add(`drop:${field(name)}`);
        delete current.columns[name];
        const op: MigrationOperation = { op: 'dropColumn', table, column: name, rebuild: definitionOf(table, current) };
        plan.set(op, `drop column ${field(name)} (data lost: allowed by --allow-drop ${field(name)})`);
        converted.push(op);
      } else {
        refused.push(
          `field ${field(name)} was removed: its values would be lost. If you renamed it, run npm run gen -- --rename ${field(name)}=<NewName>; ` +
            `to drop it and its values, run npm run gen -- --allow-drop ${field(name)}`,
        );
      }
    }
    indexes.push(...indexOps(table, next.key, Object.values(next.columns), prev));
    pushSearch(indexes, table, prev, next);
  }
  for (const [list, kind, what] of [
    [options.allowDrop, 'drop', 'nothing of that name was removed'],
    [options.allowTypeChange, 'type', 'no type change of that field needs it'],
    [options.allowNull, 'null', 'no new required field without a default has that name'],
  ] as const) {
    for (const name of list ?? [])
      if (!usedFlags.has(`${kind}:${name}`))
        unused.push(`--allow-${{ drop: 'drop', type: 'type-change', null: 'null' }[kind]} ${name}: ${what}`);
  }
  if (refused.length) throw new DestructiveChangeError(refused);
  if (unused.length) throw new MigrationOptionError(unused);
  // Renames first (the rest speaks the new names), dropped tables, new tables (in an order that satisfies
  // references), new columns, then type changes and dropped columns (SQLite rebuilds see the new columns), then indexes.
  const ops = [...renameOps, ...dropped, ...orderByReferences(created), ...added, ...converted, ...indexes];
  for (const op of ops) if (!plan.has(op)) plan.set(op, describeIndexOp(op, after));
  return { ops, plan: ops.map((op) => plan.get(op)!) };
}
const pick = (c: ColumnSpec): Pick<ColumnSpec, 'type' | 'length'> =>
  c.length === undefined ? { type: c.type } : { type: c.type, length: c.length };

/** Columns of `table` that other tables (or itself) reference. */
function referencedColumns(snapshot: StorageSnapshot, table: string): Set<string> {
  const out = new Set<string>();
  for (const t of Object.values(snapshot))
    for (const c of Object.values(t.columns)) if (c.references?.entity === table) out.add(c.references.field);
  return out;
}
function columnChanges(table: string, a: ColumnSpec, b: ColumnSpec): string[] {
  const out: string[] = [];
  const where = `table ${table}: column ${a.name}`;
  const hand = ' (write that migration by hand)';
  if (a.autoIncrement !== b.autoIncrement) out.push(`${where}: autoIncrement changed${hand}`);
  if (a.unique && !b.unique) out.push(`${where}: unique index dropped${hand}`);
  if (a.indexed && !b.indexed) out.push(`${where}: index dropped${hand}`);
  if (!a.unique && b.unique) out.push(`${where}: made unique (existing rows may clash: add the index by hand)`);
  if (JSON.stringify(a.references) !== JSON.stringify(b.references)) out.push(`${where}: reference changed${hand}`);
  return out;
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
