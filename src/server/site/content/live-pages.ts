// The live pages of the public site: page-like content (spec §3: "the first
// six (Web_Page through Project_Detail, including Custom_Page)", i.e. types
// 1, 2, 3, 4, 6 and 7, the ContentType rows seeded with CtPageLike; type 5,
// Shared_Content, holds alerts and reusable blocks, not pages), not deleted,
// with a public URL, and published: a page whose versions are all drafts
// (a new page from Add Content, issue 25 item 4) is not live until one is
// published; a page with no versions at all (made before versions, or by the
// Data browser) is live as before. The sitemap, the page tree, the redirect
// checker and the reports all start from this one definition.
import { sql } from 'kysely';
import { dialectOf } from '../../platform/db/dialect.js';
import type { Queryable } from '../../platform/db/executor.js';
import { entity } from '../../platform/data/entities.js';
import { rowToRecord } from '../../platform/data/codec.js';
import { PAGE_TYPES } from '../../../shared/content-types.js';

export { PAGE_TYPES } from '../../../shared/content-types.js';

export interface LivePage {
  CId: number;
  CtId: number;
  CTitle: string;
  CSeoUrl: string;
  CLastModified: string | null;
  CMetaData: unknown;
}

/** Every live page, ordered by URL (a stable order for the sitemap and the tree). */
export async function livePages(db: Queryable): Promise<LivePage[]> {
  const content = entity('Content');
  const fields = ['CId', 'CtId', 'CTitle', 'CSeoUrl', 'CLastModified', 'CMetaData'].map((f) => content.fields[f]);
  const rows = await db.all(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CtId', 'CTitle', 'CSeoUrl', 'CLastModified', 'CMetaData'])
      .where('CtId', 'in', [...PAGE_TYPES])
      .where('CDeleted', '=', dialectOf(db).bool(false))
      .where('CSeoUrl', 'is not', null)
      .where(sql`trim("CSeoUrl")`, '<>', '')
      .where(({ exists, not, selectFrom, or }) =>
        or([
          not(exists(selectFrom('ContentVersion').select('CvId').whereRef('ContentVersion.CId', '=', 'Content.CId'))),
          exists(
            selectFrom('ContentVersion')
              .select('CvId')
              .whereRef('ContentVersion.CId', '=', 'Content.CId')
              .where('ContentVersion.Active', '=', dialectOf(db).bool(true)),
          ),
        ]),
      )
      .orderBy('CSeoUrl')
      .orderBy('CId')
      .compile(),
  );
  return rows.map((r) => rowToRecord(content, fields, r, db.dialect) as unknown as LivePage);
}
