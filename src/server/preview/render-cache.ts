// The site parts every page shares (site-parts.ts) and the parsed templates (page-engine.ts), kept between
// renders and dropped after any commit to a table they are read from, on every instance: this process's commits
// arrive through the executor's change feed, other instances' through the bus (cluster/), as for the other caches.
// While the bus is down (`live` false) nothing is kept, since another instance's change could be missed.
import type { InstanceBus } from '../platform/cluster/bus.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import { forgetCompiledTemplates } from './page-engine.js';
import { readSiteParts, type SiteParts } from './site-parts.js';

/** Templates and header/footer/snippet/token/row-design records (Content, ContentBlock), menus (Tag, TagToContent), token locations and block styles (MiscData). */
const SOURCES = ['Template', 'Content', 'ContentBlock', 'Tag', 'TagToContent', 'MiscData'] as const;

export class RenderCache {
  private parts: Promise<SiteParts> | undefined;
  private readonly tables: ReadonlySet<string>;
  /** How many times the parts were read from the database (tests and the bench read it). */
  loads = 0;

  constructor(
    private readonly db: Executor,
    private readonly bus: Pick<InstanceBus, 'live' | 'onTablesChanged' | 'onResync'>,
    private readonly publicUrl: string,
  ) {
    this.tables = new Set(SOURCES.map((name) => entity(name).table));
    const changed = (tables: ReadonlySet<string>) => {
      for (const t of tables) if (this.tables.has(t)) return this.drop();
    };
    db.changes.subscribe(changed);
    bus.onTablesChanged(changed);
    bus.onResync(() => this.drop());
  }

  drop(): void {
    this.parts = undefined;
    forgetCompiledTemplates();
  }

  /** The shared parts; read inside `q` (a transaction) when given, which is never cached. */
  siteParts(q?: Queryable): Promise<SiteParts> {
    if (q || !this.bus.live) return this.load(q ?? this.db);
    if (!this.parts) {
      const loading = this.load(this.db);
      this.parts = loading;
      // A failed read is not kept: the next page tries again.
      loading.catch(() => {
        if (this.parts === loading) this.parts = undefined;
      });
    }
    return this.parts;
  }

  private load(q: Queryable): Promise<SiteParts> {
    this.loads++;
    return readSiteParts(q, this.publicUrl);
  }
}
