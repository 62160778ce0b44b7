// Which reads are cheap enough to run on the main thread (sqlite.ts):
//   - those whose plan is only lookups of at most one row each, by the
//     integer primary key or by equality on every column of a unique index
//     (get by id, the session check);
//   - an ordered walk the builder bounds (Query.visitsAtMost: an unfiltered
//     list page stops after LIMIT + OFFSET entries) up to SHORT_WALK_VISITS,
//     when its plan confirms the walk: scans and key lookups only, no
//     temporary sort (an unindexed order sorts every row whatever the LIMIT).
// Everything else — a filtered scan, a sort, a range, a subquery, a count —
// may touch many rows and goes to the read pool. A worker's round trip
// costs more than such a statement (docs/decisions/0024-one-slow-query-never-stalls-the-rest.md,
// docs/decisions/0026-short-ordered-walks-on-the-main-thread.md), so the fast paths stay where they were. The plan is read once per statement text from
// EXPLAIN QUERY PLAN, which does not depend on the bound values.
import type Database from './sqlite-driver.js';
import { SHORT_WALK_VISITS } from './executor.js';

const CACHE_LIMIT = 2000;

/** Lines of an ordered walk's plan: a scan in index or key order, a key lookup, the deferred join's subquery. */
const WALK_LINE = /^(?:SCAN \S+(?: USING (?:COVERING )?INDEX \S+)?|CO-ROUTINE \S+|MATERIALIZE \S+)$/;

const TOP_SORT = /^USE TEMP B-TREE FOR ORDER BY$/;

type Kind = 'lookup' | 'walk' | 'heavy';
/** A line of EXPLAIN QUERY PLAN: lines of a subquery have its line as parent; top-level lines have 0. */
interface PlanLine {
  id: number;
  parent: number;
  detail: string;
}
const ROWID_LOOKUP = /^SEARCH \S+ USING INTEGER PRIMARY KEY \(rowid=\?\)$/;
const INDEX_LOOKUP = /^SEARCH \S+ USING (?:COVERING )?INDEX (\S+) \(([^()]*)\)$/;

export class ReadCost {
  private readonly kinds = new Map<string, Kind>();
  private readonly uniqueWidth = new Map<string, number>();

  constructor(private readonly db: Database.Database) {}

  /** True when the statement reads at most one row per table by key, or is a short bounded walk. */
  isLight(sql: string, parameters: readonly unknown[], visitsAtMost?: number): boolean {
    let kind = this.kinds.get(sql);
    if (kind === undefined) {
      kind = this.decide(sql, parameters);
      if (this.kinds.size >= CACHE_LIMIT) this.kinds.delete(this.kinds.keys().next().value!);
      this.kinds.set(sql, kind);
    }
    return kind === 'lookup' || (kind === 'walk' && visitsAtMost !== undefined && visitsAtMost <= SHORT_WALK_VISITS);
  }

  private decide(sql: string, parameters: readonly unknown[]): Kind {
    let plan: PlanLine[];
    try {
      plan = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as PlanLine[];
    } catch {
      // A statement SQLite refuses fails as fast on the main thread, with its own error.
      return 'lookup';
    }
    const lookup = ({ detail }: PlanLine) => ROWID_LOOKUP.test(detail) || this.isUniqueLookup(detail);
    if (plan.every(lookup)) return 'lookup';
    // The deferred join (list-query.ts) sorts its page's rows again at the top level: a sort of
    // LIMIT rows read from the walk's subquery, not of the table. A sort inside the walk is not bounded.
    const pageSort = (line: PlanLine) =>
      line.parent === 0 &&
      TOP_SORT.test(line.detail) &&
      plan.some((l) => l.parent === 0 && l.detail.startsWith('CO-ROUTINE '));
    return plan.every((line) => lookup(line) || WALK_LINE.test(line.detail) || pageSort(line)) ? 'walk' : 'heavy';
  }

  private isUniqueLookup(detail: string): boolean {
    const m = INDEX_LOOKUP.exec(detail);
    if (!m) return false;
    const terms = m[2].split(' AND ');
    if (!terms.every((t) => /^[^=<>!]+=\?$/.test(t))) return false;
    return terms.length === this.uniqueIndexWidth(m[1]);
  }

  /** The number of columns of a unique, non-partial index; 0 for any other index. */
  private uniqueIndexWidth(index: string): number {
    let width = this.uniqueWidth.get(index);
    if (width === undefined) {
      const table = this.db
        .prepare<[string], { tbl_name: string }>("SELECT tbl_name FROM sqlite_schema WHERE type = 'index' AND name = ?")
        .get(index)?.tbl_name;
      const info = table
        ? this.db
            .prepare<[string], { name: string; unique: number; partial: number }>(
              'SELECT name, "unique", partial FROM pragma_index_list(?)',
            )
            .all(table)
            .find((i) => i.name === index)
        : undefined;
      width =
        info?.unique && !info.partial
          ? (this.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM pragma_index_info(?)').get(index)?.n ??
            0)
          : 0;
      this.uniqueWidth.set(index, width);
    }
    return width;
  }
}
