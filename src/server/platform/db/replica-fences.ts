// Per table, the primary position the replica must have replayed before it
// may answer a read of that table here (docs/decisions/0131-read-replica.md).
// A committed change this instance hears of (its own commit, another
// instance's notice) names its tables; the next poll of the primary's position
// fences them at that position. Until the replica is past it, reads of those
// tables go to the primary: a list or total cached after the notice is never
// older than the change it announced. Reads of other tables (an audit line
// written while a list of redirects is read) keep the replica.

/** A change of unknown extent (the notices were lost and resynced): every table is fenced. */
export const EVERY_TABLE = '*';

export class ChangeFences {
  private heard = new Set<string>();
  private readonly placing = new Set<string>();
  private readonly fences = new Map<string, bigint>();

  heardOf(tables: Iterable<string>): void {
    for (const table of tables) this.heard.add(table);
  }

  /** Called before the primary's position is read: the tables that position will fence. */
  take(): Set<string> {
    const taken = this.heard;
    this.heard = new Set();
    for (const table of taken) this.placing.add(table);
    return taken;
  }

  placed(taken: Set<string>, at: bigint): void {
    for (const table of taken) {
      if ((this.fences.get(table) ?? 0n) < at) this.fences.set(table, at);
      this.placing.delete(table);
    }
  }

  /** The primary did not answer: the tables wait for the next poll. */
  unplaced(taken: Set<string>): void {
    for (const table of taken) this.placing.delete(table);
    this.heardOf(taken);
  }

  /** Whether a read of these tables could miss a change heard of, with the replica replayed to `replayed`. */
  ahead(tables: readonly string[], replayed: bigint): boolean {
    const fenced = (table: string) =>
      this.heard.has(table) || this.placing.has(table) || (this.fences.get(table) ?? 0n) > replayed;
    return fenced(EVERY_TABLE) || tables.some(fenced);
  }

  /** Drops the fences the replica has passed, so the map holds only tables written in the last moments. */
  passed(replayed: bigint): void {
    for (const [table, at] of this.fences) if (at <= replayed) this.fences.delete(table);
  }
}

// FROM "T", JOIN "T" (Kysely quotes every name), or an unquoted name in hand-written SQL.
const READ = /\b(?:from|join)\s+(?:"([^"]+)"|([A-Za-z_][A-Za-z0-9_]*))/gi;
const MEMO_LIMIT = 5000;
const memo = new Map<string, string[]>();

/** The tables a statement reads, by name as the change feed names them. Memoised per SQL text. */
export function tablesRead(sql: string): string[] {
  let tables = memo.get(sql);
  if (!tables) {
    tables = [...new Set([...sql.matchAll(READ)].map((m) => m[1] ?? m[2]))];
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(sql, tables);
  }
  return tables;
}
