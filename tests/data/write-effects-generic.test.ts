// Write effects declared once (issue 11 item 5), as write-effects.test.ts
// checks them, for the generic interface: a create and a delete of every
// entity through a running server on a real database; after each write every
// entity's list total (x-pagination over HTTP, cached before the write) must
// equal its rows at once, and the audit trail must hold exactly the entries expected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEffectsOf } from '../../src/server/platform/data/write-effects.js';
import { ROLE_IDS } from '../../src/shared/roles.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { Http } from './http.js';
import { auditKey, creationOrder, sampleRecord, urlKey, type Rec } from './sample-records.js';
import { TotalsProbe } from './totals-probe.js';

/** The account's tables besides its row, which the generic interface may not write (decision 0121). */
const ACCOUNT_TABLES = [
  'AspNetUserRoles',
  'AspNetUserClaims',
  'AspNetRoles',
  'AspNetRoleClaims',
  'AspNetUserTokens',
  'AspNetUserLogins',
];

describe.each(testDialects())('write effects of the generic interface (%s)', (dialect) => {
  let t: TestApp;
  let http: Http;
  let probe: TotalsProbe;

  beforeAll(async () => {
    // No per-user request limit: the probe lists every entity twice per write.
    t = await startApp(dialect, { apiRequestsPerMinute: 0 });
    http = await Http.listen(t);
    probe = new TotalsProbe(http, t.db);
  });
  afterAll(async () => t?.close());

  it('the generic interface: a create and a delete of every entity (an account: its invitation; its other tables refused), each audited as its registry entry says', async () => {
    const created = new Map<string, Rec>();
    const order = creationOrder();
    for (const [n, e] of order.entries()) {
      // The account tables' samples point at a built-in role: their own rows are never made here.
      const refs = ACCOUNT_TABLES.includes(e.name)
        ? new Map([...created, ['AspNetRoles', { Id: ROLE_IDS['Maintenance User'] }]])
        : created;
      const seen = await probe.around(() => http.call('POST', `/api/v1/db/${e.name}`, sampleRecord(e, refs, n)));
      if (e.name === 'AspNetUsers') {
        // Accounts are made by People's invitation only (people/account-write-rule.ts, decision 0115): refused, nothing written.
        expect(seen.result.status, seen.result.text).toBe(403);
        expect(seen.deltas).toEqual({});
        const invited = await http.call('POST', '/api/v1/mc/users', {
          UserName: `write-effects-${n}`,
          DisplayName: 'Write effects',
          Email: `write-effects-${n}@example.test`,
          roleIds: [],
          tagIds: [],
          contentIds: [],
        });
        expect(invited.status, invited.text).toBe(201);
        created.set(e.name, invited.json().user as Rec);
        continue;
      }
      if (ACCOUNT_TABLES.includes(e.name)) {
        // The account's other tables are written by User Management and User Group Management only
        // (access/account-tables-rule.ts, decision 0121): refused, nothing written; their screens' writes are audited
        // in tests/people/users.test.ts and tests/access/role-groups.test.ts.
        expect(seen.result.status, seen.result.text).toBe(403);
        expect(seen.result.json().errors[0].rule).toBe('account-screens-only');
        expect(seen.deltas).toEqual({});
        continue;
      }
      expect(seen.result.status, `create ${e.name}: ${seen.result.text.slice(0, 300)}`).toBe(201);
      const row = seen.result.json() as Rec;
      created.set(e.name, row);
      if (e.name === 'Form') {
        // A form without a tag gets its own under the Form Manager (forms/form-write-rules.ts): created, given its path, linked into the chain.
        expect(seen.deltas, e.name).toEqual({ Form: 1, Tag: 1, AuditLog: 4 });
        expect(seen.audit.map((a) => `${a.Type} ${a.Entity}`).sort()).toEqual([
          'Create Form',
          'Create Tag',
          'Update Tag',
          'Update Tag',
        ]);
      } else if (writeEffectsOf(e.name).audited) {
        expect(seen.deltas, e.name).toEqual({ [e.name]: 1, AuditLog: 1 });
        expect(seen.audit, e.name).toMatchObject([
          { Type: 'Create', Entity: e.name, EntityKey: auditKey(e, row), UserName: 'admin' },
        ]);
      } else {
        // The audit trail itself: the entry is its own record.
        expect(seen.deltas, e.name).toEqual({ [e.name]: 1 });
        expect(seen.audit).toHaveLength(1);
        expect(seen.audit[0].Entity).toBeNull();
      }
    }
    for (const e of [...order].reverse()) {
      if (e.access.appendOnly || !created.has(e.name)) continue;
      if (e.name === 'AspNetUsers') {
        // The invitation's own set-password token points at the account: it goes first, as a write of its own.
        const userId = String(created.get(e.name)!.Id);
        const tokens = await t.db.all<Rec>(
          t.db.builder.selectFrom('AspNetUserTokens').selectAll().where('UserId', '=', userId).compile(),
        );
        const tokenEntity = order.find((x) => x.name === 'AspNetUserTokens')!;
        for (const token of tokens)
          expect(
            (await http.call('DELETE', `/api/v1/db/AspNetUserTokens/${urlKey(tokenEntity, token)}`)).status,
          ).toBeLessThan(300);
      }
      const seen = await probe.around(() =>
        http.call('DELETE', `/api/v1/db/${e.name}/${urlKey(e, created.get(e.name)!)}`),
      );
      expect(seen.result.status, `delete ${e.name}: ${seen.result.text.slice(0, 300)}`).toBeLessThan(300);
      if (e.name === 'Form') {
        // The form's own tag goes with it (forms/form-write-rules.ts): soft-deleted, an update of the tag.
        expect(seen.deltas, e.name).toEqual({ Form: -1, AuditLog: 2 });
        expect(seen.audit.map((a) => `${a.Type} ${a.Entity}`).sort()).toEqual(['Delete Form', 'Update Tag']);
        continue;
      }
      expect(seen.deltas, e.name).toEqual({ [e.name]: -1, AuditLog: 1 });
      expect(seen.audit, e.name).toMatchObject([
        { Type: 'Delete', Entity: e.name, EntityKey: auditKey(e, created.get(e.name)!) },
      ]);
    }
    // Two calls per entity of the schema: past the default 30 s on a busy machine.
  }, 90_000);
});
