// Token locations (issue 16 item 3, docs/tokens.md): MiscData rows of kind
// Token_Location (1) seeded at first start (head start/end, body start/end),
// listed in MdSortOrder with the custom-code snippets (JavaScript 62) whose
// CMetaData.TokenLocationId names each; added last, renamed keeping the
// placement key, reordered as a whole list (a stale list refused), and
// deleted unless a snippet is placed there. Admin only, audited. Real HTTP,
// both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

type Rec = Record<string, unknown>;
type Location = {
  id: number;
  name: string;
  placement: string;
  description: string;
  sortOrder: number;
  snippets: Rec[];
};
const LOCATIONS = '/api/v1/mc/token-locations';

describe.each(testDialects())('token locations (%s)', (dialect) => {
  let t: TestApp;
  let maint: string;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token: string = t.adminToken,
  ) => t.call(token, { method, url, payload: payload as Rec });
  const list = async () => {
    const res = await call('GET', LOCATIONS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Location[];
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '2']],
    });
    maint = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => t?.close());

  it('starts with the seeded locations in page order', async () => {
    const seeded = await list();
    expect(seeded.map((l) => [l.id, l.name, l.placement, l.sortOrder])).toEqual([
      [101, 'Head Start', 'head-start', 1],
      [102, 'Head End', 'head-end', 2],
      [103, 'Body Start', 'body-start', 3],
      [104, 'Body End', 'body-end', 4],
    ]);
    expect(seeded.every((l) => l.snippets.length === 0 && l.description.length > 0)).toBe(true);
  });

  it('adds a location last, renames it keeping its placement key, and refuses a name already used', async () => {
    const added = await call('POST', LOCATIONS, { name: ' After Footer ', description: 'Below the footer' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'After Footer',
      placement: 'after-footer',
      description: 'Below the footer',
      sortOrder: 5,
      snippets: [],
    });
    const id = added.json().id as number;
    const renamed = await call('PUT', `${LOCATIONS}/${id}`, { name: 'Page Bottom' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id,
      name: 'Page Bottom',
      placement: 'after-footer',
      description: 'Below the footer',
    });
    const dup = await call('POST', LOCATIONS, { name: 'head end' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({
      field: 'name',
      message: 'A token location named "Head End" already exists (102)',
    });
    const blank = await call('PUT', `${LOCATIONS}/${id}`, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    const audit = await t.db.all<Rec>(
      sqlOf(`SELECT "Type" FROM "AuditLog" WHERE "Entity" = 'MiscData' AND "EntityKey" = '${id}' ORDER BY "AlId"`),
    );
    expect(audit.map((a) => a.Type)).toEqual(['Create', 'Update']);
  });

  it('reorders the whole list, and refuses a list that is not every location once', async () => {
    const ids = (await list()).map((l) => l.id);
    const wanted = [ids[3], ids[0], ids[1], ids[2], ...ids.slice(4)];
    const res = await call('PUT', `${LOCATIONS}/order`, { ids: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Location[]).map((l) => l.id)).toEqual(wanted);
    expect((await list()).map((l) => [l.id, l.sortOrder])).toEqual(wanted.map((id, i) => [id, i + 1]));
    const stale = await call('PUT', `${LOCATIONS}/order`, { ids: wanted.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toMatch(/changed since you loaded them/);
    const twice = await call('PUT', `${LOCATIONS}/order`, { ids: [...wanted.slice(1), wanted[1]] });
    expect(twice.statusCode).toBe(422);
    expect((await list()).map((l) => l.id)).toEqual(wanted);
  });

  it('shows the snippets placed in each location and refuses deleting one that holds any', async () => {
    // Snippets made as staff make them, on the Custom Code screen's calls (placed last in the order).
    const snippet = async (title: string, tokenLocationId: number, enabled: boolean) => {
      const res = await call('POST', '/api/v1/mc/custom-code/snippets', {
        CTitle: title,
        code: 'console.log(1);',
        tokenLocationId,
        enabled,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().CId as number;
    };
    const analytics = await snippet('Analytics', 104, false);
    const chat = await snippet('Chat widget', 104, true);
    await snippet('Elsewhere', 103, true);
    const bodyEnd = (await list()).find((l) => l.id === 104)!;
    expect(bodyEnd.snippets).toEqual([
      { CId: analytics, CTitle: 'Analytics', enabled: false, removed: false },
      { CId: chat, CTitle: 'Chat widget', enabled: true, removed: false },
    ]);
    const refused = await call('DELETE', `${LOCATIONS}/104`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      `The token location "Body End" holds 2 snippets: "Analytics" (${analytics}), "Chat widget" (${chat}). Move them to another location in Custom Code first.`,
    );
    expect((await call('DELETE', `${LOCATIONS}/101`)).statusCode).toBe(204);
    expect((await list()).map((l) => l.id)).not.toContain(101);
    expect((await call('DELETE', `${LOCATIONS}/101`)).statusCode).toBe(404);
    expect((await call('PUT', `${LOCATIONS}/301`, { name: 'Not a location' })).statusCode).toBe(404); // a Seo_Tools row
  });

  it('is for Admin and MoJoAdmin only', async () => {
    expect((await call('GET', LOCATIONS, undefined, maint)).statusCode).toBe(403);
    expect((await call('PUT', `${LOCATIONS}/order`, { ids: [102] }, maint)).statusCode).toBe(403);
  });
});
