// Writing a visitor's comment and reading the approved ones back for the
// public site. The public read carries no e-mail address and no address.
import type { Queryable } from '../platform/db/executor.js';
import type { PublicComment } from '../../shared/api/comments.js';
import type { CheckedComment } from './comment-rules.js';

interface Visitor {
  ip: string;
  userAgent: string;
}

/** Stores the comment and answers its id. */
export async function insertComment(
  db: Queryable,
  cId: number,
  comment: CheckedComment,
  visitor: Visitor,
  at = new Date(),
): Promise<number> {
  const row = await db.first<{ CmId: number }>(
    db.builder
      .insertInto('Comment')
      .values({
        CId: cId,
        CmAuthorName: comment.name,
        CmAuthorEmail: comment.email,
        CmBody: comment.body,
        CmStatus: comment.status,
        CmDate: at.toISOString(),
        CmIp: visitor.ip.slice(0, 45),
        CmUserAgent: visitor.userAgent.slice(0, 400),
        CmTrail: JSON.stringify([]),
      })
      .returning('CmId')
      .compile(),
  );
  return Number(row!.CmId);
}

const MAX_PUBLIC_COMMENTS = 500;

/** The approved comments of one post, oldest first (the order of a conversation); CmId order is posting order. */
export async function approvedComments(db: Queryable, cId: number): Promise<PublicComment[]> {
  const rows = await db.all<{ CmId: number; CmAuthorName: string; CmBody: string; CmDate: unknown }>(
    db.builder
      .selectFrom('Comment')
      .select(['CmId', 'CmAuthorName', 'CmBody', 'CmDate'])
      .where('CId', '=', cId)
      .where('CmStatus', '=', 'approved')
      .orderBy('CmId')
      .limit(MAX_PUBLIC_COMMENTS)
      .compile(),
  );
  return rows.map((r) => ({
    id: Number(r.CmId),
    name: String(r.CmAuthorName),
    body: String(r.CmBody),
    date: isoOf(r.CmDate),
  }));
}

/** A stored datetime (a Date on PostgreSQL, ISO text on SQLite) as ISO text. */
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
