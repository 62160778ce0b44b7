// Reading a menu and changing it in the database. A change (a move, a new
// item) reads the tags and writes every changed one inside one transaction
// (PostgreSQL: the menu's root row is locked first, so two changes in one
// menu take turns; SQLite's writer lock does the same), with an audit entry
// per changed tag.
import { sql } from 'kysely';
import { dialectOf } from '../../platform/db/dialect.js';
import type { Dialect, Executor, Queryable, Row } from '../../platform/db/executor.js';
import { auditWrite } from '../../platform/data/audit.js';
import { decodeRow } from '../../platform/data/codec.js';
import { entity } from '../../platform/data/entities.js';
import type { Actor, Identity } from '../../platform/data/identity.js';
import { allowedTagIds, isScoped } from '../../platform/data/scope.js';
import { coded } from '../../platform/errors.js';
import { isFixedTag } from '../../../shared/fixed-tags.js';
import { planMove, type ChainFields, type MoveRequest } from './navigation-move.js';
import { navTree, TagIndex, type NavNode, type NavTag } from './navigation-tree.js';

async function loadTags(db: Queryable): Promise<Row[]> {
  return db.all(db.builder.selectFrom('Tag').selectAll().orderBy('TId').compile());
}

/** A Tag row (every column read, or at least the menu's) as the menu works with it; a null flag reads as false. */
export function toNavTag(row: Row, dialect: Dialect): NavTag {
  const r = decodeRow('Tag', row as Record<keyof NavTag, unknown>, dialect);
  return {
    TId: r.TId,
    TIdParent: r.TIdParent,
    TName: String(r.TName),
    TPath: r.TPath ?? null,
    TVisible: r.TVisible === true,
    TDeleted: r.TDeleted === true,
    TNextId: r.TNextId,
    TChildId: r.TChildId,
  };
}

/** 404 unless the menu exists, is not deleted, and (Maintenance Users) is one of their tags. */
async function checkMenu(db: Queryable, identity: Identity, index: TagIndex, menuId: number): Promise<void> {
  const menu = index.byId.get(menuId);
  const hidden = isScoped(identity, entity('Tag')) && !(await allowedTagIds(db, identity)).includes(menuId);
  if (!menu || menu.TDeleted || hidden) throw coded(404, 'navigation.menuMissing', { id: menuId });
}

/** The first page linked to each tag (lowest CSortOrder, then CId). */
export async function linkedPages(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.all<{ TId: number; CId: number }>(
    db.builder
      .selectFrom('TagToContent')
      .select(['TId', 'CId'])
      .orderBy('TId')
      .orderBy('CSortOrder')
      .orderBy('CId')
      .compile(),
  );
  const map = new Map<number, number>();
  for (const r of rows) if (!map.has(Number(r.TId))) map.set(Number(r.TId), Number(r.CId));
  return map;
}

export async function readMenu(db: Queryable, identity: Identity, menuId: number): Promise<NavNode[]> {
  const index = new TagIndex((await loadTags(db)).map((row) => toNavTag(row, db.dialect)));
  await checkMenu(db, identity, index, menuId);
  return navTree(index, menuId, await linkedPages(db));
}

/** What a change to a menu works on: the transaction, the tags as read inside it, and the menu checked. */
interface MenuTx {
  tx: Queryable;
  rows: Row[];
  index: TagIndex;
}

/**
 * Runs `work` in one transaction on a menu the actor may use: on PostgreSQL
 * the menu's row is locked first, so two changes in one menu take turns.
 */
export async function changeMenu<T>(
  db: Executor,
  actor: Actor,
  menuId: number,
  work: (menu: MenuTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (dialectOf(tx).locksRows)
      await tx.run(sql`SELECT 1 FROM "Tag" WHERE "TId" = ${menuId} FOR UPDATE`.compile(tx.builder));
    const rows = await loadTags(tx);
    const index = new TagIndex(rows.map((row) => toNavTag(row, tx.dialect)));
    await checkMenu(tx, actor, index, menuId);
    return work({ tx, rows, index });
  });
}

/** Writes planned chain fields, one audit entry per tag (`rows`: the tags before the change, for the diff). */
export async function writeChain(
  tx: Queryable,
  actor: Actor,
  rows: Row[],
  changes: Map<number, ChainFields>,
): Promise<void> {
  const tagEntity = entity('Tag');
  const before = new Map(rows.map((r) => [Number(r.TId), r]));
  for (const [id, fields] of changes) {
    const after = await tx.first(
      tx.builder.updateTable('Tag').set(fields).where('TId', '=', id).returningAll().compile(),
    );
    await auditWrite(tx, actor, tagEntity, 'Update', [id], before.get(id), after);
  }
}

export async function moveMenuItem(db: Executor, actor: Actor, menuId: number, move: MoveRequest): Promise<void> {
  await changeMenu(db, actor, menuId, async ({ tx, rows, index }) =>
    writeChain(tx, actor, rows, planMove(index, menuId, move)),
  );
}

/**
 * Deletes a menu item (soft: TDeleted, its chain place kept so its
 * neighbours stay linked); its items below stop showing with it, and the
 * pages it links to stay. A menu operation under the menu's lock, written
 * here rather than through the generic interface, whose tag rules refuse to
 * delete a tag that content is linked to or that has live tags beneath it:
 * for a menu item those are its own page link and its own items.
 */
export async function removeMenuItem(db: Executor, actor: Actor, menuId: number, itemId: number): Promise<void> {
  await changeMenu(db, actor, menuId, async ({ tx, rows, index }) => {
    const node = index.byId.get(itemId);
    if (!node || node.TDeleted || itemId === menuId || !index.isWithin(itemId, menuId))
      throw coded(404, 'navigation.notItem', { id: itemId, menuId });
    if (isFixedTag(itemId)) throw coded(409, 'tag.fixedDelete', { name: node.TName, id: itemId });
    await setItemDeleted(tx, actor, rows, itemId, true);
  });
}

/**
 * Puts a deleted menu item back: the Undo of its delete (decision 0105). The
 * delete kept the item's chain place, and moves rewrite chains with deleted
 * tags in them, so un-deleting is all it takes: the item shows where its
 * chain place now is, with its items below (deleted with it by being under
 * it, not one by one). Refused (409, nothing written) when an item above it
 * is deleted too: it would stay hidden, which a successful Undo must not be.
 */
export async function restoreMenuItem(db: Executor, actor: Actor, menuId: number, itemId: number): Promise<void> {
  await changeMenu(db, actor, menuId, async ({ tx, rows, index }) => {
    const node = index.byId.get(itemId);
    if (!node || !node.TDeleted || itemId === menuId || !index.isWithin(itemId, menuId))
      throw coded(404, 'navigation.notDeletedItem', { id: itemId, menuId });
    const above = deletedAbove(index, itemId, menuId);
    if (above)
      throw coded(409, 'navigation.restoreUnderDeleted', {
        name: node.TName,
        id: itemId,
        above: above.TName,
        aboveId: above.TId,
      });
    await setItemDeleted(tx, actor, rows, itemId, false);
  });
}

/** Marks a menu item deleted or not, audited as an update of its tag (rows: the menu's tags before the change). */
async function setItemDeleted(
  tx: Queryable,
  actor: Actor,
  rows: readonly Row[],
  itemId: number,
  deleted: boolean,
): Promise<void> {
  const after = await tx.first(
    tx.builder
      .updateTable('Tag')
      .set({ TDeleted: dialectOf(tx).bool(deleted) })
      .where('TId', '=', itemId)
      .returningAll()
      .compile(),
  );
  await auditWrite(
    tx,
    actor,
    entity('Tag'),
    'Update',
    [itemId],
    rows.find((r) => Number(r.TId) === itemId),
    after,
  );
}

/** The nearest deleted tag between an item and its menu, if any (the menu itself is checked by changeMenu). */
function deletedAbove(index: TagIndex, itemId: number, menuId: number): NavTag | undefined {
  const seen = new Set<number>();
  let at = index.byId.get(itemId)?.TIdParent ?? null;
  while (at !== null && at !== menuId && !seen.has(at)) {
    seen.add(at);
    const tag = index.byId.get(at);
    if (!tag) return undefined;
    if (tag.TDeleted) return tag;
    at = tag.TIdParent;
  }
  return undefined;
}
