// --rename for the migration generator (migration-diff.ts): tables and
// columns renamed in place (rows kept), with the indexes that follow them,
// and flags that name an entity by its old name read with its new one.
import type { ColumnSpec, IndexRename, MigrationOperation } from '../../src/server/platform/db/migration-types.js';
import type { DiffOptions } from './migration-diff.js';
import { prefixOf, searchableOf, tableIndexes } from './migration-indexes.js';
import type { StorageSnapshot } from './snapshot.js';

/** `--allow-drop Old.Field` given with the entity's old name: the name it has now. */
export function renamedEntity(name: string, options: DiffOptions): string {
  const [entity, fieldName] = name.split('.');
  for (const r of options.renames ?? []) {
    const [from, to] = r.split('=');
    if (from === entity && !from.includes('.')) return fieldName ? `${to}.${fieldName}` : to;
  }
  return name;
}

/**
 * Applies --rename to a copy of `before`: tables and columns take their new
 * names, references in every table follow. Returns the rename operations,
 * each carrying the indexes that follow it.
 */
export function applyRenames(
  before: StorageSnapshot,
  after: StorageSnapshot,
  renames: string[],
  problems: string[],
  plan: Map<MigrationOperation, string>,
) {
  const renamed: StorageSnapshot = structuredClone(before);
  const ops: MigrationOperation[] = [];
  const tableOfEntity = (s: StorageSnapshot, entity: string) => Object.keys(s).find((t) => s[t].entity === entity);
  const entityRenames = new Map<string, string>();
  const parsed = renames.map((r) => {
    const m = /^(\w+)(?:\.(\w+))?=(\w+)$/.exec(r);
    if (!m) problems.push(`--rename ${r}: write Old=New for an entity or Entity.Old=New for a field`);
    return m ? { raw: r, entity: m[1], field: m[2], to: m[3] } : undefined;
  });
  for (const r of parsed) {
    if (!r || r.field) continue;
    const from = tableOfEntity(renamed, r.entity);
    const to = tableOfEntity(after, r.to);
    const problem = !from
      ? `the previous schema has no entity ${r.entity} (already generated?)`
      : !to
        ? `schema/entities/ has no entity ${r.to} (rename it in its YAML file first)`
        : tableOfEntity(after, r.entity)
          ? `entity ${r.entity} still exists in schema/entities/`
          : from !== to && renamed[to]
            ? `a table ${to} already exists`
            : undefined;
    if (problem || !from || !to) {
      problems.push(`--rename ${r.raw}: ${problem}`);
      continue;
    }
    entityRenames.set(r.entity, r.to);
    const t = renamed[from];
    t.entity = r.to;
    if (from === to) continue; // the entity's table is named in its YAML (`table:`) and kept
    // ux_Old_C → ux_New_C, and so on: every generated index name starts with its prefix and table.
    const indexes: IndexRename[] = tableIndexes(from, t).map((i) => ({
      ...i,
      name: `${prefixOf(i.name)}_${to}${i.name.slice(prefixOf(i.name).length + 1 + from.length)}`,
      from: i.name,
    }));
    const search = searchableOf(t);
    const op: MigrationOperation = {
      op: 'renameTable',
      table: from,
      to,
      indexes,
      ...(search.length ? { search } : {}),
    };
    plan.set(op, `rename table ${from} → ${to} (entity ${r.entity} → ${r.to}; rows, indexes and search index kept)`);
    ops.push(op);
    delete renamed[from];
    renamed[to] = t;
    for (const other of Object.values(renamed))
      for (const c of Object.values(other.columns)) if (c.references?.entity === from) c.references.entity = to;
  }
  for (const r of parsed) {
    if (!r?.field) continue;
    const entity = entityRenames.get(r.entity) ?? r.entity;
    const table = tableOfEntity(renamed, entity);
    const t = table ? renamed[table] : undefined;
    const next = table ? after[table] : undefined;
    const problem = !t
      ? `the previous schema has no entity ${r.entity}`
      : !t.columns[r.field]
        ? `the previous schema has no field ${r.field} in ${entity} (already generated?)`
        : !next?.columns[r.to]
          ? `${entity} in schema/entities/ has no field ${r.to} (rename it in its YAML file first)`
          : next.columns[r.field]
            ? `${entity} still has a field ${r.field}`
            : t.columns[r.to]
              ? `${entity} already had a field ${r.to}`
              : undefined;
    if (problem || !t || !table) {
      problems.push(`--rename ${r.raw}: ${problem}`);
      continue;
    }
    const old = tableIndexes(table, t).filter((i) => i.name === `${prefixOf(i.name)}_${table}_${r.field}`);
    const columns: Record<string, ColumnSpec> = {};
    for (const [name, c] of Object.entries(t.columns))
      columns[name === r.field ? r.to : name] = name === r.field ? { ...c, name: r.to } : c;
    t.columns = columns;
    t.key = t.key.map((k) => (k === r.field ? r.to : k));
    for (const other of Object.values(renamed))
      for (const c of Object.values(other.columns))
        if (c.references?.entity === table && c.references.field === r.field) c.references.field = r.to;
    const now = tableIndexes(table, t);
    const indexes: IndexRename[] = old.map((i) => ({
      ...now.find((n) => n.name === `${prefixOf(i.name)}_${table}_${r.to}`)!,
      from: i.name,
    }));
    const search = t.columns[r.to].searchable ? searchableOf(t) : undefined;
    const op: MigrationOperation = {
      op: 'renameColumn',
      table,
      column: r.field,
      to: r.to,
      indexes,
      ...(search ? { search } : {}),
    };
    plan.set(
      op,
      `rename column ${entity}.${r.field} → ${r.to} (rows kept${indexes.length || search ? '; its indexes follow' : ''})`,
    );
    ops.push(op);
  }
  return { renamed, ops };
}
