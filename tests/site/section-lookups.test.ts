// What the section lists show besides their rows, for every staff user (site/sections/section-lookups.ts): the blog's author
// and tag names (MiscData kinds 6 and 5) and the EventsGroupByCategory switch (tag 16). A Maintenance User limited
// to the News section reads both, though MiscData and tag 16 stay closed to them on the generic interface; a
// signed-in account without a staff role does not; other kinds are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('section lookups (%s)', (dialect) => {
  let t: TestApp;
  let newsEditor: string;
  let visitor: string;
  const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'newsie',
      email: 'newsie@example.test',
      password: 'Newsie-password-1',
      displayName: 'Newsie',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '2'],
        ['TId', '208'],
      ],
    });
    await t.addUser({
      userName: 'nobody',
      email: 'nobody@example.test',
      password: 'Nobody-password-1',
      displayName: 'Nobody',
      roles: [],
    });
    newsEditor = await t.login('newsie', 'Newsie-password-1');
    visitor = await t.login('nobody', 'Nobody-password-1');
  });
  afterAll(async () => t?.close());

  it('gives a Maintenance User the blog names the generic interface keeps from them', async () => {
    for (const kind of [5, 6]) {
      const names = await get(newsEditor, `/api/v1/mc/sections/names/${kind}`);
      expect(names.statusCode, names.body).toBe(200);
      const expected = await get(
        t.adminToken,
        `/api/v1/db/miscdata?filters=${encodeURIComponent(`MdKind==${kind}`)}&orderBy=${encodeURIComponent('MdSortOrder asc')}`,
      );
      const rows = (expected.json() as { MdId: number; MdName: string }[]).map((r) => ({
        MdId: r.MdId,
        MdName: r.MdName,
      }));
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(names.json())).toEqual(new Set(rows));
    }
    expect((await get(newsEditor, `/api/v1/db/miscdata?filters=${encodeURIComponent('MdKind==6')}`)).statusCode).toBe(
      403,
    );
  });

  it('says whether events are grouped, following the switch', async () => {
    const grouped = async () => (await get(newsEditor, '/api/v1/mc/sections/events-grouped')).json().grouped as boolean;
    const before = await grouped();
    const flip = await t.call(t.adminToken, {
      method: 'PATCH',
      url: '/api/v1/db/tag/16',
      payload: { TVisible: !before },
    });
    expect(flip.statusCode, flip.body).toBe(200);
    expect(await grouped()).toBe(!before);
    await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/tag/16', payload: { TVisible: before } });
    expect((await get(newsEditor, '/api/v1/db/tag/16')).statusCode).toBe(404);
  });

  it('refuses other kinds and accounts without a staff role', async () => {
    const other = await get(newsEditor, '/api/v1/mc/sections/names/10');
    expect(other.statusCode, other.body).toBe(400);
    expect(other.body).toContain('kind');
    expect((await get(visitor, '/api/v1/mc/sections/names/6')).statusCode).toBe(403);
    expect((await get(visitor, '/api/v1/mc/sections/events-grouped')).statusCode).toBe(403);
  });
});
