// GET /drafts: unpublished drafts of the pages the caller may edit, newest first.
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { Identity } from '../platform/data/identity.js';
import { scopeFor } from '../platform/data/reads.js';

export async function listDrafts(q: Queryable, identity: Identity): Promise<Record<string, unknown>[]> {
  let query = q.builder
    .selectFrom('ContentVersion')
    .innerJoin('Content', 'Content.CId', 'ContentVersion.CId')
    .select([
      'ContentVersion.CvId',
      'ContentVersion.CId',
      'Content.CTitle',
      'Content.CtId',
      'ContentVersion.ChangeDate',
      'ContentVersion.CvUserName',
      'ContentVersion.CvNote',
    ])
    .where('ContentVersion.Draft', '=', dialectOf(q).bool(true));
  // The same scope as a list of Content through the generic interface.
  const scope = await scopeFor(q, identity, entity('Content'));
  if (scope) query = query.where(scope.sql);
  const rows = await q.all<Row>(query.orderBy('ContentVersion.CvId', 'desc').compile());
  const version = entity('ContentVersion');
  return rows.map((r) => {
    const v = rowToRecord(version, visibleFields(version), r, q.dialect);
    return {
      CvId: r.CvId,
      CId: r.CId,
      CTitle: r.CTitle,
      CtId: r.CtId,
      ChangeDate: v.ChangeDate,
      CvUserName: r.CvUserName,
      CvNote: r.CvNote,
    };
  });
}
