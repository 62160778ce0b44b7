// Watches one write from outside: primes every entity's cached list total
// (x-pagination of the generic list, over real HTTP), runs the write, then
// checks that each total matches the table's rows at once, and reports which
// tables changed by how many rows and which audit entries the write added.
import { expect } from 'vitest';
import { allEntities } from '../../src/server/platform/data/entities.js';
import { sqlOf, type Executor } from '../../src/server/platform/db/executor.js';
import type { Http } from './http.js';

export interface AuditEntry {
  Type: string;
  Message: string;
  UserName: string | null;
  Entity: string | null;
  EntityKey: string | null;
}

export interface WriteSeen<T> {
  result: T;
  /** Rows added (+) or removed (−) per entity; entities that did not change are left out. */
  deltas: Record<string, number>;
  /** Audit entries the write added, oldest first. */
  audit: AuditEntry[];
}

export class TotalsProbe {
  constructor(
    private readonly http: Http,
    private readonly db: Executor,
    /** Entities whose table the test has dropped (the error-log check): not listed any more. */
    private readonly gone = new Set<string>(),
  ) {}

  forget(entity: string): void {
    this.gone.add(entity);
  }

  private entities() {
    return allEntities().filter((e) => !this.gone.has(e.name));
  }

  private async total(entity: string): Promise<number> {
    const res = await this.http.call('GET', `/api/v1/db/${entity}?pageNumber=1&pageSize=1`);
    expect(res.status, `list ${entity}: ${res.text.slice(0, 200)}`).toBe(200);
    return JSON.parse(res.headers.get('x-pagination')!).totalCount as number;
  }

  private async rows(table: string): Promise<number> {
    return Number((await this.db.first<{ n: number | string }>(sqlOf(`SELECT COUNT(*) AS n FROM "${table}"`)))!.n);
  }

  private async lastAuditId(): Promise<number> {
    return Number(
      (await this.db.first<{ id: number | string | null }>(sqlOf(`SELECT MAX("AlId") AS id FROM "AuditLog"`)))!.id ?? 0,
    );
  }

  async around<T>(write: () => Promise<T>): Promise<WriteSeen<T>> {
    const before = new Map<string, number>();
    for (const e of this.entities()) {
      const rows = await this.rows(e.table);
      // The total as the list answers it now: counted, then served from the cache until a write drops it.
      expect(await this.total(e.name), `${e.name} total before the write`).toBe(rows);
      before.set(e.name, rows);
    }
    const since = await this.lastAuditId();
    const result = await write();
    const deltas: Record<string, number> = {};
    for (const e of this.entities()) {
      const rows = await this.rows(e.table);
      expect(await this.total(e.name), `${e.name} total right after the write`).toBe(rows);
      if (rows !== before.get(e.name)) deltas[e.name] = rows - before.get(e.name)!;
    }
    const audit = await this.db.all<AuditEntry>(
      sqlOf(
        `SELECT "Type", "Message", "UserName", "Entity", "EntityKey" FROM "AuditLog" WHERE "AlId" > ${since} ORDER BY "AlId"`,
      ),
    );
    return { result, deltas, audit };
  }
}
