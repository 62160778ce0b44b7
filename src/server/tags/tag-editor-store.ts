// The tag editor's writes (issue 16 item 5). Each is one transaction that
// reads the whole tree under the tree's lock, checks, and writes every
// changed tag through an audited statement, so a move (several TNextId,
// TChildId and TIdParent changes) happens entirely or not at all.
//
// The lock: on PostgreSQL a transaction-scoped advisory lock for the tag
// tree, and the top-level tags' rows FOR UPDATE in id order, which is the
// row the menu editor locks for a change in its menu
// (site/navigation/navigation-store.ts), so the two editors take turns on a menu's
// chain. SQLite's write transactions already run one at a time.
import { sql } from 'kysely';
import {
  TOP_LEVEL,
  type TagCreateBody,
  type TagTreeNode,
  type TagUpdateBody,
  type TagUsage,
} from '../../shared/api/tag-editor.js';
import { auditWrite } from '../platform/data/audit.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { updateOne } from '../platform/data/writes.js';
import { insertValues } from '../platform/data/write-values.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Executor, Queryable, Row } from '../platform/db/executor.js';
import { untypedTables } from '../platform/db/untyped-tables.js';
import { badRequest, notFound } from '../platform/errors.js';
import { writeChain } from '../site/index.js';
import type { MoveRequest } from '../site/index.js';
import { isFixedTag } from '../../shared/fixed-tags.js';
import { cleanIcon, cleanName, cleanPath } from './tag-fields.js';
import { editorTree, planTagMove, toEditorTag, wholeTreeIndex } from './tag-tree.js';
import { tagUses } from './tag-usage.js';
import { requireLiveTag } from './tag-references.js';
import { refuseTagDelete } from './tag-write-rules.js';

const TAG = entity('Tag');
const TREE_LOCK_SPACE = 0x544147; // 'TAG', the two-key advisory space (see site/content/url-lock.ts)

async function loadTags(db: Queryable): Promise<Row[]> {
  return db.all(db.builder.selectFrom('Tag').selectAll().orderBy('TId').compile());
}

export async function readTagTree(db: Queryable): Promise<TagTreeNode[]> {
  return editorTree((await loadTags(db)).map((row) => toEditorTag(row, db.dialect)));
}

async function underTreeLock<T>(db: Executor, work: (tx: Queryable, rows: Row[]) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const lock = dialectOf(tx).transactionLock(TREE_LOCK_SPACE, 'tag-tree');
    if (lock) {
      await tx.run(lock);
      await tx.run(sql`SELECT 1 FROM "Tag" WHERE "TIdParent" IS NULL ORDER BY "TId" FOR UPDATE`.compile(tx.builder));
    }
    return work(tx, await loadTags(tx));
  });
}

function liveRow(rows: Row[], tagId: number, dialect: Dialect): Row {
  const row = rows.find((r) => Number(r.TId) === tagId);
  if (!row || toEditorTag(row, dialect).TDeleted) throw notFound(`Tag ${tagId} was not found`);
  return row;
}

/** Adds a tag under `parentId` (0: the top level) before `beforeId`; answers its id. */
export async function createTag(db: Executor, actor: Actor, body: TagCreateBody): Promise<number> {
  return underTreeLock(db, async (tx, rows) => {
    const fields = {
      TName: cleanName(body.TName),
      TPath: await cleanPath(tx, body.TPath, null),
      CUrlDefaultPage: cleanIcon(body.CUrlDefaultPage),
      TVisible: body.TVisible ?? true,
      TDeleted: false,
      TIdParent: body.parentId === TOP_LEVEL ? null : body.parentId,
    };
    // The place is checked before the insert, so a bad parent never reaches the database.
    const before = wholeTreeIndex(rows.map((row) => toEditorTag(row, tx.dialect)));
    if (body.parentId !== TOP_LEVEL) {
      liveRow(rows, body.parentId, tx.dialect);
      // The generic interface deletes tags without the tree lock: the parent's row lock is what it waits on.
      await requireLiveTag(tx, body.parentId, 'parentId');
    }
    if (body.beforeId !== null && before.byId.get(body.beforeId)?.TIdParent !== body.parentId) {
      throw badRequest(
        `Tag ${body.beforeId} is not a child of ${body.parentId === TOP_LEVEL ? 'the top level' : `tag ${body.parentId}`}`,
        'beforeId',
      );
    }
    const values = insertValues(TAG, fields, actor, tx.dialect); // the schema's rules: lengths, defaults
    const tag = (await tx.first(
      untypedTables(tx.builder).insertInto(TAG.table).values(values).returningAll().compile(),
    ))!;
    const TId = Number(tag.TId);
    const changes = planTagMove(wholeTreeIndex([...rows, tag].map((row) => toEditorTag(row, tx.dialect))), {
      TId,
      parentId: body.parentId,
      beforeId: body.beforeId,
    });
    const own = changes.get(TId);
    changes.delete(TId);
    const created = own
      ? (await tx.first(tx.builder.updateTable('Tag').set(own).where('TId', '=', TId).returningAll().compile()))!
      : tag;
    await auditWrite(tx, actor, TAG, 'Create', [TId], undefined, created); // one Create entry with the tag as it ends up
    await writeChain(tx, actor, rows, changes);
    return TId;
  });
}

/** Renames, re-paths, re-icons, shows or hides one live tag. */
export async function updateTag(db: Executor, actor: Actor, tagId: number, body: TagUpdateBody): Promise<void> {
  await underTreeLock(db, async (tx, rows) => {
    const current = toEditorTag(liveRow(rows, tagId, tx.dialect), tx.dialect);
    const change: Record<string, unknown> = {};
    if (body.TName !== undefined) change.TName = cleanName(body.TName);
    if (body.TPath !== undefined && (body.TPath ?? '').trim() !== (current.TPath ?? ''))
      change.TPath = await cleanPath(tx, body.TPath, tagId);
    if (body.CUrlDefaultPage !== undefined) change.CUrlDefaultPage = cleanIcon(body.CUrlDefaultPage);
    if (body.TVisible !== undefined) change.TVisible = body.TVisible;
    await updateOne(tx, actor, TAG, [tagId], change, { replace: false });
  });
}

export async function moveTag(db: Executor, actor: Actor, move: MoveRequest): Promise<void> {
  await underTreeLock(db, async (tx, rows) =>
    writeChain(tx, actor, rows, planTagMove(wholeTreeIndex(rows.map((row) => toEditorTag(row, tx.dialect))), move)),
  );
}

export async function usageOf(db: Queryable, tagId: number): Promise<TagUsage> {
  const row = await db.first(db.builder.selectFrom('Tag').selectAll().where('TId', '=', tagId).compile());
  if (!row || toEditorTag(row, db.dialect).TDeleted) throw notFound(`Tag ${tagId} was not found`);
  return { TId: tagId, fixed: isFixedTag(tagId), uses: await tagUses(db, tagId) };
}

/**
 * Soft delete (TDeleted, as the menus do): the tag keeps its place in the
 * chain, so its neighbours stay linked. Refused (409) for a fixed tag and
 * for a tag in use, naming where (tag-write-rules.ts, the rule every Tag
 * write obeys; checked here first so the refusal names no field).
 */
export async function deleteTag(db: Executor, actor: Actor, tagId: number): Promise<void> {
  await underTreeLock(db, async (tx, rows) => {
    await refuseTagDelete(tx, liveRow(rows, tagId, tx.dialect));
    await updateOne(tx, actor, TAG, [tagId], { TDeleted: true }, { replace: false });
  });
}
