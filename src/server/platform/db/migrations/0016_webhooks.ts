// Hand-written: the webhooks (issue 45 item 3; webhooks/README.md). The
// delivery rows are the outbox: written in the transaction of the change they
// tell of, claimed by any instance's worker through a lease (owner + until)
// set by a conditional UPDATE, so each is sent by one instance; nothing of a
// delivery is only in memory. Times are epoch milliseconds; ids are UUIDs
// (the delivery's is its X-Webhook-Delivery header). `body` is the exact JSON
// sent, fixed when the event happened, so every attempt signs the same bytes.
import type { Migration } from '../migration-types.js';

/** For the Database interface (database.ts). */
export interface WebhookTables {
  _webhook: {
    id: string;
    url: string;
    /** JSON array of event names. */
    events: string;
    /** Sealed with the key ring (secrets/key-ring.ts), purpose `webhook.secret`. */
    secret: string;
    enabled: number;
    created: number | string;
    updated: number | string;
  };
  _webhook_delivery: {
    id: string;
    webhook_id: string;
    event: string;
    body: string;
    status: string;
    attempts: number;
    next_attempt: number | string | null;
    lease_owner: string | null;
    lease_until: number | string | null;
    created: number | string;
  };
  _webhook_attempt: {
    delivery_id: string;
    n: number;
    at: number | string;
    status_code: number | null;
    error: string | null;
    excerpt: string | null;
    duration_ms: number;
  };
}

export const migration: Migration = {
  id: '0016_webhooks',
  up: async (tx) => {
    await tx.exec(
      `CREATE TABLE "_webhook" ("id" varchar(36) PRIMARY KEY, "url" varchar(2000) NOT NULL, "events" text NOT NULL, "secret" text NOT NULL, "enabled" integer NOT NULL, "created" bigint NOT NULL, "updated" bigint NOT NULL)`,
    );
    await tx.exec(
      `CREATE TABLE "_webhook_delivery" ("id" varchar(36) PRIMARY KEY, "webhook_id" varchar(36) NOT NULL, "event" varchar(100) NOT NULL, "body" text NOT NULL, "status" varchar(20) NOT NULL, "attempts" integer NOT NULL, "next_attempt" bigint NULL, "lease_owner" varchar(100) NULL, "lease_until" bigint NULL, "created" bigint NOT NULL)`,
    );
    await tx.exec(`CREATE INDEX "ix__webhook_delivery_due" ON "_webhook_delivery" ("status", "next_attempt")`);
    await tx.exec(`CREATE INDEX "ix__webhook_delivery_hook" ON "_webhook_delivery" ("webhook_id", "created")`);
    await tx.exec(
      `CREATE TABLE "_webhook_attempt" ("delivery_id" varchar(36) NOT NULL, "n" integer NOT NULL, "at" bigint NOT NULL, "status_code" integer NULL, "error" text NULL, "excerpt" text NULL, "duration_ms" integer NOT NULL, PRIMARY KEY ("delivery_id", "n"))`,
    );
  },
};
