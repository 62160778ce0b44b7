// Which tables a process's own statements changed, told after they commit:
// the in-process half of cross-instance invalidation (the PostgreSQL
// triggers of cluster/change-triggers.ts are the other half). The executors
// see every statement, so no writer — the generic interface, the editor,
// sign-in, mail, error logging, seeding — can forget to report a write.
// A statement inside a transaction is reported at COMMIT and never after a
// ROLLBACK; an autocommit statement right after it ran.

// INSERT INTO "T", UPDATE "T", DELETE FROM "T" (as Kysely and our raw SQL write them).
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"([^"]+)"/i;
const MEMO_LIMIT = 5000;

const memo = new Map<string, string | null>();

/** The table a statement writes, or undefined for a read or DDL. Memoised per SQL text. */
export function writtenTable(sql: string): string | undefined {
  let table = memo.get(sql);
  if (table === undefined) {
    table = WRITE.exec(sql)?.[1] ?? null;
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(sql, table);
  }
  return table ?? undefined;
}

type ChangeListener = (tables: ReadonlySet<string>) => void;

export class ChangeFeed {
  private readonly listeners: ChangeListener[] = [];

  subscribe(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener; a throwing listener must not undo a commit that already happened. */
  emit(tables: ReadonlySet<string>): void {
    if (!tables.size) return;
    for (const listener of this.listeners) {
      try {
        listener(tables);
      } catch {
        // A listener only drops caches; its failure is not the writer's.
      }
    }
  }
}

/** Collects the tables one transaction writes, for ChangeFeed.emit at COMMIT. */
export class PendingChanges {
  readonly tables = new Set<string>();
  note(sql: string): void {
    const table = writtenTable(sql);
    if (table) this.tables.add(table);
  }
}
