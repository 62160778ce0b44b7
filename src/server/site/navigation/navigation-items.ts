// Adding one item to a menu (POST /navigation/{TId}/items): the item's tag,
// its link to a page (TagToContent) and its place in the TNextId/TChildId
// chain are written in ONE transaction, so a failure anywhere leaves nothing
// behind. The chain is placed by the same plan as a move: the new tag starts
// as a child of its parent the chain does not name yet (navigation-tree.ts
// shows such strays last) and is then "moved" before `beforeId`.
import { decodeRow } from '../../platform/data/codec.js';
import { untypedTables } from '../../platform/db/untyped-tables.js';
import type { Executor, Queryable, Row } from '../../platform/db/executor.js';
import { auditWrite } from '../../platform/data/audit.js';
import { entity } from '../../platform/data/entities.js';
import type { Actor } from '../../platform/data/identity.js';
import { allowedTagIds, isScoped, valueInScope } from '../../platform/data/scope.js';
import { checkTagLinkContent } from './tag-link-rules.js';
import { insertValues } from '../../platform/data/write-values.js';
import { coded, invalid } from '../../platform/errors.js';
import { integerField, objectBody, onlyFields } from '../../platform/http/body.js';
import { PAGE_TYPES } from '../content/live-pages.js';
import { checkPlace, planMove } from './navigation-move.js';
import { changeMenu, toNavTag, writeChain } from './navigation-store.js';
import { TagIndex } from './navigation-tree.js';

interface NewMenuItem {
  TName: string;
  TPath: string | null;
  /** The page the item links to, if any. */
  CId: number | null;
  TVisible: boolean;
  parentId: number;
  beforeId: number | null;
}

const FIELDS = ['TName', 'TPath', 'CId', 'parentId', 'beforeId', 'TVisible'] as const;
// A menu link is an href on the public site: a path of ours or an http(s) address, never javascript: and the like.
const LINK = /^(\/|https?:\/\/\S)/i;

/** The request body, each problem a 422 naming its field. */
export function parseNewItem(raw: unknown): NewMenuItem {
  const body = objectBody(raw);
  onlyFields(body, FIELDS);
  if (typeof body.TName !== 'string' || !body.TName.trim()) throw coded(422, 'navigation.nameRequired', {}, 'TName');
  if (!('beforeId' in body))
    throw invalid('beforeId must be given: the item to place the new one before, or null for last', 'beforeId');
  if (body.TPath !== undefined && body.TPath !== null && typeof body.TPath !== 'string')
    throw invalid('TPath must be text or null', 'TPath');
  const TPath = typeof body.TPath === 'string' && body.TPath.trim() ? body.TPath.trim() : null;
  if (TPath !== null && !LINK.test(TPath)) throw coded(422, 'navigation.link', {}, 'TPath');
  if (body.TVisible !== undefined && typeof body.TVisible !== 'boolean')
    throw invalid('TVisible must be true or false', 'TVisible');
  return {
    TName: body.TName.trim(),
    TPath,
    CId: body.CId === undefined || body.CId === null ? null : integerField(body, 'CId'),
    TVisible: body.TVisible ?? true,
    parentId: integerField(body, 'parentId'),
    beforeId: body.beforeId === null ? null : integerField(body, 'beforeId'),
  };
}

/** The page's URL when CId is a live page the actor may see; a 400 naming CId otherwise (out of scope reads as unknown). */
async function linkablePageUrl(tx: Queryable, actor: Actor, CId: number): Promise<string> {
  const stored = await tx.first<Record<'CId' | 'CtId' | 'CDeleted' | 'CSeoUrl', unknown>>(
    tx.builder.selectFrom('Content').select(['CId', 'CtId', 'CDeleted', 'CSeoUrl']).where('CId', '=', CId).compile(),
  );
  const row = stored && decodeRow('Content', stored, tx.dialect);
  const hidden =
    isScoped(actor, entity('Content')) &&
    !(await valueInScope(tx, actor, await allowedTagIds(tx, actor), 'content', CId));
  if (!row || hidden) throw coded(400, 'navigation.pageMissing', { id: CId }, 'CId');
  if (!(PAGE_TYPES as readonly number[]).includes(row.CtId))
    throw coded(400, 'navigation.notPage', { id: CId, type: row.CtId }, 'CId');
  if (row.CDeleted === true) throw coded(400, 'navigation.pageDeleted', { id: CId }, 'CId');
  const url = typeof row.CSeoUrl === 'string' ? row.CSeoUrl.trim() : '';
  if (!url) throw coded(400, 'navigation.pageNoUrl', { id: CId }, 'CId');
  return url;
}

async function insertRow(
  tx: Queryable,
  actor: Actor,
  name: 'Tag' | 'TagToContent',
  body: Record<string, unknown>,
): Promise<Row> {
  const meta = entity(name);
  const values = insertValues(meta, body, actor, tx.dialect); // the schema's rules: lengths, defaults, required fields
  return (await tx.first(untypedTables(tx.builder).insertInto(meta.table).values(values).returningAll().compile()))!;
}

/** Adds the item; answers its TId. */
export async function addMenuItem(db: Executor, actor: Actor, menuId: number, item: NewMenuItem): Promise<number> {
  return changeMenu(db, actor, menuId, async ({ tx, rows, index }) => {
    checkPlace(index, menuId, item.parentId, item.beforeId); // before the insert: a bad parent must not reach the database
    const pageUrl = item.CId === null ? null : await linkablePageUrl(tx, actor, item.CId);
    const tag = await insertRow(tx, actor, 'Tag', {
      TName: item.TName,
      TPath: item.TPath ?? pageUrl,
      TVisible: item.TVisible,
      TDeleted: false,
      TIdParent: item.parentId,
    });
    const TId = Number(tag.TId);

    const changes = planMove(new TagIndex([...rows, tag].map((row) => toNavTag(row, tx.dialect))), menuId, {
      TId,
      parentId: item.parentId,
      beforeId: item.beforeId,
    });
    const own = changes.get(TId);
    changes.delete(TId);
    const created = own
      ? (await tx.first(tx.builder.updateTable('Tag').set(own).where('TId', '=', TId).returningAll().compile()))!
      : tag;
    await auditWrite(tx, actor, entity('Tag'), 'Create', [TId], undefined, created); // one Create entry with the tag as it ends up

    if (item.CId !== null) {
      await checkTagLinkContent(tx, item.CId); // the whitelist, as for every link (already met by a page: kept so the rule has one home)
      const link = await insertRow(tx, actor, 'TagToContent', { TId, CId: item.CId, TtcPageUrl: pageUrl });
      await auditWrite(tx, actor, entity('TagToContent'), 'Create', [TId, item.CId], undefined, link);
    }
    await writeChain(tx, actor, rows, changes);
    return TId;
  });
}
