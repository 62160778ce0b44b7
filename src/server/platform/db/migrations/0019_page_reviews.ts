// Hand-written: review before publish (docs/decisions/0140-review-before-publish.md).
// One row per submission of a page's draft for review: which draft, the live
// version it was made from (so an approval never overwrites a later publish),
// its author, and the reviewer's decision with its comment. Outside the YAML
// schema on purpose: only the review calls (server/review/) write these rows,
// each step audited; the generic data interface must not change a decision.
import type { Migration } from '../migration-types.js';

/** For the Database interface (database.ts). */
export interface PageReviewTables {
  _page_reviews: {
    id: string;
    content_id: number;
    /** The draft ContentVersion submitted. */
    version_id: number;
    /** The page's active ContentVersion when submitted (null: never published). */
    base_version_id: number | null;
    author_id: string;
    author_name: string;
    /** pending | approved | changes (shared/review-policy.ts). */
    state: string;
    comment: string | null;
    reviewer_id: string | null;
    reviewer_name: string | null;
    /** ms since the epoch. */
    submitted: number | string;
    decided: number | string | null;
    /** When the approved draft goes live, ms since the epoch (null: when approved); added by 0021_review_publish_at. */
    publish_at: number | string | null;
  };
}

export const migration: Migration = {
  id: '0019_page_reviews',
  up: async (tx) => {
    await tx.exec(
      `CREATE TABLE "_page_reviews" ("id" varchar(40) PRIMARY KEY, "content_id" integer NOT NULL, "version_id" integer NOT NULL, "base_version_id" integer, "author_id" varchar(450) NOT NULL, "author_name" varchar(256) NOT NULL, "state" varchar(20) NOT NULL, "comment" text, "reviewer_id" varchar(450), "reviewer_name" varchar(256), "submitted" bigint NOT NULL, "decided" bigint)`,
    );
    await tx.exec(`CREATE INDEX "ix__page_reviews_content" ON "_page_reviews" ("content_id", "submitted")`);
    await tx.exec(`CREATE INDEX "ix__page_reviews_state" ON "_page_reviews" ("state")`);
  },
};
