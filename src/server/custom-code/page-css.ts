// Per-page CSS: one PageCSS row per content item (PcCss), written through the data layer (scope content:CId,
// audited). Empty CSS keeps the row, empty. '</style' is refused: the public page places the CSS in a <style>
// element, which that text would close.
import type { Executor, Queryable } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { insertOne, updateOne } from '../platform/data/writes.js';
import { coded } from '../platform/errors.js';
import { decodeRow } from '../platform/data/codec.js';
import type { PageCss } from '../../shared/api/custom-code.js';

/** The content items that have page CSS, by title. */
export async function listPageCss(q: Queryable): Promise<PageCss[]> {
  const rows = await q.all<{
    PcId: number;
    CId: number;
    PcCss: string | null;
    PcUpdated: unknown;
    CTitle: string | null;
  }>(
    q.builder
      .selectFrom('PageCSS')
      .innerJoin('Content', 'Content.CId', 'PageCSS.CId')
      .select(['PageCSS.PcId', 'PageCSS.CId', 'PageCSS.PcCss', 'PageCSS.PcUpdated', 'Content.CTitle'])
      .orderBy('Content.CTitle')
      .compile(),
  );
  return rows.map((row) => {
    const r = decodeRow('PageCSS', row, q.dialect);
    return { CId: r.CId, CTitle: r.CTitle ?? '', PcId: r.PcId, css: r.PcCss ?? '', PcUpdated: r.PcUpdated };
  });
}

export async function readPageCss(q: Queryable, cId: number): Promise<PageCss> {
  const content = await q.first<{ CTitle: string | null }>(
    q.builder.selectFrom('Content').select('CTitle').where('CId', '=', cId).compile(),
  );
  if (!content) throw coded(404, 'code.contentMissing', { id: cId });
  const stored = await q.first<{ PcId: number; PcCss: string | null; PcUpdated: unknown }>(
    q.builder
      .selectFrom('PageCSS')
      .select(['PcId', 'PcCss', 'PcUpdated'])
      .where('CId', '=', cId)
      .orderBy('PcId')
      .limit(1)
      .compile(),
  );
  const row = stored && decodeRow('PageCSS', stored, q.dialect);
  return {
    CId: cId,
    CTitle: content.CTitle ?? '',
    PcId: row ? row.PcId : null,
    css: row?.PcCss ?? '',
    PcUpdated: row?.PcUpdated ?? null,
  };
}

export async function savePageCss(db: Executor, actor: Actor, cId: number, css: string): Promise<PageCss> {
  if (/<\/style/i.test(css)) throw coded(422, 'code.cssStyleEnd', {}, 'css');
  await db.transaction(async (tx) => {
    const current = await readPageCss(tx, cId);
    const pageCss = entity('PageCSS');
    if (current.PcId == null) await insertOne(tx, actor, pageCss, { CId: cId, PcCss: css });
    else await updateOne(tx, actor, pageCss, [current.PcId], { PcCss: css }, { replace: false });
  });
  return readPageCss(db, cId);
}
