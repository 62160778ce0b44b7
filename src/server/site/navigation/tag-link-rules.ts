// The tag-to-content whitelist (spec §3.10, shared/tag-content-whitelist.ts)
// applied on the server wherever a link is made, whoever makes it: the
// generic interface (a TagToContent create, or an update that points a link
// at other content), the editor (new pages, duplicates) through the same
// single-record writes (writes.ts), and the navigation's own menu-item
// insert (site/navigation/navigation-items.ts). A content item that already has links
// may not change its type to one outside the whitelist either, as that
// would make the same forbidden link by the back door.
import type { Queryable } from '../../platform/db/executor.js';
import { invalid } from '../../platform/errors.js';
import { mayLinkToTag, tagLinkRefusal } from '../../../shared/tag-content-whitelist.js';

async function typeName(tx: Queryable, ctId: number): Promise<string | undefined> {
  const row = await tx.first<{ CtName: string | null }>(
    tx.builder.selectFrom('ContentType').select('CtName').where('CtId', '=', ctId).compile(),
  );
  return row?.CtName ?? undefined;
}

/** 422 naming CId unless the content's type may be placed under a tag; unknown content is left to the foreign key. */
export async function checkTagLinkContent(tx: Queryable, cId: unknown): Promise<void> {
  if (typeof cId !== 'number' && typeof cId !== 'string') return;
  const row = await tx.first<{ CtId: number }>(
    tx.builder.selectFrom('Content').select('CtId').where('CId', '=', Number(cId)).compile(),
  );
  if (!row) return;
  const ctId = Number(row.CtId);
  if (!mayLinkToTag(ctId)) throw invalid(tagLinkRefusal(Number(cId), ctId, await typeName(tx, ctId)), 'CId');
}

/** 422 naming CtId when linked content would take a type outside the whitelist. */
export async function checkLinkedContentType(tx: Queryable, cId: unknown, newCtId: unknown): Promise<void> {
  if (newCtId === undefined || newCtId === null || mayLinkToTag(Number(newCtId))) return;
  const link = await tx.first<{ TId: number }>(
    tx.builder.selectFrom('TagToContent').select('TId').where('CId', '=', Number(cId)).limit(1).compile(),
  );
  if (!link) return;
  const ctId = Number(newCtId);
  throw invalid(
    `${tagLinkRefusal(Number(cId), ctId, await typeName(tx, ctId))}; it is placed under tag ${link.TId}: remove its tag links first`,
    'CtId',
  );
}
