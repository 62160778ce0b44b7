// The cache calls (spec §7 'Other calls': GET /api/v1/mc/cache/clear and
// /clear/{token,file,db,content,layout}): who may call them, that a 'db'
// clear really drops the list totals, the audit entry, and the per-user limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { EXPENSIVE_PER_USER } from '../../src/server/platform/rate-limit/index.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { writeBehind } from '../support/write-behind.js';

const BASE = '/api/v1/mc/cache';
const NAMES = ['token', 'file', 'db', 'content', 'layout'];

describe.each(testDialects())('cache calls (%s)', (dialect) => {
  let t: TestApp;
  let clearCacheTag: { TId: number; TIdParent: number };
  const clear = (token: string | undefined, path = '/clear') => t.call(token, { method: 'GET', url: `${BASE}${path}` });
  const redirectTotal = async () =>
    JSON.parse(
      String(
        (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1' })).headers[
          'x-pagination'
        ],
      ),
    ).totalCount as number;
  const cacheAudit = async () =>
    t.db.all<{ Message: string; UserName: string }>(
      sqlOf(`SELECT "Message", "UserName" FROM "AuditLog" WHERE "Type" = 'Cache' ORDER BY "AlId"`),
    );

  beforeAll(async () => {
    t = await startApp(dialect);
    const row = await t.db.first<{ TId: number; TIdParent: number }>(
      sqlOf(`SELECT "TId", "TIdParent" FROM "Tag" WHERE "TPath" = 'CLEAR_CACHE'`),
    );
    clearCacheTag = row!;
  });
  afterAll(async () => t?.close());

  it('answers every path for MoJoAdmin, naming what was cleared, and stamps the Cache record for each name', async () => {
    const cacheRecord = async () => {
      const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/content/4' });
      const meta = res.json().CMetaData;
      return (typeof meta === 'string' ? JSON.parse(meta) : meta) as {
        Hash: string;
        Cleared: string;
        Caches?: Record<string, { Hash: string }>;
      };
    };
    const all = await clear(t.adminToken);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ success: true, cleared: NAMES, message: 'Cache cleared: all' });
    expect(body.parts).toEqual(
      expect.arrayContaining([
        'token: verified tokens',
        'token: security stamps',
        'db: list totals',
        ...NAMES.map((n) => `${n}: public site hash (Cache record)`),
      ]),
    );
    const afterAll = await cacheRecord();
    expect(afterAll.Hash).toBe(body.hash);
    for (const name of NAMES) expect(afterAll.Caches?.[name]?.Hash, name).toBe(body.hash);
    for (const name of NAMES) {
      const res = await clear(t.adminToken, `/clear/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ success: true, cleared: [name] });
      expect(res.json().parts, name).toContain(`${name}: public site hash (Cache record)`);
      const record = await cacheRecord();
      expect(record.Hash, name).toBe(res.json().hash);
      expect(record.Caches?.[name]?.Hash, name).toBe(res.json().hash);
      // The other names keep their stamps: a public site re-fetches only what was cleared.
      for (const other of NAMES.slice(NAMES.indexOf(name) + 1))
        expect(record.Caches?.[other]?.Hash, other).toBe(body.hash);
    }
    // Dropping the verified-token and stamp caches never signs anyone out.
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1' })).statusCode).toBe(
      200,
    );
    expect((await clear(t.adminToken, '/clear/nonsense')).statusCode).toBe(404);
  });

  it('a db clear makes totals written behind the cache visible; other clears leave them cached', async () => {
    const before = await redirectTotal();
    // Behind the server's back: a row written where neither its change feed nor a notification tells it.
    await writeBehind(
      t.database,
      `INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/behind', '/x', '301', 0)`,
    );
    expect(await redirectTotal()).toBe(before); // cached total
    expect((await clear(t.adminToken, '/clear/token')).statusCode).toBe(200);
    expect(await redirectTotal()).toBe(before); // the token clear is not the totals' clear
    expect((await clear(t.adminToken, '/clear/db')).statusCode).toBe(200);
    expect(await redirectTotal()).toBe(before + 1);
    await writeBehind(
      t.database,
      `INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/behind-2', '/x', '301', 0)`,
    );
    expect(await redirectTotal()).toBe(before + 1);
    expect((await clear(t.adminToken)).statusCode).toBe(200); // /clear includes db
    expect(await redirectTotal()).toBe(before + 2);
  });

  it('needs a valid token', async () => {
    for (const path of ['/clear', '/clear/db']) {
      const res = await clear(undefined, path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401 });
      expect((await clear('not.a.token', path)).statusCode).toBe(401);
    }
  });

  it('refuses a Maintenance User without the Clear Cache tool (403, nothing cleared, nothing audited); allows one with it, and Admins', async () => {
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    // The tags that put the Clear Cache item on their dashboard: the dashboard and the item's section.
    await t.addUser({
      userName: 'maint-tools',
      email: 'maint-tools@example.test',
      password: 'maint-password-2',
      displayName: 'Maint Tools',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '2'],
        ['TId', String(clearCacheTag.TIdParent)],
      ],
    });
    // The section alone is not enough: the dashboard rule needs tag 2 as well.
    await t.addUser({
      userName: 'maint-section',
      email: 'maint-section@example.test',
      password: 'maint-password-3',
      displayName: 'Maint Section',
      roles: ['Maintenance User'],
      claims: [['TId', String(clearCacheTag.TIdParent)]],
    });
    await t.addUser({
      userName: 'editor',
      email: 'editor@example.test',
      password: 'editor-password-1',
      displayName: 'Editor',
      roles: ['Admin'],
    });
    const audited = (await cacheAudit()).length;
    const before = await redirectTotal();
    await writeBehind(
      t.database,
      `INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/refused', '/x', '301', 0)`,
    );

    for (const user of ['maint', 'maint-section']) {
      const token = await t.login(user, user === 'maint' ? 'maint-password-1' : 'maint-password-3');
      for (const path of ['/clear', '/clear/db']) {
        const res = await clear(token, path);
        expect(res.statusCode, `${user} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({
          status: 403,
          errors: [{ message: expect.stringContaining('Clear Cache') }],
        });
      }
    }
    expect(await redirectTotal()).toBe(before); // nothing was cleared
    expect((await cacheAudit()).length).toBe(audited);

    const tools = await t.login('maint-tools', 'maint-password-2');
    expect((await clear(tools, '/clear/db')).statusCode).toBe(200);
    expect(await redirectTotal()).toBe(before + 1);
    const editor = await t.login('editor', 'editor-password-1');
    expect((await clear(editor, '/clear')).statusCode).toBe(200);
    expect((await cacheAudit()).slice(-2)).toEqual([
      { Message: 'Cache cleared: db', UserName: 'maint-tools' },
      { Message: 'Cache cleared: all', UserName: 'editor' },
    ]);
  });

  it('writes an audit entry per clear, naming the user and the caches', async () => {
    const before = (await cacheAudit()).length;
    await clear(t.adminToken, '/clear/db');
    await clear(t.adminToken, '/clear/layout');
    const rows = await cacheAudit();
    expect(rows.length).toBe(before + 2);
    expect(rows.slice(-2)).toEqual([
      { Message: 'Cache cleared: db', UserName: 'admin' },
      { Message: 'Cache cleared: layout', UserName: 'admin' },
    ]);
  });

  it(`limits each user to ${EXPENSIVE_PER_USER.limit} calls in the window: then 429 with Retry-After, other users unaffected`, async () => {
    await t.addUser({
      userName: 'busy',
      email: 'busy@example.test',
      password: 'busy-password-1',
      displayName: 'Busy',
      roles: ['Admin'],
    });
    const busy = await t.login('busy', 'busy-password-1');
    for (let i = 0; i < EXPENSIVE_PER_USER.limit; i++) {
      const res = await clear(busy, i % 2 ? '/clear/db' : '/clear/file');
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    const audited = (await cacheAudit()).length;
    const refused = await clear(busy, '/clear/token');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(Number.isInteger(wait) && wait > 0 && wait <= EXPENSIVE_PER_USER.windowMs / 1000).toBe(true);
    expect(refused.json()).toEqual({
      errors: [{ message: `Too many ${EXPENSIVE_PER_USER.what}: try again in ${wait} seconds` }],
      status: 429,
    });
    expect((await cacheAudit()).length).toBe(audited); // a refused call clears and audits nothing
    expect((await clear(t.adminToken, '/clear/token')).statusCode).toBe(200);
  });
});
