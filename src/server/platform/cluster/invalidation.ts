// The after-commit effects of data/write-effects.ts, applied to every
// committed write, whichever instance made it: local commits arrive through
// the executor's change feed, other instances' through the bus; both end
// here, so the two can never disagree, and no writer has anything to call.
import type { CountCache } from '../data/count-cache.js';
import { entityOfTable, writeEffectsOf } from '../data/write-effects.js';
import type { Executor } from '../db/executor.js';
import type { InstanceBus } from './bus.js';

/** The sign-in feature's cache of sessions and accounts (auth/sessions.ts), as far as a committed write touches it. */
interface SessionCache {
  /** After a commit that changed accounts: their stamps and the sessions are read afresh. */
  forgetAll(): void;
  /** After a commit to the sessions table: session states are read afresh. */
  forgetSessions(): void;
}

interface InvalidationDeps {
  db: Executor;
  bus: InstanceBus;
  counts: CountCache;
  sessions: SessionCache;
}

export function wireInvalidation({ db, bus, counts, sessions }: InvalidationDeps): void {
  const changed = (tables: ReadonlySet<string>) => {
    // Before the caches below are refilled: with a read replica, reads here wait for it to replay this change.
    db.changeCommitted?.(tables);
    for (const table of tables) {
      const entity = entityOfTable(table);
      if (!entity) continue;
      const effects = writeEffectsOf(entity);
      counts.invalidate(entity);
      // Totals are not keyed by the scope they were counted in: all go.
      if (effects.scopeSource) counts.clear();
      if (effects.accounts) sessions.forgetAll();
      if (effects.sessions) sessions.forgetSessions();
    }
  };
  db.changes.subscribe(changed);
  bus.onTablesChanged(changed);
  bus.onResync(() => {
    db.changeCommitted?.('*');
    counts.clear();
    sessions.forgetAll();
  });
}
