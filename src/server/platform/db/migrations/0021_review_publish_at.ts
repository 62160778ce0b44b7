// Hand-written: a submission for review may carry the time its page should go live
// (docs/decisions/0143-review-with-a-publish-time.md). Null: publish when approved.
import type { Migration } from '../migration-types.js';

export const migration: Migration = {
  id: '0021_review_publish_at',
  up: async (tx) => {
    await tx.exec(`ALTER TABLE "_page_reviews" ADD COLUMN "publish_at" bigint`);
  },
};
