// The custom tag editor's calls (/api/v1/mc/tags, issue 16 item 5) on both
// databases: the whole tree in chain order; add, rename, path and icon rules;
// moves that keep every chain whole in one transaction; the spec's fixed ids
// protected; a tag in use refused with where it is used; MoJoAdmin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import type { TagTreeNode } from '../../src/shared/api/tag-editor.js';

const BASE = '/api/v1/mc/tags';
const DESIGN = 44; // the dashboard's Design & Code section (seed)
const ADMINISTRATION = 46;

type Node = TagTreeNode;
interface ChainRow {
  TId: number;
  TIdParent: number | null;
  TNextId: number | null;
  TChildId: number | null;
  TDeleted: unknown;
}

const find = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.TId === id) return n;
    const below = find(n.children, id);
    if (below) return below;
  }
  return undefined;
};

describe.each(testDialects())('tag editor (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = t.adminToken) =>
    t.call(token, { method, url: `${BASE}${url}`, payload: payload as object });
  const chainRows = () =>
    t.db.all<ChainRow>(sqlOf('SELECT "TId", "TIdParent", "TNextId", "TChildId", "TDeleted" FROM "Tag" ORDER BY "TId"'));
  /** The children of `parentId` walked through TChildId/TNextId: every child exactly once, nothing else. */
  const expectWholeChain = async (parentId: number) => {
    const rows = await chainRows();
    const kids = rows.filter((r) => r.TIdParent === parentId).map((r) => r.TId);
    const walked: number[] = [];
    let at = rows.find((r) => r.TId === parentId)!.TChildId;
    while (at !== null && walked.length <= kids.length) {
      walked.push(at);
      at = rows.find((r) => r.TId === at)!.TNextId;
    }
    expect(walked.slice().sort((a, b) => a - b)).toEqual(kids.slice().sort((a, b) => a - b));
    return walked;
  };
  const add = async (TName: string, parentId: number, extra: Record<string, unknown> = {}) => {
    const res = await send('POST', '', { TName, parentId, beforeId: null, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.all<{ TId: number }>(sqlOf(`SELECT "TId" FROM "Tag" WHERE "TName" = '${TName}'`));
    return rows[0].TId;
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'office.admin',
      email: 'office.admin@example.test',
      password: 'office-admin-password-1',
      displayName: 'Office Admin',
      roles: ['Admin'],
    });
    admin = await t.login('office.admin', 'office-admin-password-1');
  });
  afterAll(async () => t?.close());

  it('answers the whole tree in chain order, with icons and the fixed ids marked', async () => {
    const res = await send('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json() as Node[];
    expect(tree.map((n) => n.TId)).toEqual([2, 95, 53, 54, 55, 56]);
    expect(tree[0]).toMatchObject({ TName: 'Dashboard', TPath: '/', CUrlDefaultPage: 'Dashboard', fixed: true });
    expect(tree[0].children.map((c) => c.TId).slice(0, 2)).toEqual([50, 201]);
    const design = find(tree, DESIGN)!;
    expect(design.children.find((c) => c.TName === 'Style Guide')).toMatchObject({
      TPath: '/style-guide',
      fixed: false,
    });
  });

  it('refuses everyone but MoJoAdmin with 403, reads and writes alike', async () => {
    for (const [method, url, body] of [
      ['GET', ''],
      ['POST', '', { TName: 'X', parentId: DESIGN, beforeId: null }],
      ['POST', '/move', { TId: 50, parentId: 2, beforeId: null }],
      ['PATCH', '/50', { TName: 'X' }],
      ['DELETE', '/1000'],
      ['GET', '/50/usage'],
    ] as const) {
      const res = await send(method, url, body, admin);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().errors[0].message).toBe('The custom tag editor is for MoJoAdmin accounts only');
    }
    expect((await send('GET', '', undefined, '')).statusCode).toBe(401);
  });

  it('adds a tag at a place, renames it and changes its icon; each write audited', async () => {
    const first = (await send('GET', '')).json() as Node[];
    const firstInDesign = find(first, DESIGN)!.children[0].TId;
    const res = await send('POST', '', {
      TName: '  Brand Colours ',
      TPath: '/brand-colours',
      CUrlDefaultPage: 'ColorLens',
      parentId: DESIGN,
      beforeId: firstInDesign,
    });
    expect(res.statusCode, res.body).toBe(201);
    const design = find(res.json(), DESIGN)!;
    expect(design.children[0]).toMatchObject({
      TName: 'Brand Colours',
      TPath: '/brand-colours',
      CUrlDefaultPage: 'ColorLens',
      TVisible: true,
      fixed: false,
      children: [],
    });
    expect(design.children[1].TId).toBe(firstInDesign);
    const id = design.children[0].TId;
    expect((await expectWholeChain(DESIGN))[0]).toBe(id);

    const renamed = await send('PATCH', `/${id}`, {
      TName: 'Brand Palette',
      CUrlDefaultPage: 'NoSuchIconAnywhere',
      TVisible: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A name that is no icon is kept: the admin shows the question icon for it (spec §3 Tag).
    expect(find(renamed.json(), id)).toMatchObject({
      TName: 'Brand Palette',
      CUrlDefaultPage: 'NoSuchIconAnywhere',
      TVisible: false,
    });
    const audit = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/auditlog?pageNumber=1&pageSize=50&filters=${encodeURIComponent(`Entity==Tag,EntityKey==${id}`)}&orderBy=${encodeURIComponent('AlId asc')}`,
    });
    expect(audit.json().map((a: { Type: string }) => a.Type)).toEqual(['Create', 'Update']);
  });

  it('checks paths (a leading "/", unique among live tags), names and icons, naming the field', async () => {
    const cases: [unknown, number, string][] = [
      [{ TName: 'No slash', TPath: 'brand', parentId: DESIGN, beforeId: null }, 422, 'TPath'],
      [{ TName: 'Taken', TPath: '/style-guide', parentId: DESIGN, beforeId: null }, 409, 'TPath'],
      [{ TName: '   ', parentId: DESIGN, beforeId: null }, 422, 'TName'],
      [{ TName: 'Bad icon', CUrlDefaultPage: '<svg>', parentId: DESIGN, beforeId: null }, 422, 'CUrlDefaultPage'],
      [{ TName: 'Nowhere', parentId: 999999, beforeId: null }, 404, ''],
    ];
    for (const [body, status, field] of cases) {
      const res = await send('POST', '', body);
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json().errors[0].field).toBe(field);
    }
    expect(
      (await send('POST', '', { TName: 'Taken', TPath: '/style-guide', parentId: DESIGN, beforeId: null })).json()
        .errors[0].message,
    ).toContain('already the path of Style Guide');
    // A path freed by a deleted tag can be used again; a tag keeps its own path on rename.
    const id = await add('Path Holder', DESIGN, { TPath: '/path-holder' });
    expect((await send('PATCH', `/${id}`, { TName: 'Path Holder 2', TPath: '/path-holder' })).statusCode).toBe(200);
    expect((await send('DELETE', `/${id}`)).statusCode).toBe(200);
    expect(
      (await send('POST', '', { TName: 'Path Reuser', TPath: '/path-holder', parentId: DESIGN, beforeId: null }))
        .statusCode,
    ).toBe(201);
  });

  it('moves a tag to another parent rewriting both chains in one go, and refuses moves into itself', async () => {
    const id = await add('Wanderer', DESIGN);
    const child = await add('Wanderer Child', id);
    const firstAdmin = find((await send('GET', '')).json(), ADMINISTRATION)!.children[0].TId;
    const res = await send('POST', '/move', { TId: id, parentId: ADMINISTRATION, beforeId: firstAdmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      find(res.json(), ADMINISTRATION)!
        .children.slice(0, 2)
        .map((c) => c.TId),
    ).toEqual([id, firstAdmin]);
    expect(find(res.json(), DESIGN)!.children.some((c) => c.TId === id)).toBe(false);
    expect(find(res.json(), id)!.children.map((c) => c.TId)).toEqual([child]);
    await expectWholeChain(DESIGN);
    expect((await expectWholeChain(ADMINISTRATION))[0]).toBe(id);

    const into = await send('POST', '/move', { TId: id, parentId: child, beforeId: null });
    expect(into.statusCode).toBe(400);
    expect(into.json().errors[0].message).toContain('cannot move under itself');
    // Moved to the top level and back: the top-level order lives in TNextId, TIdParent stays NULL.
    let top = await send('POST', '/move', { TId: id, parentId: 0, beforeId: 95 });
    expect(top.statusCode, top.body).toBe(200);
    expect((top.json() as Node[]).map((n) => n.TId)).toEqual([2, id, 95, 53, 54, 55, 56]);
    expect((await chainRows()).find((r) => r.TId === id)).toMatchObject({ TIdParent: null, TNextId: 95 });
    top = await send('POST', '/move', { TId: id, parentId: DESIGN, beforeId: null });
    expect((top.json() as Node[]).map((n) => n.TId)).toEqual([2, 95, 53, 54, 55, 56]);
    expect((await expectWholeChain(DESIGN)).at(-1)).toBe(id);
  });

  it('keeps the fixed ids: reordered among their siblings, never moved out of their parent nor deleted', async () => {
    const out = await send('POST', '/move', { TId: 50, parentId: DESIGN, beforeId: null });
    expect(out.statusCode).toBe(400);
    expect(out.json().errors[0]).toMatchObject({ field: 'parentId', message: expect.stringContaining('fixed tags') });
    expect((await chainRows()).find((r) => r.TId === 50)!.TIdParent).toBe(2);

    const reorder = await send('POST', '/move', { TId: 50, parentId: 2, beforeId: null });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(find(reorder.json(), 2)!.children.at(-1)!.TId).toBe(50);
    await expectWholeChain(2);

    for (const id of [2, 5, 15, 53, 90, 201, 214]) {
      const res = await send('DELETE', `/${id}`);
      expect(res.statusCode, `tag ${id}`).toBe(409);
      expect(res.json().errors[0].message).toContain('fixed tags and cannot be deleted');
    }
    expect((await send('GET', '/15/usage')).json()).toMatchObject({ TId: 15, fixed: true });
  });

  it('refuses to delete a tag in use, saying where; deletes it (softly) once nothing uses it', async () => {
    const id = await add('Busy Tag', DESIGN, { TPath: '/busy-tag' });
    const child = await add('Busy Child', id);
    const page = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: 'Linked Page', CSeoUrl: '/linked-page' },
    });
    const cId = page.json().CId as number;
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent',
      payload: { TId: id, CId: cId, CSortOrder: 1 },
    });
    await t.addUser({
      userName: 'tag.holder',
      email: 'tag.holder@example.test',
      password: 'tag-holder-password-1',
      displayName: 'Tag Holder',
      roles: ['Maintenance User'],
      claims: [['TId', String(id)]],
    });
    const form = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/form',
      payload: { FrmName: 'Filed Form', TId: id },
    });
    expect(form.statusCode, form.body).toBe(201);

    const usage = (await send('GET', `/${id}/usage`)).json();
    expect(usage.uses).toEqual([
      `content linked to it (TagToContent): Linked Page (CId ${cId})`,
      'users given it (TId claim): tag.holder',
      `forms filed under it, with their submissions: Filed Form (form ${form.json().FrmId})`,
      `tags beneath it: Busy Child (tag ${child})`,
    ]);
    const refused = await send('DELETE', `/${id}`);
    expect(refused.statusCode).toBe(409);
    const message = refused.json().errors[0].message as string;
    expect(message).toContain('Busy Tag');
    expect(message).toContain('is in use');
    for (const use of usage.uses) expect(message).toContain(use);
    expect(find((await send('GET', '')).json(), id)).toBeDefined();

    // Once nothing uses it, it goes: TDeleted, out of the tree, its chain place kept.
    expect((await send('DELETE', `/${child}`)).statusCode).toBe(200);
    await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/tagtocontent/[${id},${cId}]` });
    await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/form/${form.json().FrmId}` });
    await t.db.run(sqlOf(`DELETE FROM "AspNetUserClaims" WHERE "ClaimType" = 'TId' AND "ClaimValue" = '${id}'`));
    const deleted = await send('DELETE', `/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(find(deleted.json(), id)).toBeUndefined();
    expect((await chainRows()).find((r) => r.TId === id)!.TDeleted).toBeTruthy();
    await expectWholeChain(DESIGN);
    expect((await send('PATCH', `/${id}`, { TName: 'Ghost' })).statusCode).toBe(404);
  });
});
