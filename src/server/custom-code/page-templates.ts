// Page templates (Template ids 1-7, one per page type, spec §3.8) in Template Files: their Liquid source in
// Template.TSource, each save kept as a TemplateVersion (the newest TvActive). Checked with liquidjs like the other
// templates; written through the data layer (audited).
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Executor, Queryable, Row } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import { decodeRow } from '../platform/data/codec.js';
import type { Actor } from '../platform/data/identity.js';
import { insertOne, updateOne } from '../platform/data/writes.js';
import { notFound } from '../platform/errors.js';
import { requireValidLiquid } from './liquid-check.js';

const PAGE_TEMPLATE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

import type { PageTemplateFile } from '../../shared/api/custom-code.js';
interface PageTemplateVersion {
  CvId: number;
  CId: number;
  Active: boolean;
  ChangeDate: string | null;
  CvUserName: string | null;
  CvNote: string | null;
}

const toFile = (r: Row): PageTemplateFile => ({
  TemplateId: Number(r.TemplateId),
  TName: String(r.TName),
  TPath: (r.TPath as string | null) ?? null,
  source: (r.TSource as string | null) ?? '',
});

export async function listPageTemplates(q: Queryable): Promise<PageTemplateFile[]> {
  const rows = await q.all(
    q.builder
      .selectFrom('Template')
      .selectAll()
      .where('TemplateId', 'in', [...PAGE_TEMPLATE_IDS])
      .orderBy('TemplateId')
      .compile(),
  );
  return rows.map(toFile);
}

export async function readPageTemplate(q: Queryable, id: number): Promise<PageTemplateFile> {
  const row = (PAGE_TEMPLATE_IDS as readonly number[]).includes(id)
    ? await q.first(q.builder.selectFrom('Template').selectAll().where('TemplateId', '=', id).compile())
    : undefined;
  if (!row) throw notFound(`Page template ${id} was not found`);
  return toFile(row);
}

/** Versions in the same shape as a content item's (CvId = TvId, CId = TemplateId), so the screen lists both alike. */
function toVersion(row: Row, dialect: Dialect): PageTemplateVersion {
  const { TvId, TemplateId, TvActive, TvCreated, TvUserName, TvNote } = row;
  const r = decodeRow('TemplateVersion', { TvId, TemplateId, TvActive, TvCreated, TvUserName, TvNote }, dialect);
  return {
    CvId: r.TvId,
    CId: r.TemplateId,
    Active: r.TvActive === true,
    ChangeDate: r.TvCreated,
    CvUserName: r.TvUserName ?? null,
    CvNote: r.TvNote ?? null,
  };
}

export async function listPageTemplateVersions(q: Queryable, id: number): Promise<PageTemplateVersion[]> {
  await readPageTemplate(q, id);
  const rows = await q.all(
    q.builder.selectFrom('TemplateVersion').selectAll().where('TemplateId', '=', id).orderBy('TvId', 'desc').compile(),
  );
  return rows.map((row) => toVersion(row, q.dialect));
}

export async function readPageTemplateVersion(
  q: Queryable,
  id: number,
  tvId: number,
): Promise<PageTemplateVersion & { source: string; CTitle: string | null }> {
  const template = await readPageTemplate(q, id);
  const row = await q.first(
    q.builder.selectFrom('TemplateVersion').selectAll().where('TvId', '=', tvId).where('TemplateId', '=', id).compile(),
  );
  if (!row) throw notFound(`Version ${tvId} of page template ${id} was not found`);
  return { ...toVersion(row, q.dialect), source: (row.TvSource as string | null) ?? '', CTitle: template.TName };
}

export async function savePageTemplate(
  db: Executor,
  actor: Actor,
  id: number,
  source: string,
  note = 'Saved',
): Promise<PageTemplateFile> {
  requireValidLiquid(source);
  await db.transaction(async (tx) => {
    await readPageTemplate(tx, id);
    await updateOne(tx, actor, entity('Template'), [id], { TSource: source }, { replace: false });
    await tx.run(
      tx.builder
        .updateTable('TemplateVersion')
        .set({ TvActive: dialectOf(tx).bool(false) })
        .where('TemplateId', '=', id)
        .compile(),
    );
    await insertOne(tx, actor, entity('TemplateVersion'), {
      TemplateId: id,
      TvActive: true,
      TvSource: source,
      TvNote: note,
    });
  });
  return readPageTemplate(db, id);
}

export async function restorePageTemplate(
  db: Executor,
  actor: Actor,
  id: number,
  tvId: number,
): Promise<PageTemplateFile> {
  const version = await readPageTemplateVersion(db, id, tvId);
  return savePageTemplate(db, actor, id, version.source, `Restored version ${tvId}`);
}
