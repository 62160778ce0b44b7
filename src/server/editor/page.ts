// A page as the editor reads it: the Content row, its blocks in order, where
// it is placed (with tag names), its active version and pending draft. The
// ETag covers the content row and every block, so a save made from a stale
// copy of either is refused (docs/editor-api.md).
import { createHash } from 'node:crypto';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { Identity } from '../platform/data/identity.js';
import { findRow } from '../platform/data/reads.js';
import { forbidden, notFound } from '../platform/errors.js';
import { tagLimit } from './access.js';

type Rec = Record<string, unknown>;
export interface VersionRef {
  CvId: number;
  ChangeDate: string;
  CvUserName: string | null;
}

export interface Page {
  content: Rec;
  blocks: Rec[];
  links: Rec[];
  version: VersionRef | null;
  draft: VersionRef | null;
  redirect?: Rec;
}

interface LoadedPage {
  page: Page;
  etag: string;
}

const record = (name: string, row: Row, dialect: Queryable['dialect']) =>
  rowToRecord(entity(name), visibleFields(entity(name)), row, dialect);

/** The page's ETag: a hash of the content record and its blocks, as the API shows them. */
function pageEtag(content: Rec, blocks: Rec[]): string {
  const hash = createHash('sha1')
    .update(JSON.stringify(content))
    .update('\n')
    .update(JSON.stringify(blocks))
    .digest('base64url');
  return `W/"p-${hash.slice(0, 27)}"`;
}

/** True when an If-Match header names this ETag (weak or strong form, or *). */
export function etagMatches(header: string, etag: string): boolean {
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((t) => bare(t) === bare(etag));
}

export async function pageBlocks(q: Queryable, cId: number): Promise<Rec[]> {
  const rows = await q.all(
    q.builder
      .selectFrom('ContentBlock')
      .selectAll()
      .where('CId', '=', cId)
      .orderBy('CbSortOrder')
      .orderBy('CbId')
      .compile(),
  );
  return rows.map((r) => record('ContentBlock', r, q.dialect));
}

async function versionRef(q: Queryable, cId: number, draft: boolean): Promise<VersionRef | null> {
  let query = q.builder
    .selectFrom('ContentVersion')
    .select(['CvId', 'ChangeDate', 'CvUserName'])
    .where('CId', '=', cId)
    .where('Draft', '=', dialectOf(q).bool(draft));
  if (!draft) query = query.where('Active', '=', dialectOf(q).bool(true));
  const row = await q.first<Row>(query.orderBy('CvId', 'desc').limit(1).compile());
  if (!row) return null;
  const v = record('ContentVersion', row, q.dialect);
  return {
    CvId: v.CvId as number,
    ChangeDate: v.ChangeDate as string,
    CvUserName: (v.CvUserName as string | null) ?? null,
  };
}

async function pageLinks(q: Queryable, identity: Identity, cId: number): Promise<Rec[]> {
  const rows = await q.all<Row>(
    q.builder
      .selectFrom('TagToContent')
      .leftJoin('Tag', 'Tag.TId', 'TagToContent.TId')
      .selectAll('TagToContent')
      .select('Tag.TName')
      .where('TagToContent.CId', '=', cId)
      .orderBy('TagToContent.TId')
      .compile(),
  );
  // A Maintenance User sees only the placements under their own tags.
  const limit = await tagLimit(q, identity);
  return rows
    .filter((r) => !limit || limit.includes(r.TId as number))
    .map((r) => ({ ...record('TagToContent', r, q.dialect), TName: r.TName ?? null }));
}

/** What a page outside the user's reach answers (spec §6 'Permission Denied'): the page exists, they may not open it. */
const PERMISSION_DENIED = 'Permission Denied';

async function contentExists(q: Queryable, cId: number): Promise<boolean> {
  return !!(await q.first(q.builder.selectFrom('Content').select('CId').where('CId', '=', cId).compile()));
}

/**
 * The page `cId` as the identity may see it (403 'Permission Denied' when it exists outside their reach, 404 when there is none).
 * `lock` takes the content row FOR UPDATE (PostgreSQL) so that concurrent
 * saves of one page queue behind each other and the second sees the first's result.
 */
export async function loadPage(q: Queryable, identity: Identity, cId: number, lock = false): Promise<LoadedPage> {
  const row = await findRow(q, identity, entity('Content'), [cId], lock);
  if (!row)
    throw (await contentExists(q, cId)) ? forbidden(PERMISSION_DENIED) : notFound(`Content item ${cId} was not found`);
  const content = record('Content', row, q.dialect);
  const blocks = await pageBlocks(q, cId);
  const page: Page = {
    content,
    blocks,
    links: await pageLinks(q, identity, cId),
    version: await versionRef(q, cId, false),
    draft: await versionRef(q, cId, true),
  };
  return { page, etag: pageEtag(content, blocks) };
}
