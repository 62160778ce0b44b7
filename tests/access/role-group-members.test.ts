// Role-group members under /api/v1/mc/access (issue 13 item 2): added and
// removed as one thing, and every membership rule of shared/role-rules.ts
// refused with its reason, through the role-group calls and the generic data
// interface alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '../../src/shared/role-rules.js';
import { parsePermissions } from '../../src/shared/claims.js';
import { ROLE_IDS } from '../../src/shared/roles.js';
import type { TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { refusal, roleCall, ROLE_TEST_PASSWORD, startRoleGroupWorld } from './role-group-world.js';

describe.each(testDialects())('role-group members (%s)', (dialect) => {
  let t: TestApp;
  let adminId: string;
  let mjaId: string;
  let editorId: string;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    ({ t, adminId, mjaId, editorId, admin, editor } = await startRoleGroupWorld(dialect));
    // The group the members join: what role-groups.test.ts leaves after its rename test.
    const created = await call(t.adminToken, 'POST', '/roles', {
      Name: 'News editors',
      claims: [
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'TId', ClaimValue: '208' },
      ],
    });
    if (created.statusCode !== 201) throw new Error(created.body);
  });
  afterAll(async () => t?.close());

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    roleCall(t, token, method, url, payload);

  const newsRole = async () =>
    (await call(t.adminToken, 'GET', '/roles')).json().find((r: { Name: string }) => r.Name === 'News editors')
      .Id as string;

  it('lets an Admin add and remove members, whose sessions end and whose next token carries the role’s claims', async () => {
    const id = await newsRole();
    const added = await call(admin, 'PUT', `/roles/${id}/members/${editorId}`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().members).toEqual([
      {
        Id: editorId,
        UserName: 'newsie',
        DisplayName: 'News Editor',
        Email: 'newsie@example.test',
        isMJA: false,
        disabled: false,
      },
    ]);
    expect((await call(admin, 'PUT', `/roles/${id}/members/${editorId}`)).json().members).toHaveLength(1);
    expect((await t.call(editor, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
    editor = await t.login('newsie', ROLE_TEST_PASSWORD);
    const claims = JSON.parse(Buffer.from(editor.split('.')[1], 'base64url').toString()).permissions as string;
    expect(parsePermissions(claims).TId).toEqual([2, 208]);
    expect((await call(admin, 'DELETE', `/roles/${id}/members/${editorId}`)).json().members).toEqual([]);
    await call(admin, 'PUT', `/roles/${id}/members/${editorId}`);
  });

  it('refuses membership changes the rules forbid, through the role-group calls and the generic interface', async () => {
    const id = await newsRole();
    const attempts: [string, () => ReturnType<TestApp['call']>, string][] = [
      ['an Admin adds themselves', () => call(admin, 'PUT', `/roles/${id}/members/${adminId}`), REASONS.ownGrants],
      [
        'an Admin removes themselves from Admin',
        () => call(admin, 'DELETE', `/roles/${ROLE_IDS.Admin}/members/${adminId}`),
        REASONS.ownGrants,
      ],
      [
        'an Admin grants MoJoAdmin',
        () => call(admin, 'PUT', `/roles/${ROLE_IDS.MoJoAdmin}/members/${editorId}`),
        REASONS.superAdminMembers,
      ],
      [
        'an Admin touches a MoJoAdmin',
        () => call(admin, 'PUT', `/roles/${id}/members/${mjaId}`),
        REASONS.superAdminTarget,
      ],
      [
        'the last MoJoAdmin leaves',
        () => call(t.adminToken, 'DELETE', `/roles/${ROLE_IDS.MoJoAdmin}/members/${mjaId}`),
        REASONS.lastSuperAdmin,
      ],
      [
        'the last MoJoAdmin leaves (generic)',
        () =>
          t.call(t.adminToken, {
            method: 'DELETE',
            url: `/api/v1/db/aspnetuserroles/[${mjaId},${ROLE_IDS.MoJoAdmin}]`,
          }),
        REASONS.lastSuperAdmin,
      ],
      [
        'an Admin grants MoJoAdmin (generic)',
        () =>
          t.call(admin, {
            method: 'POST',
            url: '/api/v1/db/aspnetuserroles',
            payload: { UserId: editorId, RoleId: ROLE_IDS.MoJoAdmin },
          }),
        REASONS.superAdminMembers,
      ],
      [
        'an Admin adds themselves (generic batch)',
        () =>
          t.call(admin, {
            method: 'POST',
            url: '/api/v1/db/aspnetuserroles/batch',
            payload: { creates: [{ UserId: adminId, RoleId: id }] },
          }),
        REASONS.ownGrants,
      ],
    ];
    for (const [name, attempt, reason] of attempts) {
      const res = await attempt();
      expect({ name, status: res.statusCode, message: res.json().errors?.[0].message }).toEqual({
        name,
        status: 403,
        message: expect.stringContaining(reason),
      });
    }
    expect((await call(t.adminToken, 'GET', `/roles/${ROLE_IDS.MoJoAdmin}`)).json()).toMatchObject({
      members: [{ Id: mjaId, isMJA: true }],
      superAdminCount: 1,
    });
    // With a second MoJoAdmin, one may leave.
    expect((await call(t.adminToken, 'PUT', `/roles/${ROLE_IDS.MoJoAdmin}/members/${adminId}`)).statusCode).toBe(200);
    expect(
      (await call(t.adminToken, 'DELETE', `/roles/${ROLE_IDS.MoJoAdmin}/members/${adminId}`)).json(),
    ).toMatchObject({ superAdminCount: 1 });
    // Their roles changed: their session ended.
    expect((await call(admin, 'GET', '/roles')).statusCode).toBe(401);
    admin = await t.login('office-admin', ROLE_TEST_PASSWORD);
  });

  it('answers 404 for an unknown role or user', async () => {
    expect((await call(t.adminToken, 'GET', '/roles/00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
    expect(
      (await call(t.adminToken, 'PUT', `/roles/${ROLE_IDS.Admin}/members/00000000-0000-4000-8000-00000000ffff`))
        .statusCode,
    ).toBe(404);
  });

  it('finds users for the member picker', async () => {
    const hits = (await call(admin, 'GET', '/users?q=news')).json();
    expect(hits).toEqual([
      {
        Id: editorId,
        UserName: 'newsie',
        DisplayName: 'News Editor',
        Email: 'newsie@example.test',
        isMJA: false,
        disabled: false,
      },
    ]);
    expect((await call(admin, 'GET', '/users?q=%25')).json()).toEqual([]);
    expect((await call(admin, 'GET', '/users')).json().map((u: { UserName: string }) => u.UserName)).toEqual([
      'admin',
      'newsie',
      'office-admin',
    ]);
  });

  it('deletes a role group only once it has no members, with its claims', async () => {
    const id = await newsRole();
    expect(refusal(await call(t.adminToken, 'DELETE', `/roles/${id}`))).toMatchObject({
      status: 403,
      message: REASONS.hasMembers(1),
    });
    expect(refusal(await call(admin, 'DELETE', `/roles/${id}`))).toMatchObject({
      status: 403,
      message: REASONS.defineRoles,
    });
    await call(admin, 'DELETE', `/roles/${id}/members/${editorId}`);
    expect((await call(t.adminToken, 'DELETE', `/roles/${id}`)).statusCode).toBe(204);
    expect((await call(t.adminToken, 'GET', `/roles/${id}`)).statusCode).toBe(404);
    const left = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/aspnetroleclaims?pageNumber=1&filters=RoleId==${id}`,
      })
    ).json();
    expect(left).toEqual([]);
  });
});
