// The access explainer under /api/v1/mc/access/reach (issue 13 item 3):
// its answers are those of the rules the admin applies to the user's real
// token and the tag tree the admin reads, and it names what is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedTags } from '../../src/shared/allowed-tags.js';
import { numericClaim, parsePermissions } from '../../src/shared/claims.js';
import { buildToolTree, type ToolTag } from '../../src/shared/dashboard-tools.js';
import { canOpenPage } from '../../src/shared/page-access.js';
import type { UserReach } from '../../src/shared/reach.js';
import { tagTreeUrl } from '../../src/admin/api/tag-tree.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { saveBody } from '../people/support.js';

const BASE = '/api/v1/mc/access';
const PASSWORD = 'reach-password-1';

describe.each(testDialects())('who can reach what (%s)', (dialect) => {
  let t: TestApp;
  let newsId: string;
  let adminId: string;
  let groupsTagId: number;
  beforeAll(async () => {
    t = await startApp(dialect);
    newsId = await t.addUser({
      userName: 'newsie',
      email: 'newsie@example.test',
      password: PASSWORD,
      displayName: 'News Editor',
      roles: ['Maintenance User'],
      claims: [['TId', '208']],
    });
    adminId = await t.addUser({
      userName: 'office-admin',
      email: 'office@example.test',
      password: PASSWORD,
      displayName: 'Office Admin',
      roles: ['Admin'],
    });
    const tags = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/tag?pageNumber=1&filters=${encodeURIComponent('TName==User Group Management')}`,
      })
    ).json();
    groupsTagId = tags[0].TId;
  });
  afterAll(async () => t?.close());

  const reachOf = async (userId: string): Promise<UserReach> => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${BASE}/reach/users/${userId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('says why a Maintenance User given the News tag (208) sees no News tools: tag 2 is missing', async () => {
    const answer = await reachOf(newsId);
    expect(answer).toMatchObject({
      userName: 'newsie',
      roles: ['Maintenance User'],
      isMJA: false,
      grants: [{ claim: 'TId:208 (News)', from: "the user's own claim" }],
    });
    expect(answer.notes).toEqual([
      'Holds tag 208 "News" but not the dashboard tag 2: no dashboard tool shows until tag 2 is granted too.',
    ]);
    expect(answer.tools.find((x) => x.TId === 208)).toMatchObject({
      reachable: false,
      missing: ['no access to the dashboard tag 2, which every tool needs'],
    });
    expect(answer.routes.find((r) => r.path === '/user-group-management')).toMatchObject({
      reach: 'none',
      missing: ['no allowed tag has this path or its parent', `granted by tag ${groupsTagId} "User Group Management"`],
    });
  });

  it('names the role group once tag 2 comes from one, and the News tools show', async () => {
    const group = await t.call(t.adminToken, {
      method: 'POST',
      url: `${BASE}/roles`,
      payload: { Name: 'Dashboard users', claims: [{ ClaimType: 'TId', ClaimValue: '2' }] },
    });
    await t.call(t.adminToken, { method: 'PUT', url: `${BASE}/roles/${group.json().Id}/members/${newsId}` });
    const answer = await reachOf(newsId);
    expect(answer.notes).toEqual([]);
    const news = answer.tools.find((x) => x.TId === 208)!;
    expect(news).toMatchObject({ reachable: true, missing: [] });
    expect(news.because).toContain('tag 2 "Dashboard": claim TId:2 (role group "Dashboard users")');
    expect(answer.tools.filter((x) => x.parentId === 208).every((x) => x.reachable)).toBe(true);
  });

  it('agrees with the rules applied to the user’s own token and the tag tree the admin reads', async () => {
    const token = await t.login('newsie', PASSWORD);
    const tagIds = numericClaim(
      parsePermissions(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).permissions),
      'TId',
    );
    const tree: ToolTag[] = (await t.call(token, { method: 'GET', url: tagTreeUrl() })).json();
    const answer = await reachOf(newsId);
    const page = { isMJA: false, allowedPaths: allowedTags(tree, tagIds).map((x) => x.TPath ?? '') };
    for (const r of answer.routes)
      expect({ route: r.path, all: r.reach === 'all' }).toEqual({
        route: r.path,
        all: canOpenPage(page, r.path, r.path),
      });
    const shown = new Set<number>();
    const walk = (n: { id: number; children: unknown[] }) => {
      shown.add(n.id);
      (n.children as { id: number; children: unknown[] }[]).forEach(walk);
    };
    buildToolTree(tree, { isMJA: false, tagIds })
      .filter((s) => !s.noAccess)
      .forEach(walk);
    expect(
      answer.tools
        .filter((x) => x.reachable)
        .map((x) => x.TId)
        .sort(),
    ).toEqual([...shown].sort());
  });

  it('lists, for a tag or a route, every user and whether and why they reach it', async () => {
    const byTag = await t.call(t.adminToken, { method: 'GET', url: `${BASE}/reach?tag=208` });
    expect(byTag.statusCode, byTag.body).toBe(200);
    expect(
      byTag
        .json()
        .map((r: { userName: string; reachable: boolean; onDashboard?: boolean }) => [
          r.userName,
          r.reachable,
          r.onDashboard,
        ]),
    ).toEqual([
      ['admin', true, true],
      ['newsie', true, true],
      ['office-admin', false, false],
    ]);
    const byRoute = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `${BASE}/reach?path=${encodeURIComponent('/user-group-management/:RoleId')}`,
      })
    ).json();
    expect(byRoute.map((r: { userName: string; reach: string }) => [r.userName, r.reach])).toEqual([
      ['admin', 'all'],
      ['newsie', 'none'],
      ['office-admin', 'none'],
    ]);
    expect(byRoute.find((r: { userName: string }) => r.userName === 'office-admin').missing).toEqual([
      'no allowed tag has this path or its parent',
      `granted by tag ${groupsTagId} "User Group Management"`,
    ]);
    // Granting the tag opens the page, and the answer says so.
    // Through User Management (the generic interface does not write claims, decision 0121); an Admin may be given a role-only tool.
    const granted = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/mc/users/${adminId}`,
      payload: await saveBody(t, adminId, { tagIds: [groupsTagId] }),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const after = (
      await t.call(t.adminToken, { method: 'GET', url: `${BASE}/reach?path=/user-group-management/some-role` })
    ).json();
    expect(after.find((r: { userName: string }) => r.userName === 'office-admin')).toMatchObject({
      reachable: true,
      reach: 'all',
      because: [
        `its parent /user-group-management: tag ${groupsTagId} "User Group Management" has the path /user-group-management: claim TId:${groupsTagId} (the user's own claim)`,
      ],
    });
  });

  it('refuses bad questions and everyone below Admin', async () => {
    const ask = (query: string, token = t.adminToken) => t.call(token, { method: 'GET', url: `${BASE}/reach${query}` });
    expect((await ask('')).json()).toMatchObject({ status: 400, errors: [{ field: 'path' }] });
    expect((await ask('?path=/logs&tag=2')).statusCode).toBe(400);
    expect((await ask('?path=/nowhere')).json()).toMatchObject({
      status: 400,
      errors: [{ message: '/nowhere is not a protected route', field: 'path' }],
    });
    expect((await ask('?tag=abc')).statusCode).toBe(400);
    expect((await ask('?tag=987654')).statusCode).toBe(404);
    expect(
      (await t.call(t.adminToken, { method: 'GET', url: `${BASE}/reach/users/00000000-0000-4000-8000-00000000ffff` }))
        .statusCode,
    ).toBe(404);
    const newsie = await t.login('newsie', PASSWORD);
    expect((await ask('?tag=208', newsie)).statusCode).toBe(403);
    expect((await t.call(newsie, { method: 'GET', url: `${BASE}/reach/users/${newsId}` })).statusCode).toBe(403);
  });
});
