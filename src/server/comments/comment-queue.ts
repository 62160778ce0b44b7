// The moderation queue: one status at a time, newest first (CmId order is
// posting order, served by the (CmStatus, CmId) index), searched in the
// name, e-mail and comment, with the post's title and URL.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import { dialectOf, readStoredJson } from '../db/dialect.js';
import type { Queryable, Row } from '../db/executor.js';
import { pagination, type Pagination } from '../data/reads.js';
import { COMMENT_STATUSES, type CommentCounts, type CommentQueueQuery, type CommentStatus, type QueueComment, type TrailEntry } from '../../shared/api/comments.js';
import { isoOf } from './comment-store.js';

const DEFAULT_QUEUE_PAGE_SIZE = 25;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function queueFilter(db: Queryable, query: CommentQueueQuery) {
  const d = dialectOf(db);
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  return (eb: ExpressionBuilder<Database, 'Comment'>) =>
    eb.and([
      eb('Comment.CmStatus', '=', query.status ?? 'pending'),
      ...(query.cId ? [eb('Comment.CId', '=', query.cId)] : []),
      ...words.map((word) => {
        const pattern = `%${escapeLike(word)}%`;
        return eb.or([d.like(sql.ref('Comment.CmAuthorName'), pattern), d.like(sql.ref('Comment.CmAuthorEmail'), pattern), d.like(sql.ref('Comment.CmBody'), pattern)]);
      }),
    ]);
}

export function trailOf(value: unknown): TrailEntry[] {
  const parsed = readStoredJson(value);
  return Array.isArray(parsed) ? (parsed as TrailEntry[]) : [];
}

const queueItem = (r: Row): QueueComment => ({
  id: Number(r.CmId),
  cId: Number(r.CId),
  postTitle: String(r.CTitle ?? `Page ${String(r.CId)}`),
  postUrl: r.CSeoUrl == null ? null : String(r.CSeoUrl),
  name: String(r.CmAuthorName),
  email: String(r.CmAuthorEmail),
  body: String(r.CmBody),
  status: r.CmStatus as CommentStatus,
  date: isoOf(r.CmDate),
  ip: r.CmIp == null ? null : String(r.CmIp),
  userAgent: r.CmUserAgent == null ? null : String(r.CmUserAgent),
  trail: trailOf(r.CmTrail),
});

export async function listQueue(db: Queryable, query: CommentQueueQuery): Promise<{ rows: QueueComment[]; pagination: Pagination }> {
  const pageSize = query.pageSize ?? DEFAULT_QUEUE_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 1;
  const where = queueFilter(db, query);
  const counted = await db.first<{ n: number | string }>(
    db.builder
      .selectFrom('Comment')
      .where(where)
      .select((eb) => eb.fn.countAll().as('n'))
      .compile(),
  );
  const rows = await db.all(
    db.builder
      .selectFrom('Comment')
      .leftJoin('Content', 'Content.CId', 'Comment.CId')
      .where(where)
      .select([
        'Comment.CmId',
        'Comment.CId',
        'Comment.CmAuthorName',
        'Comment.CmAuthorEmail',
        'Comment.CmBody',
        'Comment.CmStatus',
        'Comment.CmDate',
        'Comment.CmIp',
        'Comment.CmUserAgent',
        'Comment.CmTrail',
        'Content.CTitle',
        'Content.CSeoUrl',
      ])
      .orderBy('Comment.CmId', 'desc')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .compile(),
  );
  return { rows: rows.map(queueItem), pagination: pagination(pageNumber, pageSize, Number(counted?.n ?? 0)) };
}

export async function queueCounts(db: Queryable): Promise<CommentCounts> {
  const rows = await db.all<{ CmStatus: string; n: number | string }>(
    db.builder
      .selectFrom('Comment')
      .select(['CmStatus', (eb) => eb.fn.countAll().as('n')])
      .groupBy('CmStatus')
      .compile(),
  );
  const counts: CommentCounts = { pending: 0, approved: 0, spam: 0, deleted: 0 };
  for (const r of rows) if ((COMMENT_STATUSES as readonly string[]).includes(r.CmStatus)) counts[r.CmStatus as CommentStatus] = Number(r.n);
  return counts;
}
