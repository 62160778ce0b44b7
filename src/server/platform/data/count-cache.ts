// List totals for the x-pagination header, cached per entity, scope and
// filter, because COUNT(*) is what makes a large list slow. Every committed
// write drops the totals data/write-effects.ts declares for its entity
// (cluster/invalidation.ts); a generation number per entity
// keeps a count that was computed before a write from being stored after it.
// Other instances' writes drop totals too (PostgreSQL notifications,
// cluster/invalidation.ts); while those could be missed the cache is
// bypassed. With a TTL a total is also recounted in the background once it
// is that old: a safety net for writes no notice reports.
import { listTotalCache } from '../observability/metrics.js';

const MAX_ENTRIES_PER_ENTITY = 2000;
const [HIT, STALE, MISS] = [{ result: 'hit' }, { result: 'stale' }, { result: 'miss' }];

interface Entry {
  total: number;
  at: number;
}

export class CountCache {
  private readonly totals = new Map<string, Map<string, Entry>>();
  private readonly generations = new Map<string, number>();
  private scopeGeneration = 0;

  constructor(
    private readonly ttlMs = 0,
    /** False while other instances' writes could go unseen (cluster/bus.ts): count every time then. */
    private readonly trusted: () => boolean = () => true,
  ) {}

  generation(entity: string): string {
    return `${this.generations.get(entity) ?? 0}:${this.scopeGeneration}`;
  }

  /**
   * A cached total, and whether it is past the TTL. A stale total is still
   * answered (the caller refreshes it in the background), so no request waits
   * for a recount just because time passed; writes here drop totals at once.
   */
  get(entity: string, key: string): { total: number; stale: boolean } | undefined {
    const e = this.trusted() ? this.totals.get(entity)?.get(key) : undefined;
    if (!e) {
      listTotalCache.inc(MISS);
      return undefined;
    }
    const stale = this.ttlMs > 0 && Date.now() - e.at > this.ttlMs;
    listTotalCache.inc(stale ? STALE : HIT);
    return { total: e.total, stale };
  }

  /** Stores a total computed while the entity was at `generation`, unless a write came since. */
  set(entity: string, key: string, total: number, generation: string): void {
    if (generation !== this.generation(entity) || !this.trusted()) return;
    let m = this.totals.get(entity);
    if (!m) this.totals.set(entity, (m = new Map()));
    if (m.size >= MAX_ENTRIES_PER_ENTITY) m.delete(m.keys().next().value!);
    m.set(key, { total, at: Date.now() });
  }

  /**
   * Whether a fact about the entity's rows was noted under `key` since its last write (reads.ts: a walk that
   * filled its page). Kept beside the totals, so every write, cache clear and missed notice forgets it as it
   * forgets them; not counted in the totals' hit rate.
   */
  remembers(entity: string, key: string): boolean {
    return this.trusted() && this.totals.get(entity)?.has(key) === true;
  }

  /** Notes such a fact, learnt while the entity was at `generation`, unless a write came since. */
  remember(entity: string, key: string, generation: string): void {
    this.set(entity, key, 1, generation);
  }

  /**
   * Drops every total (the 'db' cache clear, and a write to a table content
   * scopes are computed from: any entity's scoped totals may have changed);
   * the generation bump keeps counts in flight from landing.
   */
  clear(): void {
    this.scopeGeneration++;
    this.totals.clear();
  }

  /** After a write to `entity` commits. */
  invalidate(entity: string): void {
    this.generations.set(entity, (this.generations.get(entity) ?? 0) + 1);
    this.totals.delete(entity);
  }
}
