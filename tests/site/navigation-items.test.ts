// POST /api/v1/mc/navigation/{TId}/items over a real database: a new menu
// item placed last, before a sibling, nested, linked to a page; the refusals
// (each naming the problem, nothing written); a link that fails in the
// database taking the new tag with it (one transaction); a Maintenance User
// limited to their menu and the pages in their scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { findByName, menuNames } from './menu-tree.js';

interface Node {
  TId: number;
  TName: string;
  TPath: string | null;
  TVisible: boolean;
  CId?: number;
  children: Node[];
}
interface Chain {
  TId: number;
  TIdParent: number | null;
  TNextId: number | null;
  TChildId: number | null;
}

const names = menuNames;
const find = (nodes: Node[], name: string) => findByName(nodes, name);

describe.each(testDialects())('adding menu items (%s)', (dialect) => {
  let t: TestApp;
  let menu: number;
  let otherMenu: number;
  const pages: Record<string, number> = {};

  const add = (body: unknown, menuId = menu, token = t.adminToken) =>
    t.call(token, { method: 'POST', url: `/api/v1/mc/navigation/${menuId}/items`, payload: body as object });
  const tree = async (menuId = menu) =>
    (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/navigation/${menuId}` })).json() as Node[];
  const chain = async (id: number) =>
    (await t.db.first<Chain>(
      sqlOf(`SELECT "TId", "TIdParent", "TNextId", "TChildId" FROM "Tag" WHERE "TId" = ${id}`),
    ))!;
  const countOf = async (table: string) =>
    Number((await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS n FROM "${table}"`)))!.n);
  const db = (method: string, url: string, payload?: object) =>
    t.call(t.adminToken, { method: method as 'POST', url: `/api/v1/db/${url}`, payload });
  const page = async (name: string, fields: object) => {
    const res = await db('POST', 'content', { CTitle: name, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return (pages[name] = res.json().CId as number);
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    menu = (await db('POST', 'tag', { TName: 'Test menu', TIdParent: null })).json().TId;
    otherMenu = (await db('POST', 'tag', { TName: 'Other menu', TIdParent: null })).json().TId;
    await page('About', { CtId: 1, CSeoUrl: '/about-us' });
    await page('Outside', { CtId: 1, CSeoUrl: '/outside' });
    await page('Shared', { CtId: 5, CSeoUrl: '/shared' });
    await page('Gone', { CtId: 1, CSeoUrl: '/gone', CDeleted: true });
    await page('NoUrl', { CtId: 1 });
    // About is linked to the menu tag itself, so a Maintenance User of this menu has it in scope; Outside is nobody's.
    expect(
      (await db('POST', 'tagtocontent', { TId: menu, CId: pages.About, TtcPageUrl: '/about-us' })).statusCode,
    ).toBe(201);
  });
  afterAll(async () => t?.close());

  it('appends an item last, writing the chain, and answers 201 with the new tree', async () => {
    let res = await add({ TName: 'First', TPath: '/first', parentId: menu, beforeId: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(names(res.json())).toEqual(['First']);
    res = await add({ TName: 'Last', TPath: 'https://example.org/', parentId: menu, beforeId: null, TVisible: false });
    expect(res.statusCode, res.body).toBe(201);
    const menuTree = res.json() as Node[];
    expect(names(menuTree)).toEqual(['First', 'Last']);
    const [first, last] = menuTree;
    expect(last).toMatchObject({ TPath: 'https://example.org/', TVisible: false });
    expect(first).toMatchObject({ TPath: '/first', TVisible: true });
    expect(await chain(menu)).toMatchObject({ TChildId: first.TId });
    expect(await chain(first.TId)).toMatchObject({ TIdParent: menu, TNextId: last.TId, TChildId: null });
    expect(await chain(last.TId)).toMatchObject({ TIdParent: menu, TNextId: null });

    // Audited like a move: one Create per new tag, with its chain fields as they ended up.
    const audit = await t.db.all<{ Diff: unknown }>(
      sqlOf(
        `SELECT "Diff" FROM "AuditLog" WHERE "Type" = 'Create' AND "Entity" = 'Tag' AND "EntityKey" = '${first.TId}'`,
      ),
    );
    expect(audit).toHaveLength(1);
    const diff = typeof audit[0].Diff === 'string' ? JSON.parse(audit[0].Diff) : audit[0].Diff; // JSON text in SQLite, jsonb in PostgreSQL
    expect(diff).toMatchObject({ TName: [null, 'First'], TIdParent: [null, menu] });
    const update = await t.db.all(
      sqlOf(
        `SELECT "Diff" FROM "AuditLog" WHERE "Type" = 'Update' AND "Entity" = 'Tag' AND "EntityKey" = '${first.TId}'`,
      ),
    );
    expect(update).toHaveLength(1); // its TNextId when Last came
  });

  it('inserts an item before a sibling, and nests one under an item', async () => {
    const before = await tree();
    const [first, last] = before;
    let res = await add({ TName: 'Middle', parentId: menu, beforeId: last.TId });
    expect(res.statusCode, res.body).toBe(201);
    expect(names(res.json())).toEqual(['First', 'Middle', 'Last']);
    const middle = find(res.json(), 'Middle')!;
    expect(middle.TPath).toBeNull(); // no link: a heading
    expect(await chain(first.TId)).toMatchObject({ TNextId: middle.TId });
    expect(await chain(middle.TId)).toMatchObject({ TNextId: last.TId });

    res = await add({ TName: 'Child B', parentId: middle.TId, beforeId: null });
    res = await add({ TName: 'Child A', parentId: middle.TId, beforeId: find(res.json(), 'Child B')!.TId });
    expect(res.statusCode, res.body).toBe(201);
    expect(names(res.json())).toEqual(['First', ['Middle', ['Child A', 'Child B']], 'Last']);
    const childA = find(res.json(), 'Child A')!;
    expect(await chain(middle.TId)).toMatchObject({ TChildId: childA.TId, TNextId: last.TId });
    res = await add({ TName: 'Grandchild', parentId: childA.TId, beforeId: null });
    expect(names(res.json())).toEqual(['First', ['Middle', [['Child A', ['Grandchild']], 'Child B']], 'Last']);
  });

  it('links a live page: TagToContent with the page URL, TPath defaulting to it', async () => {
    let res = await add({ TName: 'About us', CId: pages.About, parentId: menu, beforeId: null });
    expect(res.statusCode, res.body).toBe(201);
    const about = find(res.json(), 'About us')!;
    expect(about).toMatchObject({ CId: pages.About, TPath: '/about-us' });
    const link = await t.db.first<{ TtcPageUrl: string }>(
      sqlOf(`SELECT "TtcPageUrl" FROM "TagToContent" WHERE "TId" = ${about.TId} AND "CId" = ${pages.About}`),
    );
    expect(link?.TtcPageUrl).toBe('/about-us');
    const audit = await t.db.all(
      sqlOf(
        `SELECT "Message" FROM "AuditLog" WHERE "Entity" = 'TagToContent' AND "Type" = 'Create' AND "Message" LIKE '%${about.TId}%'`,
      ),
    );
    expect(audit).toHaveLength(1);

    // A TPath of its own wins over the page URL; the link still records the page's.
    res = await add({
      TName: 'About (anchor)',
      TPath: '/about-us#team',
      CId: pages.About,
      parentId: menu,
      beforeId: null,
    });
    expect(find(res.json(), 'About (anchor)')).toMatchObject({ CId: pages.About, TPath: '/about-us#team' });
  });

  it('refuses a bad parent, place, page or body, naming the problem, and writes nothing', async () => {
    const [first] = await tree();
    const childA = find(await tree(), 'Child A')!;
    const before = JSON.stringify(await tree());
    const tags = await countOf('Tag');
    const links = await countOf('TagToContent');
    const audits = await countOf('AuditLog');
    const ok = { TName: 'Nope', parentId: menu, beforeId: null };
    const refused: [unknown, number, RegExp, string?][] = [
      [{ ...ok, parentId: otherMenu }, 400, new RegExp(`Tag ${otherMenu} is not in menu ${menu}`), 'parentId'],
      [{ ...ok, parentId: 999999 }, 400, /Tag 999999 is not in menu/, 'parentId'],
      [{ ...ok, beforeId: childA.TId }, 400, new RegExp(`Tag ${childA.TId} is not a child of tag ${menu}`), 'beforeId'],
      [{ ...ok, parentId: first.TId, beforeId: 999999 }, 400, /not a child/, 'beforeId'],
      [{ ...ok, CId: 999999 }, 400, /Page 999999 was not found/, 'CId'],
      [{ ...ok, CId: pages.Shared }, 400, /is not a page/, 'CId'],
      [{ ...ok, CId: pages.Gone }, 400, /is deleted/, 'CId'],
      [{ ...ok, CId: pages.NoUrl }, 400, /has no URL/, 'CId'],
      [{ parentId: menu, beforeId: null }, 422, /TName is required/, 'TName'],
      [{ ...ok, TName: '   ' }, 422, /TName is required/, 'TName'],
      [{ ...ok, TName: 'x'.repeat(257) }, 422, /TName/, 'TName'],
      [{ ...ok, TPath: 'javascript:alert(1)' }, 422, /TPath must start with \//, 'TPath'],
      [{ TName: 'Nope', parentId: menu }, 422, /beforeId must be given/, 'beforeId'],
      [{ ...ok, parentId: 'menu' }, 422, /parentId must be a whole number/, 'parentId'],
      [{ ...ok, TVisible: 'yes' }, 422, /TVisible/, 'TVisible'],
      [{ ...ok, TDeleted: true }, 422, /Unknown field "TDeleted"/, 'TDeleted'],
    ];
    for (const [body, status, message, field] of refused) {
      const res = await add(body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().errors[0].message).toMatch(message);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect((await add(ok, 999999)).statusCode).toBe(404);
    expect(JSON.stringify(await tree())).toBe(before);
    expect([await countOf('Tag'), await countOf('TagToContent'), await countOf('AuditLog')]).toEqual([
      tags,
      links,
      audits,
    ]);
  });

  it('leaves no tag behind when the page link fails in the database', async () => {
    // A trigger makes the TagToContent insert itself fail, after the tag row was written in the same transaction.
    if (dialect === 'sqlite') {
      await t.db.run(
        sqlOf(
          `CREATE TRIGGER "fail_link" BEFORE INSERT ON "TagToContent" BEGIN SELECT RAISE(ABORT, 'forced link failure'); END`,
        ),
      );
    } else {
      await t.db.run(
        sqlOf(
          `CREATE FUNCTION fail_link() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced link failure'; END $$`,
        ),
      );
      await t.db.run(
        sqlOf(`CREATE TRIGGER "fail_link" BEFORE INSERT ON "TagToContent" FOR EACH ROW EXECUTE FUNCTION fail_link()`),
      );
    }
    try {
      const before = JSON.stringify(await tree());
      const tags = await countOf('Tag');
      const audits = await countOf('AuditLog');
      const res = await add({
        TName: 'Broken link',
        CId: pages.About,
        parentId: menu,
        beforeId: (await tree())[0].TId,
      });
      expect(res.statusCode, res.body).toBe(500);
      expect(await t.db.all(sqlOf(`SELECT "TId" FROM "Tag" WHERE "TName" = 'Broken link'`))).toEqual([]);
      expect(await countOf('Tag')).toBe(tags);
      expect(await countOf('AuditLog')).toBe(audits);
      expect(JSON.stringify(await tree())).toBe(before); // the chain fields of the neighbours were not touched either
    } finally {
      await t.db.run(sqlOf(`DROP TRIGGER "fail_link"${dialect === 'postgres' ? ' ON "TagToContent"' : ''}`));
      if (dialect === 'postgres') await t.db.run(sqlOf('DROP FUNCTION fail_link()'));
    }
    expect((await add({ TName: 'Working link', CId: pages.About, parentId: menu, beforeId: null })).statusCode).toBe(
      201,
    );
  });

  it('lets a Maintenance User add to their menu only, linking only pages in their scope', async () => {
    await t.addUser({
      userName: 'menus',
      email: 'menus@example.test',
      password: 'menus-password-12',
      displayName: 'Menus',
      roles: ['Maintenance User'],
      claims: [['TId', String(menu)]],
    });
    const token = await t.login('menus', 'menus-password-12');
    let res = await add({ TName: 'Theirs', CId: pages.About, parentId: menu, beforeId: null }, menu, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(find(res.json(), 'Theirs')).toMatchObject({ CId: pages.About });
    res = await add({ TName: 'Not theirs', CId: pages.Outside, parentId: menu, beforeId: null }, menu, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(`Page ${pages.Outside} was not found`); // the same words as an unknown page: scope is not disclosed
    expect((await add({ TName: 'Elsewhere', parentId: otherMenu, beforeId: null }, otherMenu, token)).statusCode).toBe(
      404,
    );
    expect((await t.db.all(sqlOf(`SELECT "TId" FROM "Tag" WHERE "TName" IN ('Not theirs', 'Elsewhere')`))).length).toBe(
      0,
    );
  });
});
