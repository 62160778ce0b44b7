// User Management's changes to an account (/api/v1/mc/users, issue 13 item 1)
// on both databases: a save of name, roles and permissions in one
// transaction, the one-click actions, the audit trail, and every rule of
// src/shared/people/account-rules.ts refused with a 403 naming it, with
// nothing written. The list and invitations: users.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { b64, detail, expectRule, person, ROLE_IDS, saveBody, USERS, type Person } from './support.js';
import { rowCount } from './users-support.js';

describe.each(testDialects())('user management (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Person;
  let maint: Person;
  let mjaId: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    admin = await person(t, ['Admin']);
    maint = await person(t, ['Maintenance User'], [['TId', '208']]);
    mjaId = (await t.call(t.adminToken, { method: 'GET', url: `${USERS}?q=admin@example.test` })).json()[0].Id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const put = (token: string, id: string, body: object) =>
    t.call(token, { method: 'PUT', url: `${USERS}/${id}`, payload: body });

  describe('a save', () => {
    it('changes name, roles and permissions in one transaction, audited, and ends the account’s sessions', async () => {
      const u = await person(
        t,
        ['Maintenance User'],
        [
          ['TId', '201'],
          ['Other', 'kept'],
        ],
      );
      const res = await put(
        t.adminToken,
        u.id,
        await saveBody(t, u.id, {
          DisplayName: 'Renamed',
          roleIds: [ROLE_IDS.Admin],
          tagIds: [208, 2],
          contentIds: [500],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        DisplayName: 'Renamed',
        roles: ['Admin'],
        tagIds: [2, 208],
        contentIds: [500],
        otherClaims: [{ type: 'Other', value: 'kept' }],
      });
      expect((await t.call(u.token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
      const trail = (await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${u.id}/audit` })).json() as {
        Message: string;
        UserName: string;
      }[];
      expect(trail[0]).toMatchObject({
        Message: `Access of ${u.name} changed: +role Admin; -role Maintenance User; +TId 208, +TId 2; -TId 201; +CId 500`,
        UserName: 'admin',
      });
      expect(trail.map((e) => e.Message)).toContain(`Update AspNetUsers ${u.id}`);
      expect(trail.map((e) => e.Message).some((m) => m.startsWith(`Create AspNetUserRoles [${u.id},`))).toBe(true);
    });

    // Issue 41: a Maintenance User granted General Settings directly opened a screen whose every call said
    // "for Admin accounts"; a user's own tags follow the role groups' rule (decisions 0116, 0121).
    it('refuses a new grant of a tool only Admin and MoJoAdmin can use to an account holding neither, on a save and an invitation, keeping one granted before', async () => {
      const tag = (await t.db.first<{ TId: number }>(
        t.db.builder.selectFrom('Tag').select('TId').where('TPath', '=', '/general-settings').compile(),
      ))!;
      const reason = `General Settings (tag ${tag.TId}) is for Admin and MoJoAdmin accounts whatever their tags: granting it would open the screen to a Maintenance User only to refuse its calls`;
      const refusalOf = (res: { statusCode: number; json(): unknown }) => ({
        status: res.statusCode,
        error: (res.json() as { errors?: unknown[] }).errors?.[0],
      });
      const u = await person(t, ['Maintenance User'], [['TId', '2']]);
      const claims = await rowCount(t, 'AspNetUserClaims');
      const refused = await put(
        t.adminToken,
        u.id,
        await saveBody(t, u.id, { DisplayName: 'Settings person', tagIds: [2, tag.TId] }),
      );
      expect(refusalOf(refused)).toEqual({
        status: 422,
        error: expect.objectContaining({ field: 'tagIds', message: reason }),
      });
      expect(await detail(t, u.id)).toMatchObject({ DisplayName: `Person ${u.name}`, tagIds: [2] });
      const invited = await t.call(t.adminToken, {
        method: 'POST',
        url: USERS,
        payload: {
          UserName: `settings-${dialect}`,
          DisplayName: 'Settings',
          Email: `settings-${dialect}@example.test`,
          roleIds: [ROLE_IDS['Maintenance User']],
          tagIds: [2, tag.TId],
          contentIds: [],
        },
      });
      expect(refusalOf(invited)).toEqual({
        status: 422,
        error: expect.objectContaining({ field: 'tagIds', message: reason }),
      });
      expect(await rowCount(t, 'AspNetUserClaims')).toBe(claims);
      // An Admin reaches a screen by its tag too, and its calls answer an Admin: the grant works, so it is made.
      const promoted = await put(
        t.adminToken,
        u.id,
        await saveBody(t, u.id, { roleIds: [ROLE_IDS.Admin], tagIds: [2, tag.TId] }),
      );
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json()).toMatchObject({ roles: ['Admin'], tagIds: [2, tag.TId] });
      // A grant made before the rule does not stop other changes, and can be taken away.
      const old = await person(t, ['Maintenance User'], [['TId', String(tag.TId)]]);
      const kept = await put(t.adminToken, old.id, await saveBody(t, old.id, { DisplayName: 'Still saved' }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ DisplayName: 'Still saved', tagIds: [tag.TId] });
      const removed = await put(t.adminToken, old.id, await saveBody(t, old.id, { tagIds: [] }));
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ tagIds: [] });
    });

    it('refuses a stale version: 412, nothing written', async () => {
      const u = await person(t, ['Maintenance User']);
      const body = await saveBody(t, u.id, { DisplayName: 'First' });
      expect((await put(t.adminToken, u.id, body)).statusCode).toBe(200);
      const stale = await put(t.adminToken, u.id, { ...body, DisplayName: 'Second' });
      expect(stale.statusCode).toBe(412);
      expect((await detail(t, u.id)).DisplayName).toBe('First');
    });

    it('rolls everything back when one part is refused', async () => {
      const u = await person(t, ['Maintenance User']);
      const audits = await rowCount(t, 'AuditLog');
      const res = await put(
        admin.token,
        u.id,
        await saveBody(t, u.id, {
          DisplayName: 'Should not stick',
          tagIds: [208],
          roleIds: [ROLE_IDS['Maintenance User'], ROLE_IDS.MoJoAdmin],
        }),
      );
      expectRule(res, 'mojoadmin-role');
      expect(await detail(t, u.id)).toMatchObject({
        DisplayName: `Person ${u.name}`,
        tagIds: [],
        roles: ['Maintenance User'],
      });
      expect(await rowCount(t, 'AuditLog')).toBe(audits);
    });
  });

  describe('the one-click actions', () => {
    it('turns the second factor on, disables and enables, and unlocks after failed sign-ins', async () => {
      const u = await person(t, ['Maintenance User']);
      const twofa = await t.call(t.adminToken, {
        method: 'PUT',
        url: `${USERS}/${u.id}/second-factor`,
        payload: { enabled: true },
      });
      expect(twofa.json()).toMatchObject({ twoFactor: true });
      const login = () =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/v1/mc/jwt/login',
            payload: { UserName: u.name, Password: b64(u.password) },
          })
          .then((r) => r.json());
      expect(await login()).toEqual({ success: false, b2fa: true });
      await smtp.next();
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/second-factor`, payload: { enabled: false } });

      const token = await t.login(u.name, u.password);
      expect(
        (
          await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/disabled`, payload: { disabled: true } })
        ).json(),
      ).toMatchObject({ disabled: true });
      expect((await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
      expect((await login()).deniedAccess).toBe(true);
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/disabled`, payload: { disabled: false } });

      for (let i = 0; i < 5; i++)
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/login',
          payload: { UserName: u.name, Password: b64('wrong-password') },
        });
      expect((await detail(t, u.id)).lockedUntil).toEqual(expect.any(String));
      expect((await login()).success).toBe(false);
      const unlocked = await t.call(t.adminToken, { method: 'POST', url: `${USERS}/${u.id}/unlock` });
      expect(unlocked.json()).toMatchObject({ lockedUntil: null });
      expect((await login()).success).toBe(true);
      const messages = (
        (await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${u.id}/audit?pageSize=100` })).json() as {
          Message: string;
        }[]
      ).map((e) => e.Message);
      expect(messages.filter((m) => m === `Update AspNetUsers ${u.id}`).length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('the rules (src/shared/people/account-rules.ts), each a 403 naming it', () => {
    it('keeps user management for administrators', async () => {
      expectRule(await t.call(maint.token, { method: 'GET', url: USERS }), 'administrators-only');
      expectRule(await t.call(maint.token, { method: 'GET', url: `${USERS}/${admin.id}` }), 'administrators-only');
      expectRule(
        await t.call(maint.token, { method: 'POST', url: USERS, payload: { nonsense: true } }),
        'administrators-only',
      );
    });

    it('keeps an Admin away from a MoJoAdmin account and role', async () => {
      expectRule(
        await put(admin.token, mjaId, await saveBody(t, mjaId, { DisplayName: 'Hacked' })),
        'mojoadmin-account',
      );
      expectRule(await put(admin.token, mjaId, await saveBody(t, mjaId, { tagIds: [208] })), 'mojoadmin-grants');
      expectRule(
        await t.call(admin.token, { method: 'PUT', url: `${USERS}/${mjaId}/disabled`, payload: { disabled: true } }),
        'mojoadmin-account',
      );
      expectRule(await t.call(admin.token, { method: 'POST', url: `${USERS}/${mjaId}/unlock` }), 'mojoadmin-account');
      expectRule(
        await t.call(admin.token, {
          method: 'PUT',
          url: `${USERS}/${mjaId}/second-factor`,
          payload: { enabled: true },
        }),
        'mojoadmin-account',
      );
      expectRule(
        await t.call(admin.token, {
          method: 'POST',
          url: `/api/v1/mc/jwt/reset-password?userId=${mjaId}`,
          payload: {},
        }),
        'mojoadmin-account',
      );
      const other = await person(t, ['Maintenance User']);
      expectRule(
        await put(admin.token, other.id, await saveBody(t, other.id, { roleIds: [ROLE_IDS.MoJoAdmin] })),
        'mojoadmin-role',
      );
      expectRule(
        await t.call(admin.token, {
          method: 'POST',
          url: USERS,
          payload: {
            UserName: 'x1',
            DisplayName: 'x',
            Email: 'x1@example.test',
            roleIds: [ROLE_IDS.MoJoAdmin],
            tagIds: [],
            contentIds: [],
          },
        }),
        'mojoadmin-role',
      );
      // the generic interface refuses by the same rules
      expectRule(
        await t.call(admin.token, {
          method: 'PATCH',
          url: `/api/v1/db/aspnetusers/${mjaId}`,
          payload: { DisplayName: 'Hacked' },
        }),
        'mojoadmin-account',
      );
      // memberships through the generic interface answer from the role-group rules (role-guard.ts), in the same words
      const raw = await t.call(admin.token, {
        method: 'POST',
        url: '/api/v1/db/aspnetuserroles',
        payload: { UserId: other.id, RoleId: ROLE_IDS.MoJoAdmin },
      });
      expect({ status: raw.statusCode, message: raw.json().errors[0].message }).toEqual({
        status: 403,
        message: 'Only a MoJoAdmin may grant or remove the MoJoAdmin role',
      });
      expect((await detail(t, mjaId)).DisplayName).toBe('Site Administrator');
    });

    it('keeps an Admin’s own grants and the last MoJoAdmin’s role; nobody locks themselves out or skips My Account for their own sign-in facts', async () => {
      expectRule(await put(admin.token, admin.id, await saveBody(t, admin.id, { roleIds: [] })), 'own-access');
      expectRule(await put(admin.token, admin.id, await saveBody(t, admin.id, { tagIds: [208] })), 'own-access');
      expectRule(await put(t.adminToken, mjaId, await saveBody(t, mjaId, { roleIds: [] })), 'last-mojoadmin');
      for (const [token, id] of [
        [admin.token, admin.id],
        [t.adminToken, mjaId],
      ] as const) {
        expectRule(await put(token, id, await saveBody(t, id, { Email: 'elsewhere@example.test' })), 'own-sign-in');
        expectRule(
          await t.call(token, { method: 'PUT', url: `${USERS}/${id}/disabled`, payload: { disabled: true } }),
          'own-lockout',
        );
        expectRule(
          await t.call(token, { method: 'PUT', url: `${USERS}/${id}/second-factor`, payload: { enabled: true } }),
          'own-sign-in',
        );
        expectRule(await t.call(token, { method: 'POST', url: `${USERS}/${id}/unlock` }), 'own-lockout');
      }
      // one's own name is fine
      const renamed = await put(admin.token, admin.id, await saveBody(t, admin.id, { DisplayName: 'Admin Renamed' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      admin.token = await t.login(admin.name, admin.password);
    });

    it('allows impersonation only as spec §4 and the shared rules say', async () => {
      const target = await person(t, ['Maintenance User']);
      const off = await person(t, ['Maintenance User']);
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${off.id}/disabled`, payload: { disabled: true } });
      const impersonate = (token: string, UserId: string) =>
        t.call(token, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId } });
      expectRule(await impersonate(admin.token, target.id), 'impersonate-mojoadmin-only');
      expectRule(await impersonate(t.adminToken, mjaId), 'impersonate-self');
      expectRule(await impersonate(t.adminToken, off.id), 'impersonate-disabled');
      const other = await person(t, ['MoJoAdmin']);
      expectRule(await impersonate(t.adminToken, other.id), 'impersonate-mojoadmin');
      // as an Admin, impersonated: no chaining, no sign-in facts of anyone
      const started = await impersonate(t.adminToken, admin.id);
      expect(started.statusCode).toBe(200);
      const acting = started.json().token as string;
      expectRule(await impersonate(acting, target.id), 'impersonate-chained');
      expectRule(
        await put(acting, target.id, await saveBody(t, target.id, { Email: 'moved@example.test' })),
        'not-while-impersonating',
      );
      expect(
        (await put(acting, target.id, await saveBody(t, target.id, { DisplayName: 'Named while impersonating' })))
          .statusCode,
      ).toBe(200);
      const back = await t.call(acting, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' });
      t.adminToken = back.json().token;
      const trail = (
        await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${admin.id}/audit?pageSize=100` })
      ).json() as { Message: string }[];
      expect(trail.map((e) => e.Message)).toContain(`Impersonation Started: admin as ${admin.name}`);
    });
  });
});
