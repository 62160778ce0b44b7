// The limit store this deployment needs (store.ts): memory for SQLite (one
// process), the database for PostgreSQL (any number of instances).
import { dialectOf } from '../db/dialect.js';
import type { Executor } from '../db/executor.js';
import { RateLimiter } from './limiter.js';
import { PostgresWindowStore } from './postgres-window.js';
import { API_PER_USER } from './rules.js';
import { SharedBudgetStore } from './shared-budget.js';
import { MemoryStore, RoutedStore, type LimitStore } from './store.js';

export function openLimitStore(db: Executor, instanceId: string, log: (message: string) => void): LimitStore {
  if (!dialectOf(db).sharedByInstances) return new MemoryStore(new RateLimiter());
  return new RoutedStore(
    new PostgresWindowStore(db, Date.now, log),
    new SharedBudgetStore(db, instanceId, { log }),
    API_PER_USER.name,
  );
}
