// What a published URL change does to redirects (docs/editor-api.md):
// old → new is written as a 301; redirects that led to the old URL now lead
// straight to the new one (no chains); a redirect FROM the new URL is removed
// (the URL is a live page again, and keeping it would loop); a redirect from
// a URL to itself is never written. Links placing the page follow its URL.
// An old URL saved before the page-URL rule is written as the rule takes it
// (redirectFromOf, decision 0121), so such a page can still be moved.
import type { Queryable, Row } from '../platform/db/executor.js';
import { rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { EditTransaction } from './edit-transaction.js';
import { fromProblem } from '../../shared/redirect-rules.js';

async function redirectsWhere(q: Queryable, column: 'RFrom' | 'RTo', url: string): Promise<Row[]> {
  return q.all(q.builder.selectFrom('Redirect').selectAll().where(column, '=', url).orderBy('RId').compile());
}

/** What the rule refuses in a page URL (shared/page-url.ts), each character percent-encoded as a browser requests it. */
const REFUSED_IN_URL = /[\s?#<>"{}|\\^`\p{Cc}]/gu;

/**
 * The From of the redirect that keeps an old URL working, as today's rule takes it (decision 0121). A page saved
 * before the page-URL rule may have a URL it refuses ("/Old Page"); the redirect from it follows the rule
 * (decision 0115), so the move would fail its publish. The refused characters are written percent-encoded, the
 * form a visitor's browser requests ("/Old%20Page"); an old URL that is no path of this site at all ("old-page",
 * "//host") gets no redirect: no visitor reaches it as a path of this site, and the move is still published.
 */
function redirectFromOf(url: string): string | undefined {
  if (!fromProblem(url)) return url;
  const encoded = url.replace(REFUSED_IN_URL, (c) => encodeURIComponent(c));
  return fromProblem(encoded) ? undefined : encoded;
}

/**
 * Called after the page's URL changed from `from` to `to` (both non-empty,
 * different). Returns the redirect that now leads from the old URL, if one can (redirectFromOf).
 */
export async function redirectMovedUrl(
  w: EditTransaction,
  cId: number,
  from: string,
  to: string,
): Promise<Record<string, unknown> | undefined> {
  const { tx } = w;
  for (const r of await redirectsWhere(tx, 'RFrom', to)) await w.delete('Redirect', [r.RId]);
  // Collapse chains: whatever led to the old URL leads to the new one.
  for (const r of await redirectsWhere(tx, 'RTo', from)) {
    if (r.RFrom !== from) await w.update('Redirect', [r.RId], { RTo: to });
  }
  const redirectFrom = redirectFromOf(from);
  const [existing] = [
    ...(await redirectsWhere(tx, 'RFrom', from)),
    ...(redirectFrom && redirectFrom !== from ? await redirectsWhere(tx, 'RFrom', redirectFrom) : []),
  ];
  const row = existing
    ? await w.update('Redirect', [existing.RId], { RTo: to, RType: '301' })
    : redirectFrom
      ? await w.insert('Redirect', { RFrom: redirectFrom, RTo: to, RType: '301' })
      : undefined;
  // Placements that carried the old URL carry the new one (a consequence of the save, not a separate right).
  const links = await tx.all<{ TId: number }>(
    tx.builder.selectFrom('TagToContent').select('TId').where('CId', '=', cId).where('TtcPageUrl', '=', from).compile(),
  );
  for (const l of links) await w.update('TagToContent', [l.TId, cId], { TtcPageUrl: to }, { trusted: true });
  return row && rowToRecord(entity('Redirect'), visibleFields(entity('Redirect')), row, tx.dialect);
}
