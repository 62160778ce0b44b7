// What a preview shows (docs/preview.md): a page as it is live, its newest draft (the page itself when it has
// none), or any saved version; with the facts records (news, event) and the page CSS, which are not versioned.
// Read without an identity: who may see it was decided when the link was made (preview-links.ts).
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { decodeField, rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import { notFound } from '../platform/errors.js';
import { pageBlocks } from '../editor/index.js';
import { readSnapshot, snapshotOf, type Snapshot } from '../editor/index.js';
import { NEWS_DETAIL, EVENT_DETAIL } from '../../shared/content-types.js';
import type { PageFacts } from './page-model.js';
import { timestampOrNull } from '../platform/db/timestamps.js';

export type PreviewTarget =
  { kind: 'live'; cId: number } | { kind: 'draft'; cId: number } | { kind: 'version'; cvId: number };

export interface LoadedTarget {
  cId: number;
  ctId: number;
  snapshot: Snapshot;
  facts: PageFacts;
  css: string;
  /** The version shown, when it is not the page as it is live. */
  cvId: number | null;
  draft: boolean;
}

const record = (name: string, row: Row, q: Queryable) =>
  rowToRecord(entity(name), visibleFields(entity(name)), row, q.dialect);

async function contentRow(q: Queryable, cId: number): Promise<Row> {
  const row = await q.first(q.builder.selectFrom('Content').selectAll().where('CId', '=', cId).compile());
  if (!row) throw notFound(`Content item ${cId} was not found`);
  return row;
}

async function facts(q: Queryable, cId: number, ctId: number): Promise<PageFacts> {
  if (ctId === NEWS_DETAIL) {
    const n = await q.first(
      q.builder.selectFrom('News').selectAll().where('CId', '=', cId).orderBy('NId').limit(1).compile(),
    );
    if (!n) return {};
    const r = record('News', n, q);
    return {
      news: {
        // Read by hand on purpose: a preview shows '' for a missing or bad date, where the codec's required time throws.
        date: timestampOrNull(r.NDate) ?? '',
        author: r.NAuthor ?? '',
        source: r.NSource ?? '',
        sourceUrl: r.NSourceUrl ?? '',
        location: r.NLocation ?? '',
        category: r.NCategory ?? '',
        featured: r.NFeatured === true,
      },
    };
  }
  if (ctId === EVENT_DETAIL) {
    const e = await q.first(
      q.builder.selectFrom('EventItem').selectAll().where('CId', '=', cId).orderBy('EiId').limit(1).compile(),
    );
    if (!e) return {};
    const r = record('EventItem', e, q);
    const dates = await q.all(
      q.builder
        .selectFrom('EventDate')
        .selectAll()
        .where('EiId', '=', r.EiId as number)
        .orderBy('EdStart')
        .compile(),
    );
    return {
      event: {
        location: r.EiLocation ?? '',
        address: r.EiAddress ?? '',
        category: r.EiCategory ?? '',
        allDay: r.EiAllDay === true,
        timeZone: r.EiTimeZone ?? '',
        registrationUrl: r.EiRegistrationUrl ?? '',
        contactName: r.EiContactName ?? '',
        contactEmail: r.EiContactEmail ?? '',
        // As the news date above: lenient on purpose, '' for a bad time rather than the codec's throw.
        dates: dates
          .map((d) => record('EventDate', d, q))
          .map((d) => ({ start: timestampOrNull(d.EdStart) ?? '', end: timestampOrNull(d.EdEnd) ?? '' })),
      },
    };
  }
  return {};
}

async function pageCss(q: Queryable, cId: number): Promise<string> {
  const row = await q.first<{ PcCss: string | null }>(
    q.builder.selectFrom('PageCSS').select('PcCss').where('CId', '=', cId).orderBy('PcId').limit(1).compile(),
  );
  return row?.PcCss ?? '';
}

async function versionRow(q: Queryable, target: PreviewTarget): Promise<Row | undefined> {
  if (target.kind === 'version') {
    const row = await q.first(
      q.builder.selectFrom('ContentVersion').selectAll().where('CvId', '=', target.cvId).compile(),
    );
    if (!row) throw notFound(`Version ${target.cvId} was not found`);
    return row;
  }
  if (target.kind === 'draft') {
    return q.first(
      q.builder
        .selectFrom('ContentVersion')
        .selectAll()
        .where('CId', '=', target.cId)
        .where('Draft', '=', dialectOf(q).bool(true))
        .orderBy('CvId', 'desc')
        .limit(1)
        .compile(),
    );
  }
  return undefined;
}

/** The content item a target shows (a version's page). */
export async function targetContentId(q: Queryable, target: PreviewTarget): Promise<number> {
  if (target.kind !== 'version') return target.cId;
  return Number((await versionRow(q, target))!.CId);
}

export async function loadTarget(q: Queryable, target: PreviewTarget): Promise<LoadedTarget> {
  const version = await versionRow(q, target);
  const cId = version ? Number(version.CId) : (target as { cId: number }).cId;
  const content = record('Content', await contentRow(q, cId), q);
  const ctId = Number(content.CtId);
  const snapshot = version
    ? readSnapshot(version.Snapshot, Number(version.CvId), q.dialect)
    : snapshotOf(content, await pageBlocks(q, cId));
  // A version's blocks in their saved order (a snapshot keeps them as the editor sent them).
  snapshot.blocks.sort((a, b) => Number(a.CbSortOrder ?? 0) - Number(b.CbSortOrder ?? 0));
  return {
    cId,
    ctId,
    snapshot,
    facts: await facts(q, cId, ctId),
    css: await pageCss(q, cId),
    cvId: version ? Number(version.CvId) : null,
    draft: version ? decodeField('ContentVersion', 'Draft', version.Draft, q.dialect) === true : false,
  };
}
