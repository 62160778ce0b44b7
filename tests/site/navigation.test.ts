// GET /api/v1/mc/navigation/{TId} and POST /navigation/{TId}/move over a
// real menu under tag 56 (the sidebar menu, empty without the demo site): chain order, the linked page, moves rewriting the
// chain in one transaction, and the moves that are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const MENU = 56;

interface Node {
  TId: number;
  TName: string;
  CId?: number;
  children: Node[];
}

const names = (nodes: Node[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.TName, names(n.children)] : n.TName));

describe.each(testDialects())('navigation (%s)', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tree = async (menu = MENU, token = t.adminToken) =>
    t.call(token, { method: 'GET', url: `/api/v1/mc/navigation/${menu}` });
  const move = (body: unknown, menu = MENU) =>
    t.call(t.adminToken, { method: 'POST', url: `/api/v1/mc/navigation/${menu}/move`, payload: body as object });
  const addTag = async (TName: string, TIdParent: number) => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tag',
      payload: { TName, TIdParent, TPath: `/${TName.toLowerCase()}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (ids[TName] = res.json().TId as number);
  };
  const setChain = (id: number, TNextId: number | null, TChildId: number | null) =>
    t.call(t.adminToken, { method: 'PATCH', url: `/api/v1/db/tag/${id}`, payload: { TNextId, TChildId } });

  beforeAll(async () => {
    t = await startApp(dialect);
    // Created in an order unlike the menu's, so chain order and TId order differ.
    for (const n of ['Contact', 'About', 'Home']) await addTag(n, MENU);
    for (const n of ['History', 'Team']) await addTag(n, ids.About);
    await addTag('Stray', MENU); // never put in the chain: shown after the chained items
    await setChain(MENU, null, ids.Home);
    await setChain(ids.Home, ids.About, null);
    await setChain(ids.About, ids.Contact, ids.Team);
    await setChain(ids.Team, ids.History, null);
    await setChain(ids.History, null, null);
    await setChain(ids.Contact, null, null);
    const page = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: 'About us', CSeoUrl: '/about' },
    });
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent',
      payload: { TId: ids.About, CId: page.json().CId, CSortOrder: 1, TtcPageUrl: '/about' },
    });
    ids.page = page.json().CId;
  });
  afterAll(async () => t?.close());

  it('answers the menu in chain order, the items the chain misses after it, with the linked page', async () => {
    const res = await tree();
    expect(res.statusCode, res.body).toBe(200);
    const menu = res.json() as Node[];
    expect(names(menu)).toEqual(['Home', ['About', ['Team', 'History']], 'Contact', 'Stray']);
    expect(menu[1]).toMatchObject({ TId: ids.About, CId: ids.page, TPath: '/about', TVisible: true });
    expect(menu[0]).not.toHaveProperty('CId');
  });

  it('moves an item and rewrites the chain of both parents in one go (the stray joins the chain)', async () => {
    let res = await move({ TId: ids.Contact, parentId: MENU, beforeId: ids.Home });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json())).toEqual(['Contact', 'Home', ['About', ['Team', 'History']], 'Stray']);
    res = await move({ TId: ids.Home, parentId: ids.About, beforeId: null });
    expect(names(res.json())).toEqual(['Contact', ['About', ['Team', 'History', 'Home']], 'Stray']);
    res = await move({ TId: ids.Team, parentId: ids.History, beforeId: null });
    expect(names(res.json())).toEqual(['Contact', ['About', [['History', ['Team']], 'Home']], 'Stray']);

    // The stored pointers say exactly that.
    const rows = await t.db.all<{ TId: number; TIdParent: number; TNextId: number | null; TChildId: number | null }>(
      sqlOf(
        `SELECT "TId", "TIdParent", "TNextId", "TChildId" FROM "Tag" WHERE "TId" IN (${[MENU, ...Object.values(ids).filter((v) => v !== ids.page)].join(',')})`,
      ),
    );
    const tag = (id: number) => rows.find((r) => r.TId === id)!;
    expect(tag(MENU).TChildId).toBe(ids.Contact);
    expect(tag(ids.Contact)).toMatchObject({ TIdParent: MENU, TNextId: ids.About, TChildId: null });
    expect(tag(ids.About)).toMatchObject({ TIdParent: MENU, TNextId: ids.Stray, TChildId: ids.History });
    expect(tag(ids.Stray)).toMatchObject({ TIdParent: MENU, TNextId: null });
    expect(tag(ids.History)).toMatchObject({ TIdParent: ids.About, TNextId: ids.Home, TChildId: ids.Team });
    expect(tag(ids.Team)).toMatchObject({ TIdParent: ids.History, TNextId: null });
    expect(tag(ids.Home)).toMatchObject({ TIdParent: ids.About, TNextId: null });

    const audit = await t.db.all<{ Message: string }>(
      sqlOf(`SELECT "Message" FROM "AuditLog" WHERE "Type" = 'Update' AND "Entity" = 'Tag'`),
    );
    expect(audit.some((a) => a.Message === `Update Tag ${ids.Team}`)).toBe(true);
  });

  it('refuses moves under the node itself or its descendants, outside the menu, or before a stranger (400), changing nothing', async () => {
    const before = (await tree()).body;
    const refused = [
      [{ TId: ids.About, parentId: ids.About, beforeId: null }, /under itself/],
      [{ TId: ids.About, parentId: ids.Team, beforeId: null }, /under itself or one of its own items/],
      [{ TId: ids.About, parentId: 2, beforeId: null }, /not in menu 56/],
      [{ TId: 54, parentId: MENU, beforeId: null }, /not an item of menu 56/],
      [{ TId: MENU, parentId: MENU, beforeId: null }, /not an item of menu 56/],
      [{ TId: ids.Home, parentId: MENU, beforeId: ids.Team }, /not a child of tag 56/],
      [{ TId: ids.Home, parentId: MENU, beforeId: ids.Home }, /not a child/],
    ] as const;
    for (const [body, message] of refused) {
      const res = await move(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].message).toMatch(message);
    }
    expect((await move({ TId: ids.Home, parentId: MENU })).statusCode).toBe(422); // beforeId must be given
    expect((await move({ TId: 'x', parentId: MENU, beforeId: null })).statusCode).toBe(422);
    expect((await tree()).body).toBe(before);
  });

  it('lets a Maintenance User use only menus among their tags', async () => {
    await t.addUser({
      userName: 'nav',
      email: 'nav@example.test',
      password: 'nav-password-12',
      displayName: 'Nav',
      roles: ['Maintenance User'],
      claims: [['TId', '56']],
    });
    const token = await t.login('nav', 'nav-password-12');
    expect((await tree(MENU, token)).statusCode).toBe(200);
    expect((await tree(54, token)).statusCode).toBe(404);
    expect((await tree(999999)).statusCode).toBe(404);
    expect(
      (
        await t.call(token, {
          method: 'POST',
          url: '/api/v1/mc/navigation/54/move',
          payload: { TId: 1, parentId: 54, beforeId: null },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a menu item with its items below and its page link kept, which the generic interface refuses (in use)', async () => {
    // The generic interface applies the tag rules: About has a page link and items below it.
    const generic = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/tag/${ids.About}`,
      payload: { TDeleted: true },
    });
    expect(generic.statusCode, generic.body).toBe(409);
    const res = await t.call(t.adminToken, {
      method: 'DELETE',
      url: `/api/v1/mc/navigation/${MENU}/items/${ids.About}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('"About"');
    const rows = await t.db.all<{ TDeleted: unknown }>(
      sqlOf(`SELECT "TDeleted" FROM "Tag" WHERE "TId" = ${ids.About}`),
    );
    expect([true, 1]).toContain(rows[0].TDeleted);
    const link = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/tagtocontent/[${ids.About},${ids.page}]`,
    });
    expect(link.statusCode).toBe(200);
    const audit = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/auditlog?pageNumber=1&pageSize=50&filters=${encodeURIComponent(`Entity==Tag,EntityKey==${ids.About}`)}&orderBy=${encodeURIComponent('AlId desc')}`,
    });
    expect(audit.json()[0].Type).toBe('Update');
    // Gone now, another menu's item, the menu itself: not an item of this menu.
    for (const id of [ids.About, MENU, 2])
      expect(
        (await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/mc/navigation/${MENU}/items/${id}` })).statusCode,
        String(id),
      ).toBe(404);
  });
});
