// One URL's check-and-write at a time. requireUrlFree and freeUrl read
// "nobody has this URL" and the save then writes it: on PostgreSQL (read
// committed) two transactions could both read it free and both write it (a
// test saw eight pages take one URL at once). A transaction-scoped advisory
// lock per URL makes the second wait for the first to commit, then see its
// row. SQLite's write transactions (BEGIN IMMEDIATE) already run one at a time.
import { dialectOf } from '../../platform/db/dialect.js';
import type { Queryable } from '../../platform/db/executor.js';

// The lock's first key: the two-key advisory space, apart from the migrations' one-key lock.
const URL_LOCK_SPACE = 0x55524c; // "URL"

/** Holds the URL's lock until the transaction `q` ends (PostgreSQL; nothing to do on SQLite). */
export async function lockUrl(q: Queryable, url: string): Promise<void> {
  const lock = dialectOf(q).transactionLock(URL_LOCK_SPACE, url);
  if (lock) await q.run(lock);
}
