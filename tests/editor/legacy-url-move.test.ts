// Issue 41 / decision 0121: a page whose stored URL breaks today's page-URL rule (saved before the rule, e.g.
// "/Old Page" with a space) is moved to a good URL through the editor's save. Decision 0115 made redirects follow
// the page-URL rule, so the automatic redirect from the old URL must not fail the publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untypedTables } from '../../src/server/platform/db/untyped-tables.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, readPage, save, type Rec } from './support.js';

describe.each(testDialects())('moving a page whose old URL breaks today’s rule (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  /** A page as an older version stored it: its URL written straight to the database, past today's rule. */
  const legacyPage = async (title: string, url: string) => {
    const { page } = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: title });
    const cId = page.content.CId as number;
    await t.db.run(
      untypedTables(t.db.builder).updateTable('Content').set({ CSeoUrl: url }).where('CId', '=', cId).compile(),
    );
    const read = await readPage(t, t.adminToken, cId);
    expect(read.page.content.CSeoUrl).toBe(url);
    return { cId, etag: read.etag as string };
  };
  const redirectsFrom = async (from: string) =>
    t.db.all<Rec>(
      untypedTables(t.db.builder)
        .selectFrom('Redirect')
        .select(['RFrom', 'RTo', 'RType'])
        .where('RFrom', '=', from)
        .compile(),
    );

  it('publishes the move, with the redirect from the old URL as a browser sends it', async () => {
    const { cId, etag } = await legacyPage('Old Page', '/Old Page');
    const moved = await save(t, t.adminToken, cId, etag, { content: { CSeoUrl: '/old-page' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await readPage(t, t.adminToken, cId)).page.content.CSeoUrl).toBe('/old-page');
    // The space is written as %20, the form a visitor's browser requests and today's rule accepts.
    expect(moved.json().redirect).toMatchObject({ RFrom: '/Old%20Page', RTo: '/old-page', RType: '301' });
    expect(await redirectsFrom('/Old%20Page')).toEqual([{ RFrom: '/Old%20Page', RTo: '/old-page', RType: '301' }]);
  });

  it('publishes the move and writes no redirect for an old URL that is no path of this site', async () => {
    const { cId, etag } = await legacyPage('No Slash', 'no-slash');
    const moved = await save(t, t.adminToken, cId, etag, { content: { CSeoUrl: '/no-slash' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await readPage(t, t.adminToken, cId)).page.content.CSeoUrl).toBe('/no-slash');
    expect(moved.json().redirect).toBeUndefined();
    expect(await redirectsFrom('no-slash')).toEqual([]);
  });
});
