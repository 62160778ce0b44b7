// What a published URL change does to redirects (docs/editor-api.md):
// old → new is written as a 301; redirects that led to the old URL now lead
// straight to the new one (no chains); a redirect FROM the new URL is removed
// (the URL is a live page again, and keeping it would loop); a redirect from
// a URL to itself is never written. Links placing the page follow its URL.
import { dialectOf } from '../db/dialect.js';
import type { Queryable, Row } from '../db/executor.js';
import { rowToRecord } from '../data/codec.js';
import { entity, visibleFields } from '../data/entities.js';
import { coded } from '../errors.js';
import type { EditTransaction } from './edit-transaction.js';
import { lockUrl } from './url-lock.js';

/** 409 when another live page already has this URL (the URL stays locked until `q`'s transaction ends). */
export async function requireUrlFree(q: Queryable, cId: number | null, url: string | null | undefined): Promise<void> {
  if (!url) return;
  await lockUrl(q, url);
  let query = q.builder.selectFrom('Content').select(['CId', 'CTitle']).where('CSeoUrl', '=', url).where('CDeleted', '=', dialectOf(q).bool(false));
  if (cId !== null) query = query.where('CId', '!=', cId);
  const other = await q.first<{ CId: number; CTitle: string }>(query.limit(1).compile());
  if (other) throw coded(409, 'page.urlTaken', { url, title: other.CTitle, id: other.CId }, 'CSeoUrl');
}

async function redirectsWhere(q: Queryable, column: 'RFrom' | 'RTo', url: string): Promise<Row[]> {
  return q.all(q.builder.selectFrom('Redirect').selectAll().where(column, '=', url).orderBy('RId').compile());
}

/**
 * Called after the page's URL changed from `from` to `to` (both non-empty,
 * different). Returns the redirect that now leads from the old URL.
 */
export async function redirectMovedUrl(w: EditTransaction, cId: number, from: string, to: string): Promise<Record<string, unknown>> {
  const { tx } = w;
  for (const r of await redirectsWhere(tx, 'RFrom', to)) await w.delete('Redirect', [r.RId]);
  // Collapse chains: whatever led to the old URL leads to the new one.
  for (const r of await redirectsWhere(tx, 'RTo', from)) {
    if (r.RFrom !== from) await w.update('Redirect', [r.RId], { RTo: to });
  }
  const [existing] = await redirectsWhere(tx, 'RFrom', from);
  const row = existing ? await w.update('Redirect', [existing.RId], { RTo: to, RType: '301' }) : await w.insert('Redirect', { RFrom: from, RTo: to, RType: '301' });
  // Placements that carried the old URL carry the new one (a consequence of the save, not a separate right).
  const links = await tx.all<{ TId: number }>(tx.builder.selectFrom('TagToContent').select('TId').where('CId', '=', cId).where('TtcPageUrl', '=', from).compile());
  for (const l of links) await w.update('TagToContent', [l.TId, cId], { TtcPageUrl: to }, { trusted: true });
  return rowToRecord(entity('Redirect'), visibleFields(entity('Redirect')), row, tx.dialect);
}
