// Security rows 3 (mass assignment), 7 (revocation on account changes) and
// 17 (audit trail in the write's transaction, secrets redacted, append-only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/shared/roles.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { saveBody } from '../people/support.js';

describe.each(testDialects())('accounts, revocation and audit (%s)', (dialect) => {
  let t: TestApp;
  let editorId: string;
  let editor: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startApp(dialect);
    editorId = await t.addUser({
      userName: 'editor',
      email: 'editor@example.test',
      password: 'editor-password-1',
      displayName: 'Editor',
      roles: ['Admin'],
    });
    editor = await t.login('editor', 'editor-password-1');
    adminId = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: '/api/v1/db/aspnetusers?pageNumber=1&fields=Id&filters=UserName==admin',
      })
    ).json()[0].Id;
  });
  afterAll(async () => t?.close());

  const audits = async (filter: string) =>
    (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&pageSize=100&filters=${encodeURIComponent(filter)}&orderBy=AlId%20asc`,
      })
    ).json();

  it('keeps an Admin from promoting themselves or touching a MoJoAdmin, single and through /all and /batch', async () => {
    const attempts: [string, Parameters<TestApp['call']>[1]][] = [
      [
        'own MoJoAdmin role',
        {
          method: 'POST',
          url: '/api/v1/db/aspnetuserroles',
          payload: { UserId: editorId, RoleId: ROLE_IDS.MoJoAdmin },
        },
      ],
      [
        'own role via /all',
        {
          method: 'POST',
          url: '/api/v1/db/aspnetuserroles/all',
          payload: [{ UserId: editorId, RoleId: ROLE_IDS['Maintenance User'] }],
        },
      ],
      [
        'own claim via batch',
        {
          method: 'POST',
          url: '/api/v1/db/aspnetuserclaims/batch',
          payload: { creates: [{ UserId: editorId, ClaimType: 'TId', ClaimValue: '2' }] },
        },
      ],
      [
        'own lockout',
        { method: 'PATCH', url: `/api/v1/db/aspnetusers/${editorId}`, payload: { LockoutEnd: null, Disabled: true } },
      ],
      ['password hash', { method: 'PATCH', url: `/api/v1/db/aspnetusers/${editorId}`, payload: { PasswordHash: 'x' } }],
      [
        'security stamp',
        {
          method: 'PUT',
          url: '/api/v1/db/aspnetusers/all',
          payload: [{ Id: editorId, UserName: 'editor', Email: 'editor@example.test', SecurityStamp: 'x' }],
        },
      ],
      [
        'a MoJoAdmin account',
        { method: 'PATCH', url: `/api/v1/db/aspnetusers/${adminId}`, payload: { Disabled: true } },
      ],
      [
        'a MoJoAdmin role removed',
        { method: 'DELETE', url: `/api/v1/db/aspnetuserroles/[${adminId},${ROLE_IDS.MoJoAdmin}]` },
      ],
    ];
    for (const [name, options] of attempts) {
      const res = await t.call(editor, options);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
    }
    const roles = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/aspnetuserroles?pageNumber=1&filters=UserId==${editorId}`,
    });
    expect(roles.json()).toEqual([{ UserId: editorId, RoleId: ROLE_IDS.Admin }]);
    const self = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/aspnetusers/${editorId}` });
    expect(self.json()).toMatchObject({ Disabled: false });
    expect((await t.call(editor, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode).toBe(200);
  });

  it('revokes tokens already issued when roles, claims or the account change', async () => {
    for (const change of [
      // Roles and claims through User Management, their one writer (decision 0121).
      async (id: string) =>
        t.call(t.adminToken, {
          method: 'PUT',
          url: `/api/v1/mc/users/${id}`,
          payload: await saveBody(t, id, { roleIds: [ROLE_IDS.Admin, ROLE_IDS['Maintenance User']] }),
        }),
      async (id: string) =>
        t.call(t.adminToken, {
          method: 'PUT',
          url: `/api/v1/mc/users/${id}`,
          payload: await saveBody(t, id, { tagIds: [201] }),
        }),
      (id: string) =>
        t.call(t.adminToken, { method: 'PATCH', url: `/api/v1/db/aspnetusers/${id}`, payload: { Disabled: true } }),
    ]) {
      const name = `u${Math.random().toString(36).slice(2, 8)}`;
      const id = await t.addUser({
        userName: name,
        email: `${name}@example.test`,
        password: 'some-password-1',
        displayName: name,
        roles: ['Admin'],
      });
      const token = await t.login(name, 'some-password-1');
      expect((await t.call(token, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode).toBe(200);
      expect((await change(id)).statusCode).toBeLessThan(300);
      expect((await t.call(token, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode).toBe(401);
      expect((await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
    }
  });

  it('writes an audit entry per write, with the actor, the diff and secrets redacted', async () => {
    const created = (
      await t.call(editor, { method: 'POST', url: '/api/v1/db/redirect', payload: { RFrom: '/audit-me', RTo: '/a' } })
    ).json();
    await t.call(editor, { method: 'PATCH', url: `/api/v1/db/redirect/${created.RId}`, payload: { RTo: '/b' } });
    await t.call(editor, { method: 'DELETE', url: `/api/v1/db/redirect/${created.RId}` });
    const rows = await audits(`Entity==Redirect,EntityKey==${created.RId}`);
    expect(rows.map((r: { Type: string }) => r.Type)).toEqual(['Create', 'Update', 'Delete']);
    expect(rows[1]).toMatchObject({
      UserName: 'editor',
      Diff: { RTo: ['/a', '/b'] },
      Message: `Update Redirect ${created.RId}`,
    });
    expect(rows[1].RequestId).toEqual(expect.any(String));
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'smtp-password', KmValue: 'hunter2-very-secret' },
    });
    const km = await audits('Entity==KeyManager');
    expect(JSON.stringify(km)).not.toContain('hunter2');
    expect(km[0].Diff.KmValue).toEqual([null, '[redacted]']);
  });

  it('leaves no audit entry for a write that rolled back', async () => {
    const before = (await audits('Entity==Redirect')).length;
    const res = await t.call(editor, {
      method: 'POST',
      url: '/api/v1/db/redirect/all',
      payload: [{ RFrom: '/rb-1', RTo: '/a' }, { RFrom: 5 }],
    });
    expect(res.statusCode).toBe(422);
    expect((await audits('Entity==Redirect')).length).toBe(before);
  });
});
