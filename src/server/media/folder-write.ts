// Writing the media folders: create, rename, move (never into itself or a
// subfolder of itself), delete (only an empty folder; otherwise a 409 naming
// what is inside). Each write is one transaction with its audit rows, taken
// under the tree's lock: two moves at once (A into B, B into A) could each
// pass the cycle check alone and together make a loop.
import { auditWrite } from '../platform/data/audit.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { badRequest, conflict, notFound } from '../platform/errors.js';
import { updateContent } from '../site/index.js';
import {
  FOLDER_DEPTH_MAX,
  type MediaFolderCreateBody,
  type MediaFolderSaveBody,
} from '../../shared/api/media-folders.js';
import { insertContent } from './content-insert.js';
import { cleanFolderName, requireFreeName } from './folder-name.js';
import { depthOf, descendantsOf, folderNodeOf, folderRow, readFolders, type FolderNode } from './folder-read.js';
import { FOLDER_MARK, FOLDER_TYPE } from './folder-sql.js';
import { listMedia } from './media-read.js';

// The lock's first key: the two-key advisory space (see site/content/url-lock.ts).
const FOLDER_LOCK_SPACE = 0x4d4644; // 'MFD'

/** Holds the folder tree's lock until the transaction ends (PostgreSQL; SQLite's write transactions already run one at a time). */
export async function lockFolderTree(tx: Queryable): Promise<void> {
  const lock = dialectOf(tx).transactionLock(FOLDER_LOCK_SPACE, 'media-folders');
  if (lock) await tx.run(lock);
}

/** Under the tree's lock: the folder exists (else 404), so a file put in it cannot land in a folder deleted meanwhile. */
export async function requireFolder(tx: Queryable, id: number): Promise<FolderNode> {
  await lockFolderTree(tx);
  return folderNodeOf(await folderRow(tx, id), tx.dialect);
}

const folderHead = (parentId: number | null) => ({ folder: FOLDER_MARK, parentId });

/** The levels below a folder, itself included (a folder without subfolders: 1). */
function heightOf(nodes: FolderNode[], id: number): number {
  const children = nodes.filter((n) => n.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(nodes, c.id)));
}

function requireDepth(nodes: FolderNode[], parentId: number | null, height: number): void {
  if (depthOf(nodes, parentId) + height > FOLDER_DEPTH_MAX)
    throw badRequest(
      `Folders nest at most ${FOLDER_DEPTH_MAX} levels deep: this would make ${depthOf(nodes, parentId) + height}`,
      'parentId',
    );
}

function requireParent(nodes: FolderNode[], parentId: number | null): void {
  if (parentId !== null && !nodes.some((n) => n.id === parentId))
    throw notFound(`The parent folder ${parentId} was not found`);
}

export async function createFolder(db: Executor, actor: Actor, body: MediaFolderCreateBody): Promise<FolderNode> {
  const name = cleanFolderName(body.name);
  const parentId = body.parentId ?? null;
  return db.transaction(async (tx) => {
    await lockFolderTree(tx);
    const nodes = await readFolders(tx);
    requireParent(nodes, parentId);
    requireDepth(nodes, parentId, 1);
    requireFreeName(nodes, parentId, name);
    const at = new Date().toISOString();
    const row = await insertContent(tx, actor, {
      CtId: FOLDER_TYPE,
      TemplateId: null,
      CTitle: name,
      CSeoTitle: null,
      CSeoUrl: null,
      CMetaDesc: null,
      CMetaData: null,
      CHeadContent: folderHead(parentId),
      CIntroPhoto: null,
      CIntroText: null,
      CIntroLink: null,
      CDeleted: false,
      CCreated: at,
      CLastModified: at,
    });
    return folderNodeOf(row, tx.dialect);
  });
}

export async function saveFolder(
  db: Executor,
  actor: Actor,
  id: number,
  body: MediaFolderSaveBody,
): Promise<FolderNode> {
  return db.transaction(async (tx) => {
    await lockFolderTree(tx);
    const before = await folderRow(tx, id, true);
    const nodes = await readFolders(tx);
    const self = nodes.find((n) => n.id === id)!;
    const name = body.name === undefined ? self.name : cleanFolderName(body.name);
    const parentId = body.parentId === undefined ? self.parentId : body.parentId;
    if (parentId !== self.parentId) {
      if (parentId === id || (parentId !== null && descendantsOf(nodes, id).has(parentId))) {
        throw badRequest(
          `"${self.name}" cannot move into ${parentId === id ? 'itself' : `"${nodes.find((n) => n.id === parentId)!.name}", one of its own subfolders`}`,
          'parentId',
        );
      }
      requireParent(nodes, parentId);
      requireDepth(nodes, parentId, heightOf(nodes, id));
    }
    requireFreeName(nodes, parentId, name, id);
    if (name === self.name && parentId === self.parentId) return self;
    return folderNodeOf(
      await updateContent(tx, actor, before, { CTitle: name, CHeadContent: folderHead(parentId) }),
      tx.dialect,
    );
  });
}

/** What a folder holds, in words: 'holds 3 files ("A", "B", "C") and 1 folder ("Logos")'. */
async function contentsOf(tx: Queryable, nodes: FolderNode[], id: number): Promise<string | undefined> {
  const files = await listMedia(tx, { folderId: String(id), pageSize: 3 });
  const folders = nodes.filter((n) => n.parentId === id);
  const named = (count: number, noun: string, names: string[]) =>
    `${count} ${noun}${count === 1 ? '' : 's'} (${names.map((n) => `"${n}"`).join(', ')}${count > names.length ? ` and ${count - names.length} more` : ''})`;
  const parts = [
    ...(files.pagination.totalCount
      ? [
          named(
            files.pagination.totalCount,
            'file',
            files.rows.map((f) => f.title),
          ),
        ]
      : []),
    ...(folders.length
      ? [
          named(
            folders.length,
            'folder',
            folders.slice(0, 3).map((f) => f.name),
          ),
        ]
      : []),
  ];
  return parts.length ? parts.join(' and ') : undefined;
}

export async function deleteFolder(db: Executor, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFolderTree(tx);
    const before = await folderRow(tx, id, true);
    const inside = await contentsOf(tx, await readFolders(tx), id);
    if (inside)
      throw conflict(`"${String(before.CTitle)}" is not empty: it holds ${inside}. Move or delete them first.`);
    await tx.run(tx.builder.deleteFrom('Content').where('CId', '=', id).compile());
    await auditWrite(tx, actor, entity('Content'), 'Delete', [id], before, undefined);
  });
}
