// The dialect-neutral operations a generated migration lists. The migrator
// (migrate.ts) turns each into DDL for SQLite or PostgreSQL. Hand-written
// migrations may instead export `up(db)` for anything these cannot say.
import type { Queryable } from './executor.js';
import type { FieldMeta } from '../../../shared/schema-model.js';

/** The storage-relevant part of a field: what the snapshot keeps and DDL needs. */
export type ColumnSpec = Pick<
  FieldMeta,
  'name' | 'type' | 'length' | 'autoIncrement' | 'unique' | 'indexed' | 'searchable' | 'references' | 'default'
> & {
  /** Has a sort index on (column, key); absent in snapshots older than the mark (issue 12). */
  sortable?: boolean;
};

/** An index the generator names and creates (ux_, sort_, ix_ + table + column). */
export interface IndexSpec {
  name: string;
  columns: string[];
  unique: boolean;
}

/** An index that follows a rename: its name before, and what it is after (name, columns). */
export type IndexRename = IndexSpec & { from: string };

/**
 * A table's whole definition at one point of a migration: what SQLite's
 * table rebuild (create, copy, drop, rename) recreates. PostgreSQL alters in
 * place and does not read it.
 */
export interface TableDefinition {
  key: string[];
  columns: ColumnSpec[];
  indexes: IndexSpec[];
  /** Its searchable columns (the search index), possibly none. */
  search: string[];
}

export type MigrationOperation =
  | { op: 'createTable'; table: string; key: string[]; columns: ColumnSpec[] }
  | { op: 'addColumn'; table: string; column: ColumnSpec }
  | { op: 'createIndex'; table: string; name: string; columns: string[]; unique: boolean }
  /** Only for an index another one now covers (a plain index a sort index starts with), or a sort index no longer wanted: no data is lost. */
  | { op: 'dropIndex'; table: string; name: string }
  /** The complete list of searchable columns of a table: (re)builds its trigram index. */
  | { op: 'searchIndex'; table: string; key: string[]; columns: string[] }
  /**
   * `table` becomes `to`, rows kept. Its indexes are renamed after it; `search`
   * (its searchable columns, when it has some) rebuilds SQLite's search table,
   * which names its content table.
   */
  | { op: 'renameTable'; table: string; to: string; indexes: IndexRename[]; search?: string[] }
  /** Column `column` of `table` becomes `to`, values kept; `search` when the column is searchable (the table's searchable columns after). */
  | { op: 'renameColumn'; table: string; column: string; to: string; indexes: IndexRename[]; search?: string[] }
  /** Loses the column's values (the generator asks for --allow-drop). `rebuild`: the table without it. */
  | { op: 'dropColumn'; table: string; column: string; rebuild: TableDefinition }
  /** Loses the table and its rows (the generator asks for --allow-drop). */
  | { op: 'dropTable'; table: string }
  /**
   * The column's type changes from `from` to `column`'s; values are converted
   * by type-change.ts's expression. `rebuild`: the table after the change.
   */
  | {
      op: 'changeColumnType';
      table: string;
      column: ColumnSpec;
      from: Pick<ColumnSpec, 'type' | 'length'>;
      rebuild: TableDefinition;
    };

export interface Migration {
  id: string;
  operations?: MigrationOperation[];
  up?: (tx: Queryable) => Promise<void>;
}
