// What a committed write makes stale in this process's memory, whichever
// instance made it: list totals of the table's entity (and of scoped lists
// when tags or their links change: CountCache.invalidate), and the cached
// security stamps when an account table changed. Local commits arrive
// through the executor's change feed, other instances' through the bus;
// both end here, so the two can never disagree.
import type { Sessions } from '../auth/sessions.js';
import type { CountCache } from '../data/count-cache.js';
import { ACCOUNT_ENTITIES } from '../data/account-effects.js';
import { allEntities } from '../data/entities.js';
import type { Executor } from '../db/executor.js';
import type { InstanceBus } from './bus.js';

export interface InvalidationDeps {
  db: Executor;
  bus: InstanceBus;
  counts: CountCache;
  sessions: Sessions;
}

let entityOfTable: Map<string, string> | undefined;
const entityNamed = (table: string) => (entityOfTable ??= new Map(allEntities().map((e) => [e.table, e.name]))).get(table);

export function wireInvalidation({ db, bus, counts, sessions }: InvalidationDeps): void {
  const changed = (tables: ReadonlySet<string>) => {
    for (const table of tables) {
      const entity = entityNamed(table);
      if (!entity) continue;
      counts.invalidate(entity);
      if (ACCOUNT_ENTITIES.has(entity)) sessions.forgetAll();
    }
  };
  db.changes.subscribe(changed);
  bus.onTablesChanged(changed);
  bus.onResync(() => {
    counts.clear();
    sessions.forgetAll();
  });
}
