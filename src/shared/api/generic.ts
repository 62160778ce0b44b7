// The generic interface's shared request parts (contract §2): the list query,
// the key in the path, and the headers it answers with. The per-entity record
// and body schemas are generated from the YAML (api-schemas.generated.ts).
import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../page-sizes.js';

/**
 * A record as a list or get with `fields=` answers it: the named fields of the generated record
 * type, each present (null where the database holds none; a key the database fills is there too).
 */
export type FieldsOf<Entity, Field extends keyof Entity> = { [F in Field]-?: Exclude<Entity[F], undefined> };

export const MAX_PAGE_NUMBER = 10_000_000;

const FILTER_GRAMMAR =
  'Terms joined by ",". A term is `Field<op>value`; it may start with `|` (OR with what came before) or `.` (AND, the default); ' +
  'AND binds tighter than OR, so `a,b,|c` is `(a AND b) OR c`. Operators: `==` (or `=`), `!=`, `>`, `>=`, `<`, `<=`, ' +
  '`~` contains (case-insensitive), `!~` does not contain, `^` starts with, `$` ends with. The value `null` compares with NULL; ' +
  '`\\` escapes `,`, `|` and `\\` in values; booleans are `true`/`false`, dates ISO-8601. Unknown or secret fields are a 400 naming them.';

export const ListQuery = Type.Object(
  {
    pageNumber: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_NUMBER,
        description: 'The page, from 1. Without it every matching row is streamed (no x-pagination).',
      }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        description: `Rows per page (default ${DEFAULT_PAGE_SIZE}).`,
      }),
    ),
    filters: Type.Optional(Type.String({ description: FILTER_GRAMMAR })),
    orderBy: Type.Optional(
      Type.String({
        description:
          '`Field asc|desc`, several joined by ",". Ties are broken by the key. One field the schema marks sortable is read from its index, whatever the page; other non-secret, non-JSON fields are accepted but sort the matching rows on every call.',
      }),
    ),
    fields: Type.Optional(
      Type.String({ description: 'A comma-separated projection: only these fields are answered.' }),
    ),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

export const KeyParams = Type.Object({
  key: Type.String({ minLength: 1, description: 'The key: `5`, or a composite key in key order: `[a,b]`.' }),
});
export const KeysParams = Type.Object({
  keys: Type.String({ minLength: 1, description: 'Keys: `[1,2,3]`; composite keys `[[a,b],[c,d]]`.' }),
});

/** The paging record of the `x-pagination` header (spec §7), as JSON text. */
export const Pagination = Type.Object({
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  currentPage: Type.Integer(),
  hasNext: Type.Boolean(),
  hasPrevious: Type.Boolean(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  previousPageNumber: Type.Union([Type.Integer(), Type.Null()]),
  nextPageNumber: Type.Union([Type.Integer(), Type.Null()]),
});
export type Pagination = Static<typeof Pagination>;

export const PAGINATION_HEADER = Type.String({
  description:
    'The paging record as JSON: pageNumber, pageSize, currentPage, hasNext, hasPrevious, totalPages, totalCount, previousPageNumber, nextPageNumber.',
  contentMediaType: 'application/json',
});
export const ETAG_HEADER = Type.String({
  description:
    'The record version; send it back in If-Match to refuse a stale write (412), or in If-None-Match to get 304.',
});
