// The moderation queue: one status at a time, newest first (CmId order is
// posting order, served by the (CmStatus, CmId) index), searched in the
// name, e-mail and comment, with the post's title and URL.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Queryable } from '../platform/db/executor.js';
import { readPage, type RecordPage } from '../platform/data/record-reader.js';
import {
  COMMENT_STATUSES,
  type CommentCounts,
  type CommentQueueQuery,
  type CommentStatus,
  type QueueComment,
  type TrailEntry,
} from '../../shared/api/comments.js';
import { decodeField, decodeRow } from '../platform/data/codec.js';

/** The queue's own page size (its query documents "default 25"), kept: not the reader's 20. */
const QUEUE_PAGE_SIZE = 25;
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
        return eb.or([
          d.like(sql.ref('Comment.CmAuthorName'), pattern),
          d.like(sql.ref('Comment.CmAuthorEmail'), pattern),
          d.like(sql.ref('Comment.CmBody'), pattern),
        ]);
      }),
    ]);
}

export function trailOf(value: unknown, dialect: Dialect): TrailEntry[] {
  const parsed = decodeField('Comment', 'CmTrail', value, dialect);
  return Array.isArray(parsed) ? (parsed as TrailEntry[]) : [];
}

/** A queue row (the comment's columns decoded by the data engine's codec, the post's as read) → its item. */
function queueItem(row: QueueRow, dialect: Dialect): QueueComment {
  const r = decodeRow('Comment', row, dialect);
  return {
    id: r.CmId,
    cId: r.CId,
    postTitle: r.CTitle ?? `Page ${r.CId}`,
    postUrl: r.CSeoUrl ?? null,
    name: r.CmAuthorName,
    email: r.CmAuthorEmail,
    body: r.CmBody,
    status: r.CmStatus as CommentStatus,
    date: r.CmDate,
    ip: r.CmIp ?? null,
    userAgent: r.CmUserAgent ?? null,
    trail: Array.isArray(r.CmTrail) ? (r.CmTrail as unknown as TrailEntry[]) : [],
  };
}

/** The comment's columns as stored, and its post's title and URL (the left join's, so null without a post). */
type QueueRow = {
  [
    K in
      | 'CmId'
      | 'CId'
      | 'CmAuthorName'
      | 'CmAuthorEmail'
      | 'CmBody'
      | 'CmStatus'
      | 'CmDate'
      | 'CmIp'
      | 'CmUserAgent'
      | 'CmTrail'
  ]: unknown;
} & {
  CTitle: string | null;
  CSeoUrl: string | null;
};

export function listQueue(db: Queryable, query: CommentQueueQuery): Promise<RecordPage<QueueComment>> {
  return readPage(
    db,
    {
      from: db.builder.selectFrom('Comment').where(queueFilter(db, query)),
      // The post's title and URL: a left join adds columns only, so the count stays the queue's.
      select: (from) =>
        from
          .leftJoin('Content', 'Content.CId', 'Comment.CId')
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
          .orderBy('Comment.CmId', 'desc'),
      decode: (rows) => rows.map((row) => queueItem(row, db.dialect)),
    },
    query,
    QUEUE_PAGE_SIZE,
  );
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
  for (const r of rows)
    if ((COMMENT_STATUSES as readonly string[]).includes(r.CmStatus)) counts[r.CmStatus as CommentStatus] = Number(r.n);
  return counts;
}
