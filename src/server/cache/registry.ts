// Named server caches that staff may drop (spec §7 'Other calls', Cache):
// components register a part under one of the spec's cache names, and the
// cache routes clear a name (every part under it) or all of them. Only parts
// that are safe to drop at any moment are registered: the next request just
// rebuilds what it needs.
//
//   registry.register('db', 'list totals', () => counts.clear());
//   await registry.clear(['db']); // → { cleared: ['db'], nothingRegistered: [], parts: ['db: list totals'] }

import { CACHE_NAMES, type CacheName } from '../../shared/api/ops.js';

/** The spec's cache names, declared once with the cache routes' answer (shared/api/ops.ts). */
export { CACHE_NAMES, type CacheName };

export const isCacheName = (name: string): name is CacheName => (CACHE_NAMES as readonly string[]).includes(name);

interface Part {
  label: string;
  clear: () => void | Promise<void>;
}

interface ClearResult {
  /** Names that had parts registered, all of which were cleared. */
  cleared: CacheName[];
  /** Names asked for with nothing registered yet (the feature does not exist): nothing to do, not an error. */
  nothingRegistered: CacheName[];
  /** What was cleared, 'name: label' per part. */
  parts: string[];
}

export class CacheRegistry {
  private readonly parts = new Map<CacheName, Part[]>();

  register(name: CacheName, label: string, clear: Part['clear']): void {
    const list = this.parts.get(name) ?? [];
    list.push({ label, clear });
    this.parts.set(name, list);
  }

  /** Registered labels per name (for tests and diagnostics). */
  labels(name: CacheName): string[] {
    return (this.parts.get(name) ?? []).map((p) => p.label);
  }

  /** Clears every part under each name, in order; a failing part rejects (the route answers 500). */
  async clear(names: readonly CacheName[]): Promise<ClearResult> {
    const result: ClearResult = { cleared: [], nothingRegistered: [], parts: [] };
    for (const name of names) {
      const parts = this.parts.get(name) ?? [];
      if (!parts.length) {
        result.nothingRegistered.push(name);
        continue;
      }
      for (const part of parts) {
        await part.clear();
        result.parts.push(`${name}: ${part.label}`);
      }
      result.cleared.push(name);
    }
    return result;
  }
}
