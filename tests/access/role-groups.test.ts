// Role groups under /api/v1/mc/access (issue 13 item 2), their definitions:
// a role with its claims, changed as one thing, and every rule of
// shared/role-rules.ts refused by the server with its reason. Members are in
// role-group-members.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '../../src/shared/role-rules.js';
import { ROLE_IDS } from '../../src/shared/roles.js';
import type { TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { refusal, roleCall, ROLES_API, startRoleGroupWorld } from './role-group-world.js';

describe.each(testDialects())('role groups (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    ({ t, admin, editor } = await startRoleGroupWorld(dialect));
  });
  afterAll(async () => t?.close());

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    roleCall(t, token, method, url, payload);

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
    expect((await t.call(undefined, { method: 'GET', url: `${ROLES_API}/roles` })).statusCode).toBe(401);
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
});
