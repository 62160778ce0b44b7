// Role groups under /api/v1/mc/access (issue 13 item 2): a role with its
// claims and members, changed as one thing, and every rule of
// shared/role-rules.ts refused by the server with its reason, through the
// role-group calls and the generic data interface alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '../../src/shared/role-rules.js';
import { parsePermissions } from '../../src/shared/claims.js';
import { ROLE_IDS } from '../../src/shared/roles.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const BASE = '/api/v1/mc/access';
const PASSWORD = 'role-group-password-1';

describe.each(testDialects())('role groups (%s)', (dialect) => {
  let t: TestApp;
  let adminId: string;
  let mjaId: string;
  let editorId: string;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await startApp(dialect);
    adminId = await t.addUser({
      userName: 'office-admin',
      email: 'office@example.test',
      password: PASSWORD,
      displayName: 'Office Admin',
      roles: ['Admin'],
    });
    editorId = await t.addUser({
      userName: 'newsie',
      email: 'newsie@example.test',
      password: PASSWORD,
      displayName: 'News Editor',
      roles: ['Maintenance User'],
      claims: [['TId', '208']],
    });
    admin = await t.login('office-admin', PASSWORD);
    editor = await t.login('newsie', PASSWORD);
    mjaId = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: '/api/v1/db/aspnetusers?pageNumber=1&fields=Id&filters=UserName==admin',
      })
    ).json()[0].Id;
  });
  afterAll(async () => t?.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call(token, { method, url: `${BASE}${url}`, ...(payload !== undefined ? { payload } : {}) });
  const refusal = (res: { statusCode: number; json(): { errors: { message: string; field?: string }[] } }) => ({
    status: res.statusCode,
    ...res.json().errors[0],
  });

  it('lists the built-in roles with their counts, for Admin and MoJoAdmin only', async () => {
    const res = await call(admin, 'GET', '/roles');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { Id: ROLE_IDS.Admin, Name: 'Admin', builtIn: true, memberCount: 1, claimCount: 0 },
      { Id: ROLE_IDS.Auditor, Name: 'Auditor', builtIn: true, memberCount: 0, claimCount: 0 },
      { Id: ROLE_IDS['Maintenance User'], Name: 'Maintenance User', builtIn: true, memberCount: 1, claimCount: 0 },
      { Id: ROLE_IDS.MoJoAdmin, Name: 'MoJoAdmin', builtIn: true, memberCount: 1, claimCount: 0 },
    ]);
    expect(refusal(await call(editor, 'GET', '/roles'))).toMatchObject({
      status: 403,
      message: 'People and access is for Admin and MoJoAdmin accounts',
    });
    expect(refusal(await call(editor, 'GET', `/roles/${ROLE_IDS.Admin}`)).status).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: `${BASE}/roles` })).statusCode).toBe(401);
  });

  it('lets only a MoJoAdmin create a role group, with claims naming real tags and content', async () => {
    expect(refusal(await call(admin, 'POST', '/roles', { Name: 'Sneaky', claims: [] }))).toMatchObject({
      status: 403,
      message: REASONS.defineRoles,
    });
    const bad = [
      [{ Name: 'X', claims: [{ ClaimType: 'TId', ClaimValue: 'news' }] }, 'claims[0].ClaimValue'],
      [{ Name: 'X', claims: [{ ClaimType: 'TId', ClaimValue: '99999' }] }, 'claims[0].ClaimValue'],
      [{ Name: 'X', claims: [{ ClaimType: 'CId', ClaimValue: '424242' }] }, 'claims[0].ClaimValue'],
      [
        {
          Name: 'X',
          claims: [
            { ClaimType: 'TId', ClaimValue: '2' },
            { ClaimType: 'TId', ClaimValue: '2' },
          ],
        },
        'claims[1].ClaimValue',
      ],
      [{ Name: '', claims: [] }, 'Name'],
      [{ Name: 'X' }, 'claims'],
    ] as const;
    for (const [body, field] of bad)
      expect({ body, ...refusal(await call(t.adminToken, 'POST', '/roles', body)) }).toMatchObject({
        body,
        status: 422,
        field,
      });
    expect((await call(t.adminToken, 'GET', '/roles')).json()).toHaveLength(4); // the built-in MoJoAdmin, Admin, Maintenance User and Auditor, and nothing more
    const created = await call(t.adminToken, 'POST', '/roles', {
      Name: ' News editors ',
      claims: [
        { ClaimType: 'TId', ClaimValue: '208' },
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'CId', ClaimValue: '500' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      Name: 'News editors',
      builtIn: false,
      members: [],
      claims: [
        { ClaimType: 'CId', ClaimValue: '500' },
        { ClaimType: 'TId', ClaimValue: '208' },
        { ClaimType: 'TId', ClaimValue: '2' },
      ],
    });
    expect(refusal(await call(t.adminToken, 'POST', '/roles', { Name: 'news EDITORS', claims: [] })).status).toBe(409);
  });

  const newsRole = async () =>
    (await call(t.adminToken, 'GET', '/roles')).json().find((r: { Name: string }) => r.Name === 'News editors')
      .Id as string;

  // Issue 41 item 2: a Maintenance User granted General Settings opened a screen whose every call said "for Admin accounts".
  it('refuses a new grant of a tool only Admin and MoJoAdmin can use (422 with the reason), keeping one stored before', async () => {
    const tag = (await t.db.first<{ TId: number }>(
      t.db.builder.selectFrom('Tag').select('TId').where('TPath', '=', '/general-settings').compile(),
    ))!;
    const res = await call(t.adminToken, 'POST', '/roles', {
      Name: 'Settings people',
      claims: [
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'TId', ClaimValue: String(tag.TId) },
      ],
    });
    expect(refusal(res)).toMatchObject({
      status: 422,
      field: 'claims[1].ClaimValue',
      message: `claims[1]: General Settings (tag ${tag.TId}) is for Admin and MoJoAdmin accounts whatever their tags: granting it would open the screen to a Maintenance User only to refuse its calls`,
    });
    const made = await call(t.adminToken, 'POST', '/roles', {
      Name: 'Settings people',
      claims: [{ ClaimType: 'TId', ClaimValue: '2' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().Id as string;
    expect(
      refusal(
        await call(t.adminToken, 'PUT', `/roles/${id}`, {
          Name: 'Settings people',
          claims: [
            { ClaimType: 'TId', ClaimValue: '2' },
            { ClaimType: 'TId', ClaimValue: String(tag.TId) },
          ],
        }),
      ).status,
    ).toBe(422);
    // A grant stored before the rule is kept: the group can still be renamed.
    await t.db.run(
      t.db.builder
        .insertInto('AspNetRoleClaims')
        .values({ RoleId: id, ClaimType: 'TId', ClaimValue: String(tag.TId) })
        .compile(),
    );
    const renamed = await call(t.adminToken, 'PUT', `/roles/${id}`, {
      Name: 'Settings people (old)',
      claims: [
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'TId', ClaimValue: String(tag.TId) },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(t.adminToken, 'DELETE', `/roles/${id}`)).statusCode).toBe(204);
  });

  it('protects the built-in roles: their names stay, MoJoAdmin carries no claims, and Admin changes no definitions', async () => {
    expect(
      refusal(await call(t.adminToken, 'PUT', `/roles/${ROLE_IDS.Admin}`, { Name: 'Administrators', claims: [] })),
    ).toMatchObject({
      status: 403,
      message: REASONS.builtInName('Admin'),
      field: 'Name',
    });
    expect(refusal(await call(t.adminToken, 'DELETE', `/roles/${ROLE_IDS['Maintenance User']}`))).toMatchObject({
      status: 403,
      message: REASONS.builtInName('Maintenance User'),
    });
    // The Auditor too (issue 40 item 5): renamed, its members would silently become writers.
    expect(
      refusal(await call(t.adminToken, 'PUT', `/roles/${ROLE_IDS.Auditor}`, { Name: 'Reviewers', claims: [] })),
    ).toMatchObject({ status: 403, message: REASONS.builtInName('Auditor') });
    expect(refusal(await call(t.adminToken, 'DELETE', `/roles/${ROLE_IDS.Auditor}`))).toMatchObject({
      status: 403,
      message: REASONS.builtInName('Auditor'),
    });
    expect(
      refusal(
        await call(t.adminToken, 'PUT', `/roles/${ROLE_IDS.MoJoAdmin}`, {
          Name: 'MoJoAdmin',
          claims: [{ ClaimType: 'TId', ClaimValue: '2' }],
        }),
      ),
    ).toMatchObject({
      status: 403,
      message: REASONS.superAdminClaims,
      field: 'claims',
    });
    const id = await newsRole();
    expect(refusal(await call(admin, 'PUT', `/roles/${id}`, { Name: 'News editors', claims: [] }))).toMatchObject({
      status: 403,
      message: REASONS.defineRoles,
      field: 'claims',
    });
    // Saving what is stored changes nothing, so it is not refused.
    const same = (await call(admin, 'GET', `/roles/${id}`)).json();
    expect(
      (
        await call(admin, 'PUT', `/roles/${id}`, {
          Name: same.Name,
          claims: same.claims.map(({ ClaimType, ClaimValue }: { ClaimType: string; ClaimValue: string }) => ({
            ClaimType,
            ClaimValue,
          })),
        })
      ).statusCode,
    ).toBe(200);
    // The generic data interface is held to the same rules, MoJoAdmin included.
    expect(
      refusal(
        await t.call(t.adminToken, {
          method: 'PATCH',
          url: `/api/v1/db/aspnetroles/${ROLE_IDS.Admin}`,
          payload: { Name: 'Administrators' },
        }),
      ),
    ).toMatchObject({
      status: 403,
      message: REASONS.builtInName('Admin'),
    });
    expect(
      refusal(
        await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/aspnetroles/${ROLE_IDS['Maintenance User']}` }),
      ),
    ).toMatchObject({
      status: 403,
      message: REASONS.builtInName('Maintenance User'),
    });
    expect(
      refusal(
        await t.call(t.adminToken, {
          method: 'POST',
          url: '/api/v1/db/aspnetroleclaims',
          payload: { RoleId: ROLE_IDS.MoJoAdmin, ClaimType: 'TId', ClaimValue: '2' },
        }),
      ),
    ).toMatchObject({
      status: 403,
      message: REASONS.superAdminClaims,
    });
    const roles = (await call(t.adminToken, 'GET', '/roles')).json();
    expect(roles.map((r: { Name: string }) => r.Name)).toEqual([
      'Admin',
      'Auditor',
      'Maintenance User',
      'MoJoAdmin',
      'News editors',
    ]);
  });

  it('renames and replaces claims in one transaction, audited', async () => {
    const id = await newsRole();
    const saved = await call(t.adminToken, 'PUT', `/roles/${id}`, {
      Name: 'Newsroom',
      claims: [
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'TId', ClaimValue: '204' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      Name: 'Newsroom',
      claims: [
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'TId', ClaimValue: '204' },
      ],
    });
    // A bad claim after a good rename leaves both as they were.
    expect(
      refusal(
        await call(t.adminToken, 'PUT', `/roles/${id}`, {
          Name: 'Renamed again',
          claims: [{ ClaimType: 'TId', ClaimValue: '0' }],
        }),
      ).status,
    ).toBe(422);
    expect((await call(t.adminToken, 'GET', `/roles/${id}`)).json()).toMatchObject({
      Name: 'Newsroom',
      claims: [{ ClaimValue: '2' }, { ClaimValue: '204' }],
    });
    const audit = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&pageSize=100&filters=${encodeURIComponent('Entity==AspNetRoleClaims')}`,
      })
    ).json();
    expect(audit.map((a: { Type: string }) => a.Type)).toEqual(expect.arrayContaining(['Create', 'Delete']));
    await call(t.adminToken, 'PUT', `/roles/${id}`, {
      Name: 'News editors',
      claims: [
        { ClaimType: 'TId', ClaimValue: '2' },
        { ClaimType: 'TId', ClaimValue: '208' },
      ],
    });
  });

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
    editor = await t.login('newsie', PASSWORD);
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
    admin = await t.login('office-admin', PASSWORD);
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
