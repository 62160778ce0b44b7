// The post a comment belongs to: a published blog post, i.e. a live page
// (site/content/live-pages.ts: not deleted, with a public URL) of type Blog_Detail 4.
import { sql } from 'kysely';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import { notFound } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';

export interface BlogPost {
  CId: number;
  CTitle: string;
  CSeoUrl: string;
}

/** 404 unless `cId` is a published blog post: visitors cannot tell a draft from a missing page. */
export async function requirePublishedBlogPost(db: Queryable, cId: number): Promise<BlogPost> {
  const post = await db.first<BlogPost>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CSeoUrl'])
      .where('CId', '=', cId)
      .where('CtId', '=', CT.Blog_Detail)
      .where('CDeleted', '=', dialectOf(db).bool(false))
      .where('CSeoUrl', 'is not', null)
      .where(sql`trim("CSeoUrl")`, '<>', '')
      .compile(),
  );
  if (!post) throw notFound(`Blog post ${cId} was not found`);
  return { CId: Number(post.CId), CTitle: String(post.CTitle), CSeoUrl: String(post.CSeoUrl) };
}
