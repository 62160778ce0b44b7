// The Auditor role (issue 40 item 5; docs/decisions/0112-auditor-role.md):
// an account with the built-in role Auditor and no writing role reads what an
// Admin reads — lists, records, the change history, the audit log, the
// unpaged read a CSV export is made from — within its TId/CId claims when it
// has some, and writes nothing. Every write operation of the OpenAPI document
// (every POST, PUT, PATCH and DELETE, and the GETs marked `x-writes`) is called
// as a signed-in Auditor and must answer the guard's 403, except the
// operations marked `x-read-only-allowed`, which this test names one by one;
// the database must be unchanged afterwards. The history is read through the
// tool routes too (a page's versions within the claims scope, accounts and
// their audit trails: shared/history-access.ts), their writes still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY_REFUSAL } from '../../src/server/platform/http/read-only.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, EDITOR, save } from '../editor/support.js';

const PASSWORD = 'auditor-password-1';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** What an Auditor may still do, by operation: signing in and out, and its own account's sign-in and preferences. */
const ALLOWED = [
  'POST /api/v1/mc/jwt/login',
  'POST /api/v1/mc/jwt/change-password',
  'GET /api/v1/mc/jwt/frontendlogout',
  'GET /api/v1/mc/jwt/deimpersonate',
  'DELETE /api/v1/mc/account/sessions',
  'DELETE /api/v1/mc/account/sessions/{id}',
  'PUT /api/v1/mc/account/theme',
  'PUT /api/v1/mc/account/language',
  'PUT /api/v1/mc/account/second-factor',
  // Its own authenticator app (docs/sign-in.md), and the set-up step a role group's policy puts into sign-in.
  'POST /api/v1/mc/jwt/authenticator-enrolment',
  'POST /api/v1/mc/jwt/authenticator-enrolment/confirm',
  'POST /api/v1/mc/factors/mine/authenticator',
  'POST /api/v1/mc/factors/mine/authenticator/confirm',
  'DELETE /api/v1/mc/factors/mine/authenticator',
  'PUT /api/v1/mc/factors/mine/sign-in',
  // Its own passkeys, and signing in with one (decision 0138): the same exception as the authenticator app.
  'POST /api/v1/mc/factors/mine/passkeys/options',
  'POST /api/v1/mc/factors/mine/passkeys',
  'PATCH /api/v1/mc/factors/mine/passkeys/{id}',
  'DELETE /api/v1/mc/factors/mine/passkeys/{id}',
  'POST /api/v1/mc/jwt/passkey/options',
  'POST /api/v1/mc/jwt/passkey',
].sort();

/** Tables whose rows a write would change; counted before and after the walk. */
const COUNTED = [
  'AuditLog',
  'Content',
  'ContentBlock',
  'ContentVersion',
  'Tag',
  'TagToContent',
  'AspNetUsers',
  'AspNetUserRoles',
  'AspNetRoles',
  'SystemMessages',
  'ErrorLog',
  'Redirect',
  'MiscData',
  'UserSession',
  'Form',
];

interface Operation {
  method: string;
  path: string;
  allowed?: string;
  writes?: boolean;
}

/** Plausible values for path parameters: an entity name where one is asked, else an id. */
const fill = (path: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (/^entity$/i.test(name)) return 'content';
    if (/^(userId|roleId|id|UserId|RoleId)$/.test(name)) return '00000000-0000-4000-8000-000000000002';
    if (/token/i.test(name)) return 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    if (/^(kind|name)$/i.test(name)) return 'page';
    return '1';
  });

describe.each(testDialects())('the Auditor role (%s)', (dialect) => {
  let t: TestApp;
  let auditor: string;
  let scoped: string;
  let adminAuditor: string;
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of COUNTED) {
      const row = await t.db.first<{ n: number | string }>(
        t.db.builder
          .selectFrom(table as 'Tag')
          .select((eb) => eb.fn.countAll().as('n'))
          .compile(),
      );
      out[table] = Number(row?.n ?? 0);
    }
    return out;
  };
  const total = (res: { headers: Record<string, unknown> }) =>
    JSON.parse(String(res.headers['x-pagination'])).totalCount as number;

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'auditor',
      email: 'auditor@example.test',
      password: PASSWORD,
      displayName: 'Ann Auditor',
      roles: ['Auditor'],
    });
    await t.addUser({
      userName: 'section-auditor',
      email: 'section@example.test',
      password: PASSWORD,
      displayName: 'Sam Section',
      roles: ['Auditor'],
      claims: [['TId', '2']],
    });
    await t.addUser({
      userName: 'admin-auditor',
      email: 'both@example.test',
      password: PASSWORD,
      displayName: 'Bo Both',
      roles: ['Admin', 'Auditor'],
    });
    auditor = await t.login('auditor', PASSWORD);
    scoped = await t.login('section-auditor', PASSWORD);
    adminAuditor = await t.login('admin-auditor', PASSWORD);
    // Something in the audit log and the history to read.
    const msg = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/systemmessages',
      payload: { SMessage: 'Audited message' },
    });
    expect(msg.statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  it('refuses every write operation of the OpenAPI document with 403, except the named allow-list, and changes nothing', async () => {
    const docRes = await t.call(auditor, { method: 'GET', url: '/api/v1/openapi.json' });
    expect(docRes.statusCode).toBe(200);
    const paths = docRes.json().paths as Record<
      string,
      Record<string, { 'x-writes'?: boolean; 'x-read-only-allowed'?: string }>
    >;
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        const writing =
          (WRITE_METHODS as readonly string[]).includes(method) || (method === 'get' && op['x-writes'] === true);
        if (writing)
          operations.push({
            method: method.toUpperCase(),
            path,
            allowed: op['x-read-only-allowed'],
            writes: op['x-writes'],
          });
      }
    }
    // The document says which GETs write; the spec's two and the cache clears are among them.
    const writingGets = operations.filter((o) => o.method === 'GET').map((o) => o.path);
    expect(writingGets).toEqual(
      expect.arrayContaining([
        '/api/v1/db/errorlog/truncate',
        '/api/v1/db/systemmessages/archive',
        '/api/v1/mc/cache/clear',
        '/api/v1/mc/sitemap/regen',
        '/api/v1/mc/editor/duplicate',
      ]),
    );
    // The allow-list is exactly the one named here: a new exception is a decision, not an accident.
    expect(
      operations
        .filter((o) => o.allowed)
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    ).toEqual(ALLOWED);
    const refused = operations.filter((o) => !o.allowed);
    expect(refused.length).toBeGreaterThan(200);

    const before = await counts();
    const wrong: string[] = [];
    for (const op of refused) {
      const res = await t.call(auditor, {
        method: op.method as 'POST',
        url: fill(op.path),
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      const message = res.statusCode === 403 ? res.json().errors?.[0]?.message : undefined;
      if (res.statusCode !== 403 || message !== READ_ONLY_REFUSAL)
        wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a write that carries an Auditor token to a public route too', async () => {
    const res = await t.call(auditor, { method: 'POST', url: '/api/v1/db/form/submit?id=1', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ message: READ_ONLY_REFUSAL }], status: 403 });
  });

  it('reads every list and record an Admin reads, the history, the audit log and the unpaged read of a CSV export; nothing an Admin may not', async () => {
    const list = await t.call(auditor, { method: 'GET', url: '/api/v1/db/content?pageNumber=1&pageSize=5' });
    expect(list.statusCode).toBe(200);
    const first = list.json()[0] as { CId: number };
    const record = await t.call(auditor, { method: 'GET', url: `/api/v1/db/content/${first.CId}` });
    expect(record.statusCode).toBe(200);
    expect(record.json().CId).toBe(first.CId);

    const auditLog = await t.call(auditor, {
      method: 'GET',
      url: '/api/v1/db/auditlog?pageNumber=1&pageSize=500&orderBy=AlId desc',
    });
    expect(auditLog.statusCode).toBe(200);
    expect(
      auditLog.json().some((r: { Message: string }) => /Audited message|SystemMessages/.test(JSON.stringify(r))),
    ).toBe(true);
    expect((await t.call(auditor, { method: 'GET', url: '/api/v1/db/contentversion?pageNumber=1' })).statusCode).toBe(
      200,
    );
    expect((await t.call(auditor, { method: 'GET', url: '/api/v1/db/templateversion?pageNumber=1' })).statusCode).toBe(
      200,
    );

    // CSV export: every row of the list, unpaged (contract §2), as the admin's Export button reads it.
    const all = await t.call(auditor, { method: 'GET', url: '/api/v1/db/tag' });
    expect(all.statusCode).toBe(200);
    const siteTags = total(await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' }));
    expect(all.json()).toHaveLength(siteTags);

    // Accounts: readable as an Admin reads them, secrets left out.
    const users = await t.call(auditor, { method: 'GET', url: '/api/v1/db/aspnetusers?pageNumber=1' });
    expect(users.statusCode).toBe(200);
    expect(Object.keys(users.json()[0])).not.toContain('PasswordHash');

    for (const hidden of ['keymanager', 'usersession', 'apigroup', 'aspnetusertokens']) {
      expect(
        (await t.call(auditor, { method: 'GET', url: `/api/v1/db/${hidden}?pageNumber=1` })).statusCode,
        hidden,
      ).toBe(403);
    }
  });

  it('limits an Auditor with TId claims to their scope on scoped entities, and keeps it read only', async () => {
    const siteTags = total(await t.call(auditor, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' }));
    const mine = await t.call(scoped, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&pageSize=500' });
    expect(mine.statusCode).toBe(200);
    expect(total(mine)).toBeGreaterThan(0);
    expect(total(mine)).toBeLessThan(siteTags);
    for (const tag of mine.json() as { TId: number; TIdParent: number | null }[])
      expect(tag.TId === 2 || tag.TIdParent === 2).toBe(true);
    // Entities without a scope rule are read as an Admin reads them (the audit log has no row scope for anyone).
    expect((await t.call(scoped, { method: 'GET', url: '/api/v1/db/auditlog?pageNumber=1' })).statusCode).toBe(200);
    expect(
      (await t.call(scoped, { method: 'POST', url: '/api/v1/db/tag', payload: { TName: 'Mine', TIdParent: 2 } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets an Auditor use the allow-list: its own preferences and signing out', async () => {
    const theme = await t.call(auditor, { method: 'PUT', url: '/api/v1/mc/account/theme', payload: { theme: 'dark' } });
    expect(theme.statusCode).toBe(200);
    const language = await t.call(auditor, {
      method: 'PUT',
      url: '/api/v1/mc/account/language',
      payload: { language: 'fr' },
    });
    expect(language.statusCode).toBe(200);
    const session = await t.login('auditor', PASSWORD);
    const out = await t.call(session, { method: 'GET', url: '/api/v1/mc/jwt/frontendlogout' });
    expect(out.statusCode).toBe(200);
    expect((await t.call(session, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode).toBe(401);
  });

  it('treats an account that is Admin and Auditor as an Admin', async () => {
    const res = await t.call(adminAuditor, {
      method: 'POST',
      url: '/api/v1/db/systemmessages',
      payload: { SMessage: 'Written by an Admin who audits' },
    });
    expect(res.statusCode).toBe(201);
  });
  it('reads the history through the tool routes: a page and its versions (within its scope), accounts and their audit trails', async () => {
    const added = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Audited page' });
    const cId = added.page.content.CId as number;
    const saved = await save(t, t.adminToken, cId, added.etag, { content: { CTitle: 'Audited page, again' } });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await t.call(auditor, { method: 'GET', url: `${EDITOR}/page/${cId}` })).statusCode).toBe(200);
    const versions = await t.call(auditor, { method: 'GET', url: `${EDITOR}/versions/${cId}` });
    expect(versions.statusCode, versions.body).toBe(200);
    const list = versions.json() as { CvId: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect((await t.call(auditor, { method: 'GET', url: `${EDITOR}/version/${list[0]!.CvId}` })).statusCode).toBe(200);
    // Its writes stay refused by the guard: restoring a version, duplicating the page.
    expect(
      (
        await t.call(auditor, {
          method: 'POST',
          url: `${EDITOR}/version/${list[0]!.CvId}/restore`,
          headers: { 'if-match': added.etag },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call(auditor, { method: 'GET', url: `${EDITOR}/duplicate?cId=${cId}` })).statusCode).toBe(403);
    // A page outside the claims of a scoped auditor is not theirs to read, nor its versions.
    expect([403, 404]).toContain(
      (await t.call(scoped, { method: 'GET', url: `${EDITOR}/versions/${cId}` })).statusCode,
    );
    expect([403, 404]).toContain(
      (await t.call(scoped, { method: 'GET', url: `${EDITOR}/version/${list[0]!.CvId}` })).statusCode,
    );

    const users = await t.call(auditor, { method: 'GET', url: '/api/v1/mc/users?pageNumber=1' });
    expect(users.statusCode, users.body).toBe(200);
    const someone = (users.json() as { Id: string }[])[0]!.Id;
    expect((await t.call(auditor, { method: 'GET', url: `/api/v1/mc/users/${someone}` })).statusCode).toBe(200);
    const trail = await t.call(auditor, { method: 'GET', url: `/api/v1/mc/users/${someone}/audit` });
    expect(trail.statusCode, trail.body).toBe(200);
    expect((await t.call(auditor, { method: 'POST', url: `/api/v1/mc/users/${someone}/unlock` })).statusCode).toBe(403);
  });

  it('keeps the history routes closed to those who could not read them before: a Maintenance User reads no accounts', async () => {
    await t.addUser({
      userName: 'maint-history',
      email: 'maint-history@example.test',
      password: PASSWORD,
      displayName: 'Max Maint',
      roles: ['Maintenance User'],
    });
    const maint = await t.login('maint-history', PASSWORD);
    expect((await t.call(maint, { method: 'GET', url: '/api/v1/mc/users?pageNumber=1' })).statusCode).toBe(403);
  });
});
