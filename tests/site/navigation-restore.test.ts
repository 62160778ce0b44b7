// POST /api/v1/mc/navigation/{TId}/items/{itemId}/restore over a real
// database (decision 0105: the Undo of a menu item's delete): the item comes
// back at its chain place, also after the chain was rewritten around it; a
// live, unknown or foreign item is 404; an item whose parent is deleted is
// 409 and nothing changes; access as for the delete; both writes audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { findByName, menuNames, type MenuNode } from './menu-tree.js';

type Node = MenuNode;

const names = menuNames;
const find = (nodes: Node[], name: string) => findByName(nodes, name);

describe.each(testDialects())('restoring a deleted menu item (%s)', (dialect) => {
  let t: TestApp;
  let menu: number;
  let otherMenu: number;
  const ids: Record<string, number> = {};

  const url = (menuId: number, id: number) => `/api/v1/mc/navigation/${menuId}/items/${id}`;
  const remove = (id: number, menuId = menu) => t.call(t.adminToken, { method: 'DELETE', url: url(menuId, id) });
  const restore = (id: number, menuId = menu, token = t.adminToken) =>
    t.call(token, { method: 'POST', url: `${url(menuId, id)}/restore` });
  const tree = async (menuId = menu) =>
    (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/navigation/${menuId}` })).json() as Node[];
  const countOf = async (table: string) =>
    Number((await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS n FROM "${table}"`)))!.n);
  const chainRows = () =>
    t.db.all(
      sqlOf(
        `SELECT "TId", "TIdParent", "TNextId", "TChildId", "TDeleted" FROM "Tag" WHERE "TId" IN (${Object.values(ids).join(',')}) ORDER BY "TId"`,
      ),
    );
  const add = async (TName: string, parentId: number, menuId = menu) => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: `/api/v1/mc/navigation/${menuId}/items`,
      payload: { TName, TPath: `/${TName.toLowerCase()}`, parentId, beforeId: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (ids[TName] = find(res.json(), TName)!.TId);
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    menu = (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/tag',
        payload: { TName: 'Restore menu', TIdParent: null },
      })
    ).json().TId;
    otherMenu = (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/tag',
        payload: { TName: 'Other menu', TIdParent: null },
      })
    ).json().TId;
    for (const name of ['Home', 'About', 'Contact']) await add(name, menu);
    for (const name of ['Team', 'History']) await add(name, ids.About);
    await add('Elsewhere', otherMenu, otherMenu);
  });
  afterAll(async () => t?.close());

  it('puts a deleted item back at its place, with its items below, and audits both writes', async () => {
    const before = await tree();
    expect(names(before)).toEqual(['Home', ['About', ['Team', 'History']], 'Contact']);
    const chainBefore = await chainRows();
    expect(names((await remove(ids.About)).json())).toEqual(['Home', 'Contact']);

    const res = await restore(ids.About);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(before); // the answer is the menu, as it was
    expect(await tree()).toEqual(before);
    expect(await chainRows()).toEqual(chainBefore); // not one chain field touched, TDeleted back as stored

    // The delete and the restore read as a pair in the log: TDeleted there and back.
    const audit = await t.db.all<{ Type: string; Message: string; Diff: unknown }>(
      sqlOf(
        `SELECT "Type", "Message", "Diff" FROM "AuditLog" WHERE "Entity" = 'Tag' AND "EntityKey" = '${ids.About}' ORDER BY "AlId"`,
      ),
    );
    const diffs = audit.map((a) => (typeof a.Diff === 'string' ? JSON.parse(a.Diff) : a.Diff)); // JSON text in SQLite, jsonb in PostgreSQL
    expect(audit.slice(-2).map((a) => [a.Type, a.Message])).toEqual([
      ['Update', `Update Tag ${ids.About}`],
      ['Update', `Update Tag ${ids.About}`],
    ]);
    expect(diffs.slice(-2)).toEqual([{ TDeleted: [false, true] }, { TDeleted: [true, false] }]);
  });

  it('shows the item where its chain place is after the chain was rewritten around it', async () => {
    await remove(ids.About);
    // Contact moves to the front while About is deleted: the move rewrites the chain with About still in it.
    const moved = await t.call(t.adminToken, {
      method: 'POST',
      url: `/api/v1/mc/navigation/${menu}/move`,
      payload: { TId: ids.Contact, parentId: menu, beforeId: ids.Home },
    });
    expect(names(moved.json())).toEqual(['Contact', 'Home']);
    expect(names((await restore(ids.About)).json())).toEqual(['Contact', 'Home', ['About', ['Team', 'History']]]);
  });

  it('answers 404 for a live item, an unknown tag, the menu itself and another menu’s item, writing nothing', async () => {
    const audits = await countOf('AuditLog');
    const cases: [number, number][] = [
      [ids.Home, menu],
      [999999, menu],
      [menu, menu],
      [ids.Elsewhere, menu],
      [ids.About, 999999],
    ];
    for (const [id, menuId] of cases) {
      const res = await restore(id, menuId);
      expect(res.statusCode, `${id} in ${menuId}: ${res.body}`).toBe(404);
    }
    expect((await restore(ids.Home)).json().errors[0].message).toBe(
      `Tag ${ids.Home} is not a deleted item of menu ${menu}`,
    );
    // Deleted, but in the other menu: this menu's Undo does not reach it.
    await remove(ids.Elsewhere, otherMenu);
    expect((await restore(ids.Elsewhere, menu)).statusCode).toBe(404);
    expect((await restore(ids.Elsewhere, otherMenu)).statusCode).toBe(200);
    expect(await countOf('AuditLog')).toBe(audits + 2);
  });

  it('refuses (409) an item whose parent is deleted, naming both, and changes nothing', async () => {
    expect((await remove(ids.Team)).statusCode).toBe(200);
    expect((await remove(ids.About)).statusCode).toBe(200);
    const shown = await tree();
    const rows = await chainRows();
    const audits = await countOf('AuditLog');

    const res = await restore(ids.Team);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].message).toBe(
      `Team (tag ${ids.Team}) cannot be put back: About (tag ${ids.About}) above it is deleted, so it would not show`,
    );
    expect(await tree()).toEqual(shown);
    expect(await chainRows()).toEqual(rows);
    expect(await countOf('AuditLog')).toBe(audits);

    // Once About is back, Team can follow, to its own place among About's items.
    expect(names((await restore(ids.About)).json())).toEqual(['Contact', 'Home', ['About', ['History']]]);
    expect(names((await restore(ids.Team)).json())).toEqual(['Contact', 'Home', ['About', ['Team', 'History']]]);
  });

  it('is refused to an account without the site tools (403), and to a Maintenance User outside the menu (404)', async () => {
    await remove(ids.Home);
    await t.addUser({
      userName: 'reader',
      email: 'reader@example.test',
      password: 'reader-password-12',
      displayName: 'Reader',
      roles: [],
    });
    const reader = await t.login('reader', 'reader-password-12');
    expect((await restore(ids.Home, menu, reader)).statusCode).toBe(403);
    await t.addUser({
      userName: 'other-menus',
      email: 'other-menus@example.test',
      password: 'other-menus-password-12',
      displayName: 'Other menus',
      roles: ['Maintenance User'],
      claims: [['TId', String(otherMenu)]],
    });
    const outsider = await t.login('other-menus', 'other-menus-password-12');
    expect((await restore(ids.Home, menu, outsider)).statusCode).toBe(404);
    expect(find(await tree(), 'Home')).toBeUndefined();

    await t.addUser({
      userName: 'menu-keeper',
      email: 'menu-keeper@example.test',
      password: 'menu-keeper-password-12',
      displayName: 'Menu keeper',
      roles: ['Maintenance User'],
      claims: [['TId', String(menu)]],
    });
    const keeper = await t.login('menu-keeper', 'menu-keeper-password-12');
    const res = await restore(ids.Home, menu, keeper);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json())).toEqual(['Contact', 'Home', ['About', ['Team', 'History']]]);
    const audit = await t.db.first<{ UserName: string }>(
      sqlOf(
        `SELECT "UserName" FROM "AuditLog" WHERE "Entity" = 'Tag' AND "EntityKey" = '${ids.Home}' ORDER BY "AlId" DESC`,
      ),
    );
    expect(audit?.UserName).toBe('menu-keeper');
  });
});
