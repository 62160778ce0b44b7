// The normalized entity model: what `schema/index.ts` produces from the YAML
// files and what the generator writes into `src/shared/generated/`. Both the
// server and the admin read it; nothing here may depend on Node or the DOM.

export const FIELD_TYPES = [
  'integer', // 32/64-bit whole number
  'number', // floating point
  'string', // bounded text (length required)
  'text', // unbounded text
  'boolean',
  'datetime', // ISO-8601 instant, stored as text (SQLite) / timestamptz (PostgreSQL)
  'json', // any JSON value, validated on write
  'uuid',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const ROLES = ['MoJoAdmin', 'Admin', 'Maintenance User'] as const;
export type Role = (typeof ROLES)[number];

export interface FieldReference {
  entity: string;
  field: string;
}

export interface FieldMeta {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Maximum length in characters, for `string`. */
  length?: number;
  /** Value stored when a create omits the field. */
  default?: string | number | boolean | null;
  /** Filled by the database (identity / autoincrement key). */
  autoIncrement: boolean;
  /** Written only by the server: ignored on create, refused on update. */
  readOnly: boolean;
  /** Never readable, filterable or sortable through the API (contract §5). */
  secret: boolean;
  /** Text the list search may look into; gets a trigram index. */
  searchable: boolean;
  unique: boolean;
  indexed: boolean;
  /**
   * Lists may be sorted by it cheaply: the generator gives it an index on
   * (field, key) and the admin offers it as a sortable column. Other fields
   * can still be sorted through the API, without an index.
   */
  sortable: boolean;
  references?: FieldReference;
  /**
   * Filled by the server on every write it applies to (and so read-only):
   * `created` / `updated` the current time, `actor` the signed-in user name.
   */
  stamp?: 'created' | 'updated' | 'actor';
  /**
   * `html`: rich text (text fields only). The server sanitises it on every
   * write; the admin edits it with a rich-text editor and shows it rendered.
   */
  format?: 'html';
}

/**
 * Who may use an entity (contract §5). MoJoAdmin may always do everything.
 * `scope` says how a Maintenance User's rows are limited: by the tags they
 * hold (`tag`) or by the content linked to those tags (`content`), through
 * the named field. An entity without a scope that a Maintenance User may read
 * is reference data (content types, templates): they read all of it. The
 * loader refuses write access for them on an entity without a scope.
 */
export interface AccessPolicy {
  read: Role[];
  write: Role[];
  scope?: { by: 'tag' | 'content'; field: string };
  /** Rows may be appended but never changed or deleted through the API. */
  appendOnly: boolean;
}

export interface EntityMeta {
  name: string;
  table: string;
  label: string;
  labelPlural: string;
  /** One field, or the composite key in its URL order (`/[a,b]`). */
  key: string[];
  fields: Record<string, FieldMeta>;
  /** Field names in declaration order. */
  fieldOrder: string[];
  access: AccessPolicy;
  listColumns: string[];
  recordRepresentation: string;
  /** Default sort when a list names none. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

export type SchemaModel = Record<string, EntityMeta>;
