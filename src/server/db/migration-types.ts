// The dialect-neutral operations a generated migration lists. The migrator
// (migrate.ts) turns each into DDL for SQLite or PostgreSQL. Hand-written
// migrations may instead export `up(db)` for anything these cannot say.
import type { Queryable } from './executor.js';
import type { FieldMeta } from '../../shared/schema-model.js';

/** The storage-relevant part of a field: what the snapshot keeps and DDL needs. */
export type ColumnSpec = Pick<FieldMeta, 'name' | 'type' | 'length' | 'autoIncrement' | 'unique' | 'indexed' | 'searchable' | 'references' | 'default'> & {
  /** Has a sort index on (column, key); absent in snapshots older than the mark (issue 12). */
  sortable?: boolean;
};

export type MigrationOperation =
  | { op: 'createTable'; table: string; key: string[]; columns: ColumnSpec[] }
  | { op: 'addColumn'; table: string; column: ColumnSpec }
  | { op: 'createIndex'; table: string; name: string; columns: string[]; unique: boolean }
  /** Only for an index another one now covers (a plain index a sort index starts with), or a sort index no longer wanted: no data is lost. */
  | { op: 'dropIndex'; table: string; name: string }
  /** The complete list of searchable columns of a table: (re)builds its trigram index. */
  | { op: 'searchIndex'; table: string; key: string[]; columns: string[] };

export interface Migration {
  id: string;
  operations?: MigrationOperation[];
  up?: (tx: Queryable) => Promise<void>;
}
