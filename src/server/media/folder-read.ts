// Reading the media folders: every folder with its counts, as one flat list
// in tree order (docs/decisions/0038-media-folders.md). Folders are few (people
// make them by hand), so the whole tree is read at once and walked in memory;
// the file counts are one grouped query over the records.
import { sql } from 'kysely';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { notFound } from '../platform/errors.js';
import type { MediaFolder, MediaFolderTree } from '../../shared/api/media-folders.js';
import { fileFolderText, isFolder } from './folder-sql.js';
import { MEDIA_TYPES } from './media-read.js';

export interface FolderNode {
  id: number;
  name: string;
  parentId: number | null;
}

const parentOf = (row: Row, dialect: Dialect) => {
  const parentId = storedJsonObject('Content', row, 'CHeadContent', dialect).parentId;
  return typeof parentId === 'number' && Number.isSafeInteger(parentId) ? parentId : null;
};

/** A folder's row (`dialect`: the database it came from) as its node. */
export const folderNodeOf = (row: Row, dialect: Dialect): FolderNode => ({
  id: Number(row.CId),
  name: String(row.CTitle),
  parentId: parentOf(row, dialect),
});

/** Every folder. A parent that is gone (removed elsewhere) makes its child a root folder, so no folder is ever unreachable. */
export async function readFolders(db: Queryable): Promise<FolderNode[]> {
  const rows = await db.all(
    db.builder
      .selectFrom('Content')
      .where(isFolder(dialectOf(db)))
      .select(['CId', 'CTitle', 'CHeadContent'])
      .compile(),
  );
  const nodes = rows.map((row) => folderNodeOf(row, db.dialect));
  const ids = new Set(nodes.map((n) => n.id));
  return nodes.map((n) => (n.parentId !== null && !ids.has(n.parentId) ? { ...n, parentId: null } : n));
}

/** One folder, or a 404 naming it; `forUpdate` locks its row (PostgreSQL). */
export async function folderRow(db: Queryable, id: number, forUpdate = false): Promise<Row> {
  let q = db.builder
    .selectFrom('Content')
    .selectAll()
    .where('CId', '=', id)
    .where(isFolder(dialectOf(db)));
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  const row = await db.first(q.compile());
  if (!row) throw notFound(`Folder ${id} was not found`);
  return row;
}

/** The ids of a folder's subfolders, at every depth (the folder itself excluded). */
export function descendantsOf(nodes: FolderNode[], id: number): Set<number> {
  const found = new Set<number>();
  const walk = (parent: number) => {
    for (const n of nodes) {
      if (n.parentId !== parent || found.has(n.id)) continue;
      found.add(n.id);
      walk(n.id);
    }
  };
  walk(id);
  return found;
}

/** How many levels a folder sits below the root (a root folder: 1). */
export function depthOf(nodes: FolderNode[], id: number | null): number {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  let depth = 0;
  for (
    let at = id === null ? undefined : byId.get(id);
    at && depth <= nodes.length;
    at = at.parentId === null ? undefined : byId.get(at.parentId)
  )
    depth++;
  return depth;
}

/** Files per folder id (as text; null: no folder), over every media record. */
async function fileCounts(db: Queryable): Promise<Map<string | null, number>> {
  const d = dialectOf(db);
  const folder = fileFolderText(d);
  const rows = await db.all<{ folder: string | null; n: number | string }>(
    db.builder
      .selectFrom('Content')
      .where('CtId', 'in', [...MEDIA_TYPES])
      .where('CDeleted', '=', d.bool(false))
      .where('CIntroPhoto', 'is not', null)
      .select([folder.as('folder'), sql<number>`COUNT(*)`.as('n')])
      .groupBy(folder)
      .compile(),
  );
  return new Map(rows.map((r) => [r.folder === null ? null : String(r.folder), Number(r.n)]));
}

const byName = (a: FolderNode, b: FolderNode) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

export async function folderTree(db: Queryable): Promise<MediaFolderTree> {
  const nodes = await readFolders(db);
  const counts = await fileCounts(db);
  const direct = (id: number) => counts.get(String(id)) ?? 0;
  const totalCount = [...counts.values()].reduce((a, b) => a + b, 0);
  const folders: MediaFolder[] = [];
  const place = (parentId: number | null) => {
    for (const n of nodes.filter((f) => f.parentId === parentId).sort(byName)) {
      const inside = [...descendantsOf(nodes, n.id)].reduce((sum, id) => sum + direct(id), direct(n.id));
      folders.push({ ...n, fileCount: direct(n.id), totalFileCount: inside });
      place(n.id);
    }
  };
  place(null);
  const filed = nodes.reduce((sum, n) => sum + direct(n.id), 0);
  return { folders, unfiledCount: totalCount - filed, totalCount };
}
