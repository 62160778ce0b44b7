// Whether a page may take a URL: no other live page has it. The check locks the URL until the caller's transaction
// ends (url-lock.ts), so the write that follows is the only one. Used by the editor's saves and by restoring a
// removed page; here in the site's content, below the editor, so both reach it without a circle (decision 0145).
import { dialectOf } from '../../platform/db/dialect.js';
import type { Queryable } from '../../platform/db/executor.js';
import { coded } from '../../platform/errors.js';
import { lockUrl } from './url-lock.js';

/** 409 when another live page already has this URL (the URL stays locked until `q`'s transaction ends). */
export async function requireUrlFree(q: Queryable, cId: number | null, url: string | null | undefined): Promise<void> {
  if (!url) return;
  await lockUrl(q, url);
  let query = q.builder
    .selectFrom('Content')
    .select(['CId', 'CTitle'])
    .where('CSeoUrl', '=', url)
    .where('CDeleted', '=', dialectOf(q).bool(false));
  if (cId !== null) query = query.where('CId', '!=', cId);
  const other = await q.first<{ CId: number; CTitle: string }>(query.limit(1).compile());
  if (other) throw coded(409, 'page.urlTaken', { url, title: other.CTitle, id: other.CId }, 'CSeoUrl');
}
