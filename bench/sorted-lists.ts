// Sorted list calls of the benchmark (issue 12 item 6): page 1 and page
// 2000, ascending and descending, by each sortable Content column; and the
// baseline's side of them: the same sort indexes and the same query (a
// deferred join: the page's keys from the index, then their rows), run
// straight on the driver.
import { SCHEMA } from '../src/shared/generated/entities.generated.js';

const CONTENT = SCHEMA.Content;
const KEY = CONTENT.key[0];
export const SORTED_COLUMNS = CONTENT.fieldOrder.filter((f) => CONTENT.fields[f].sortable);

export const SORTED_CALLS = SORTED_COLUMNS.flatMap((f) =>
  [1, 2000].flatMap((page) =>
    (['asc', 'desc'] as const).map((dir) => ({
      name: `${f} ${dir} p${page}`,
      path: `/api/v1/db/content?pageNumber=${page}&pageSize=20&orderBy=${encodeURIComponent(`${f} ${dir}`)}`,
      p99Target: 50,
    })),
  ),
);

const q = (name: string) => `"${name}"`;

/** The sort indexes the product's migrations make, for a database that lacks them (measuring older code). */
export const SORT_INDEXES = SORTED_COLUMNS.filter((f) => f !== KEY).map(
  (f) => `CREATE INDEX IF NOT EXISTS ${q(`sort_Content_${f}`)} ON "Content" (${q(f)}, ${q(KEY)})`,
);

/** `orderBy` of a call → the column and direction, when it names a sortable column. */
export function sortOf(orderBy: string | null): { field: string; desc: boolean } | undefined {
  const m = /^(\w+) (asc|desc)$/.exec(orderBy ?? '');
  return m && SORTED_COLUMNS.includes(m[1]) ? { field: m[1], desc: m[2] === 'desc' } : undefined;
}

/** A page sorted by one column, key last in the same direction; `?` or `$n` placeholders for LIMIT, OFFSET. */
export function sortedPageSql(
  cols: string,
  sort: { field: string; desc: boolean },
  placeholders: [string, string],
): string {
  const dir = sort.desc ? 'DESC' : 'ASC';
  const order = (t: string) =>
    sort.field === KEY ? `${t}${q(KEY)} ${dir}` : `${t}${q(sort.field)} ${dir}, ${t}${q(KEY)} ${dir}`;
  const outer = cols
    .split(', ')
    .map((c) => `r.${c}`)
    .join(', ');
  return `SELECT ${outer} FROM (SELECT ${q(KEY)} FROM "Content" ORDER BY ${order('')} LIMIT ${placeholders[0]} OFFSET ${placeholders[1]}) AS p CROSS JOIN "Content" AS r WHERE r.${q(KEY)} = p.${q(KEY)} ORDER BY ${order('r.')}`;
}
