// Helpers of the comments tests (comments.test.ts, comments-mail-down-and-demo.test.ts):
// the two APIs' paths, a blog post written straight into the database, tag
// 14 (Comments) shown or hidden, and the moderation queue's row as the staff call answers it.
import type { TestApp } from '../support/app.js';

export const PUBLIC = '/api/comments';
export const STAFF = '/api/v1/mc/comments';
let nextAddress = 1;
/** Each test posts from its own address, so only the rate-limit test meets the limit. */
export const freshAddress = () => `203.0.113.${nextAddress++}`;

export async function addPost(
  t: TestApp,
  values: { title: string; url: string | null; deleted?: boolean; type?: number },
): Promise<number> {
  const row = await t.db.first<{ CId: number }>(
    t.db.builder
      .insertInto('Content')
      .values({
        CtId: values.type ?? 4,
        CTitle: values.title,
        CSeoUrl: values.url,
        CDeleted: t.db.dialect === 'sqlite' ? Number(!!values.deleted) : !!values.deleted,
        CCreated: new Date().toISOString(),
        CLastModified: new Date().toISOString(),
      } as never)
      .returning('CId')
      .compile(),
  );
  return Number(row!.CId);
}

export const setTag14 = (t: TestApp, visible: boolean) =>
  t.call(t.adminToken, { method: 'PUT', url: `${STAFF}/switch`, payload: { enabled: visible } });

/** One row of the moderation queue (GET /api/v1/mc/comments). */
export interface QueuedComment {
  id: number;
  name: string;
  email: string;
  body: string;
  status: string;
  postTitle: string;
  postUrl: string;
  ip: string;
  userAgent: string;
  trail: { by: string; from: string; to: string }[];
}
