// Which reads are cheap enough to run on the main thread (sqlite.ts): those
// whose plan is only lookups of at most one row each, by the integer primary
// key or by equality on every column of a unique index (get by id, the
// session check). Everything else — a scan, a sort, a range, a subquery, a
// non-unique index — may touch many rows and goes to the read pool. A
// worker's round trip costs ~40 µs against ~7 µs for a key lookup on the
// main thread (docs/decisions.md), so the fast paths stay where they were.
// Decided once per statement text from EXPLAIN QUERY PLAN, which does not
// depend on the bound values.
import type Database from 'better-sqlite3';

const CACHE_LIMIT = 2000;
const ROWID_LOOKUP = /^SEARCH \S+ USING INTEGER PRIMARY KEY \(rowid=\?\)$/;
const INDEX_LOOKUP = /^SEARCH \S+ USING (?:COVERING )?INDEX (\S+) \(([^()]*)\)$/;

export class ReadCost {
  private readonly light = new Map<string, boolean>();
  private readonly uniqueWidth = new Map<string, number>();

  constructor(private readonly db: Database.Database) {}

  /** True when the statement reads at most one row per table by key. */
  isLight(sql: string, parameters: readonly unknown[]): boolean {
    let light = this.light.get(sql);
    if (light === undefined) {
      light = this.decide(sql, parameters);
      if (this.light.size >= CACHE_LIMIT) this.light.delete(this.light.keys().next().value!);
      this.light.set(sql, light);
    }
    return light;
  }

  private decide(sql: string, parameters: readonly unknown[]): boolean {
    let plan: { detail: string }[];
    try {
      plan = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[];
    } catch {
      // A statement SQLite refuses fails as fast on the main thread, with its own error.
      return true;
    }
    return plan.every(({ detail }) => ROWID_LOOKUP.test(detail) || this.isUniqueLookup(detail));
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
      const table = this.db.prepare<[string], { tbl_name: string }>("SELECT tbl_name FROM sqlite_schema WHERE type = 'index' AND name = ?").get(index)?.tbl_name;
      const info = table
        ? this.db.prepare<[string], { name: string; unique: number; partial: number }>('SELECT name, "unique", partial FROM pragma_index_list(?)').all(table).find((i) => i.name === index)
        : undefined;
      width = info?.unique && !info.partial ? (this.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM pragma_index_info(?)').get(index)?.n ?? 0) : 0;
      this.uniqueWidth.set(index, width);
    }
    return width;
  }
}
