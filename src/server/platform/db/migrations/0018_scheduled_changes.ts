// Hand-written: scheduled changes (issue 45 item 1; src/server/editor/schedule/README.md).
// One row per change a person set to happen at a time: a saved version to
// publish, or a live page to come down. Every instance's worker looks for due
// pending rows (the index on status + due_at keeps that look cheap) and one of
// them applies each: the row's status moves from pending to done in the same
// transaction as the publish, so a change is applied once or not at all.
// Nothing of a schedule is only in memory. Times are epoch milliseconds.
import type { Migration } from '../migration-types.js';

/** For the Database interface (database.ts). */
export interface ScheduledChangeTables {
  _scheduled_change: {
    id: string;
    c_id: number;
    /** 'publish' (cv_id's version goes live) or 'unpublish' (the page comes down). */
    action: string;
    cv_id: number | null;
    due_at: number | string;
    /** 'pending', 'done', 'failed' or 'cancelled'. */
    status: string;
    set_by: string;
    set_at: number | string;
    done_at: number | string | null;
    error: string | null;
  };
}

export const migration: Migration = {
  id: '0018_scheduled_changes',
  up: async (tx) => {
    await tx.exec(
      `CREATE TABLE "_scheduled_change" ("id" varchar(36) PRIMARY KEY, "c_id" integer NOT NULL, "action" varchar(20) NOT NULL, "cv_id" integer NULL, "due_at" bigint NOT NULL, "status" varchar(20) NOT NULL, "set_by" varchar(256) NOT NULL, "set_at" bigint NOT NULL, "done_at" bigint NULL, "error" text NULL)`,
    );
    await tx.exec(`CREATE INDEX "ix__scheduled_change_due" ON "_scheduled_change" ("status", "due_at")`);
    await tx.exec(`CREATE INDEX "ix__scheduled_change_page" ON "_scheduled_change" ("c_id", "status")`);
  },
};
