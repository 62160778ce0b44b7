// The page editor's URL rules on every generic write of Content (/api/v1/db/content: create, PATCH, PUT, PUT /all,
// POST /all, /batch), on both databases (editor/content-url-rule.ts): a CSeoUrl that is no page URL is a 422, one
// another live page has is a 409 naming that page, a multi-record write with one bad URL changes nothing, and a URL
// an update leaves as stored is not checked again. The editor's own save answers the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import type { ErrorBody as ErrorAnswer } from '../../src/shared/api/common.js';
import { addPage, save } from './support.js';

const DB = '/api/v1/db/content';
const TAKEN = '/news/riverside-public-library-reopens-after-two-year-renovation';

describe.each(testDialects())('Content URLs on the generic interface (%s)', (dialect) => {
  let t: TestApp;
  let owner: number; // the live page that has TAKEN
  let other: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.call(t.adminToken, {
      method,
      url: `${DB}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const answer = (res: { statusCode: number; body: string; json(): unknown }, status: number, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as ErrorAnswer;
    expect(body.status).toBe(status);
    expect(body.errors[0].field).toBe('CSeoUrl');
    expect(body.errors[0].message).toMatch(message);
  };
  const urlOf = async (cId: number) =>
    (
      await t.db.first<{ CSeoUrl: string | null }>(
        t.db.builder.selectFrom('Content').select('CSeoUrl').where('CId', '=', cId).compile(),
      )
    )?.CSeoUrl;
  const create = async (record: Record<string, unknown>) => {
    const res = await call('POST', '', { CtId: 2, ...record });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().CId as number;
  };
  const DUPLICATE = new RegExp(
    `^(items\\[\\d\\]: |updates\\[\\d\\]: |creates\\[\\d\\]: )?The URL ${TAKEN} is already the address of "Riverside library reopens" \\(content \\d+\\)`,
  );

  beforeAll(async () => {
    t = await startApp(dialect);
    owner = await create({ CTitle: 'Riverside library reopens', CSeoUrl: TAKEN });
    other = await create({ CTitle: 'Bake sale', CSeoUrl: '/news/bake-sale' });
  });
  afterAll(async () => t?.close());

  it('refuses another live page’s URL (409 naming it) and a malformed URL (422) on one record', async () => {
    answer(await call('PATCH', `/${other}`, { CSeoUrl: TAKEN }), 409, DUPLICATE);
    expect((await call('GET', `/${owner}`)).json().CSeoUrl).toBe(TAKEN);
    answer(
      await call('PATCH', `/${other}`, { CSeoUrl: 'not a url with spaces' }),
      422,
      /^"not a url with spaces" is not a page URL: it is a path of this site that starts with \//,
    );
    for (const bad of ['/with space', '//evil.example/x', '/q?x=1', '/a#b', '/<script>', 'no-slash']) {
      answer(await call('PATCH', `/${other}`, { CSeoUrl: bad }), 422, /is not a page URL/);
    }
    const row = (await call('GET', `/${other}`)).json() as Record<string, unknown>;
    answer(await call('PUT', `/${other}`, { CtId: row.CtId, CTitle: row.CTitle, CSeoUrl: TAKEN }), 409, DUPLICATE);
    answer(await call('POST', '', { CtId: 1, CTitle: 'Copycat', CSeoUrl: TAKEN }), 409, DUPLICATE);
    expect(await urlOf(other)).toBe('/news/bake-sale');
    expect(
      await t.db.first(t.db.builder.selectFrom('Content').select('CId').where('CTitle', '=', 'Copycat').compile()),
    ).toBeUndefined();
    // Its own URL again, another free URL, letters of any script and no URL at all pass.
    expect((await call('PATCH', `/${owner}`, { CSeoUrl: TAKEN, CTitle: 'Riverside library reopens' })).statusCode).toBe(
      200,
    );
    for (const ok of ['/news/bake-sale-2024', '/nouvelles/café', '/news/bake-sale/', null, ''])
      expect((await call('PATCH', `/${other}`, { CSeoUrl: ok })).statusCode, String(ok)).toBe(200);
    // Only live pages count: a deleted page may share a URL, and a page may take a deleted page's URL.
    const gone = await create({ CTitle: 'Old notice', CDeleted: true, CSeoUrl: TAKEN });
    expect(await urlOf(gone)).toBe(TAKEN);
    const live = await create({ CTitle: 'Free again', CSeoUrl: '/news/free-again' });
    await call('PATCH', `/${live}`, { CDeleted: true });
    expect((await call('POST', '', { CtId: 2, CTitle: 'Takes it', CSeoUrl: '/news/free-again' })).statusCode).toBe(201);
  });

  it('refuses PUT /all, POST /all and /batch with one bad URL as a whole, naming the item', async () => {
    const a = await create({ CTitle: 'Many A', CSeoUrl: '/many-a' });
    const b = await create({ CTitle: 'Many B', CSeoUrl: '/many-b' });
    answer(
      await call('PUT', '/all', [
        { CId: a, CtId: 2, CTitle: 'Many A', CSeoUrl: '/many-a2' },
        { CId: b, CtId: 2, CTitle: 'Many B', CSeoUrl: TAKEN },
      ]),
      409,
      DUPLICATE,
    );
    answer(
      await call('POST', '/all', [
        { CtId: 2, CTitle: 'Many C', CSeoUrl: '/many-c' },
        { CtId: 2, CTitle: 'Many D', CSeoUrl: '/many d' },
      ]),
      422,
      /^items\[1\]: "\/many d" is not a page URL/,
    );
    // Two records of one batch asking for one URL: the second sees the first.
    const batch = await call('POST', '/batch', {
      creates: [
        { CtId: 2, CTitle: 'Many E', CSeoUrl: '/many-e' },
        { CtId: 2, CTitle: 'Many F', CSeoUrl: '/many-e' },
      ],
      updates: [{ CId: a, CSeoUrl: '/many-a3' }],
      deletes: [],
    });
    expect(batch.statusCode, batch.body).toBe(409);
    expect((batch.json() as ErrorAnswer).errors[0].message).toMatch(
      /^creates\[1\]: The URL \/many-e is already the address of "Many E"/,
    );
    expect([await urlOf(a), await urlOf(b)]).toEqual(['/many-a', '/many-b']);
    expect(
      await t.db.first(
        t.db.builder
          .selectFrom('Content')
          .select('CId')
          .where('CTitle', 'in', ['Many C', 'Many D', 'Many E', 'Many F'])
          .compile(),
      ),
    ).toBeUndefined();
  });

  it('does not check again a URL an update leaves as stored (rows older than the rule)', async () => {
    const older = await create({ CTitle: 'Older twin' });
    // Saved before the rule, straight into the table: a malformed URL that is also another live page's.
    await t.db.run(t.db.builder.updateTable('Content').set({ CSeoUrl: TAKEN }).where('CId', '=', older).compile());
    expect((await call('PATCH', `/${older}`, { CTitle: 'Older twin, renamed', CSeoUrl: TAKEN })).statusCode).toBe(200);
    const spaced = await create({ CTitle: 'Older spaced' });
    await t.db.run(
      t.db.builder.updateTable('Content').set({ CSeoUrl: '/older spaced' }).where('CId', '=', spaced).compile(),
    );
    const row = (await call('GET', `/${spaced}`)).json() as Record<string, unknown>;
    expect(
      (await call('PUT', `/${spaced}`, { CtId: row.CtId, CTitle: 'Older spaced, renamed', CSeoUrl: row.CSeoUrl }))
        .statusCode,
    ).toBe(200);
    answer(await call('PATCH', `/${spaced}`, { CSeoUrl: '/older spaced 2' }), 422, /is not a page URL/);
  });

  it('refuses to restore a removed page whose URL another live page has taken since, leaving it removed', async () => {
    const removed = await create({ CTitle: 'Removed for now', CSeoUrl: '/news/comeback' });
    const removing = await t.call(t.adminToken, { method: 'POST', url: `/api/v1/mc/content/${removed}/remove` });
    expect(removing.statusCode, removing.body).toBe(200);
    await create({ CTitle: 'Took its place', CSeoUrl: '/news/comeback' });
    const restoring = await t.call(t.adminToken, { method: 'POST', url: `/api/v1/mc/content/${removed}/restore` });
    expect(restoring.statusCode, restoring.body).toBe(409);
    expect(restoring.json().errors[0].message).toMatch(
      /^The URL \/news\/comeback is already the address of "Took its place"/,
    );
    answer(await call('PATCH', `/${removed}`, { CDeleted: false }), 409, /already the address of "Took its place"/);
    const row = await t.db.first<{ CDeleted: unknown }>(
      t.db.builder.selectFrom('Content').select('CDeleted').where('CId', '=', removed).compile(),
    );
    expect([true, 1]).toContain(row?.CDeleted);
  });

  it('answers the page editor’s save with the same rules', async () => {
    const { page, etag } = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Editor page' });
    const cId = page.content.CId as number;
    answer(
      await save(t, t.adminToken, cId, etag, { content: { CSeoUrl: 'not a url with spaces' } }),
      422,
      /^"not a url with spaces" is not a page URL/,
    );
    answer(await save(t, t.adminToken, cId, etag, { content: { CSeoUrl: TAKEN } }), 409, DUPLICATE);
  });
});
