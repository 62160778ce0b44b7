// The SQL pieces of the media folders (docs/decisions/0038-media-folders.md): a
// folder is a Content row of type Notes (58) whose CHeadContent says
// {"folder": "media", "parentId": …}; a file's folder is the `folderId` of
// its record's CHeadContent. Both dialects read JSON differently (SQLite's
// json_extract gives a number, PostgreSQL's #>> text), so folder ids are
// compared as text.
import { sql, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { dialectOf, type SqlDialect } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import { CT } from '../../shared/content-types.js';
import { UNFILED } from '../../shared/api/media-folders.js';

export const FOLDER_TYPE = CT.Notes;
/** The mark that tells a folder from the other Notes rows (settings). */
export const FOLDER_MARK = 'media';

const asText = (expression: RawBuilder<unknown>) => sql<string | null>`CAST(${expression} AS TEXT)`;

/** A media record's folder id, as text (NULL: in no folder). */
export const fileFolderText = (d: SqlDialect) => asText(d.jsonText(sql.ref('CHeadContent'), ['folderId']));

/** The Content rows that are media folders (not removed). */
export function isFolder(d: SqlDialect) {
  return (eb: ExpressionBuilder<Database, 'Content'>) =>
    eb.and([
      eb('CtId', '=', FOLDER_TYPE),
      eb('CDeleted', '=', d.bool(false)),
      eb(d.jsonText(sql.ref('CHeadContent'), ['folder']), '=', FOLDER_MARK),
    ]);
}

/**
 * The list's folder filter: a folder's files, or the files in no folder —
 * which include the files whose folder is gone (removed through the generic
 * Content screens), so no file ever drops out of every view but "all".
 */
export function folderCondition(
  db: Queryable,
  folderId: string | undefined,
): ((eb: ExpressionBuilder<Database, 'Content'>) => RawBuilder<SqlBool>) | undefined {
  if (folderId === undefined) return undefined;
  const d = dialectOf(db);
  const folder = fileFolderText(d);
  if (folderId !== UNFILED) return () => sql<SqlBool>`${folder} = ${folderId}`;
  const folderIds = db.builder
    .selectFrom('Content')
    .where(isFolder(d))
    .select(asText(sql.ref('CId')).as('id'));
  return () => sql<SqlBool>`(${folder} IS NULL OR ${folder} NOT IN (${folderIds}))`;
}
