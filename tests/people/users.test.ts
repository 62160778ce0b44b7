// User Management's calls (/api/v1/mc/users, issue 13 item 1) on both
// databases: the list (search, filters, never a secret), an invitation read
// off a real SMTP server and accepted, a save of name, roles and
// permissions in one transaction, the one-click actions, the audit trail,
// and every rule of src/shared/people/account-rules.ts refused with a 403
// naming it, with nothing written.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserSummary } from '../../src/shared/api/people.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { b64, detail, expectRule, person, ROLE_IDS, saveBody, USERS, type Person } from './support.js';

const linkIn = (html: string) => /https?:\/\/[^\s"'<>]+change-password\?[^\s"'<>]+/.exec(html)?.[0].replace(/&amp;/g, '&');

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

  const list = async (query: string, token = t.adminToken) => {
    const res = await t.call(token, { method: 'GET', url: `${USERS}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as UserSummary[], paging: JSON.parse(String(res.headers['x-pagination'])) };
  };
  const put = (token: string, id: string, body: object) => t.call(token, { method: 'PUT', url: `${USERS}/${id}`, payload: body });
  const rowCount = async (table: 'AspNetUsers' | 'AspNetUserRoles' | 'AspNetUserClaims' | 'AuditLog') =>
    Number(
      (await t.db.first<{ n: number | string }>(
        t.db.builder
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .compile(),
      ))!.n,
    );

  describe('the list', () => {
    it('shows name, e-mail, roles, last sign-in, lock-out, second factor and status, and nothing secret', async () => {
      const { rows, paging } = await list(`q=${admin.name}`);
      expect(rows).toEqual([
        {
          Id: admin.id,
          UserName: admin.name,
          DisplayName: `Person ${admin.name}`,
          Email: admin.email,
          roles: ['Admin'],
          lastSignIn: expect.any(String),
          lockedUntil: null,
          twoFactor: false,
          disabled: false,
          invited: false,
        },
      ]);
      expect(Date.now() - Date.parse(rows[0].lastSignIn!)).toBeLessThan(5 * 60_000);
      expect(paging).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 20 });
      const text = JSON.stringify((await list('pageSize=100')).rows);
      for (const secret of ['NormalizedUserName', 'ConcurrencyStamp', 'PasswordHash', 'SecurityStamp', 'argon2']) expect(text).not.toContain(secret);
    });

    it('searches name, user name and e-mail, case-insensitively, word by word, with LIKE characters taken literally', async () => {
      expect((await list(`q=${encodeURIComponent(`PERSON ${maint.name.toUpperCase()}`)}`)).rows.map((r) => r.Id)).toEqual([maint.id]);
      expect((await list(`q=${encodeURIComponent('example.test')}&pageSize=100`)).rows.length).toBeGreaterThanOrEqual(3);
      expect((await list(`q=${encodeURIComponent('%')}`)).rows).toEqual([]);
      expect((await list(`q=${encodeURIComponent('_')}`)).rows).toEqual([]);
    });

    it('filters by role, status and second factor, and pages', async () => {
      const maintenance = (await list(`role=${ROLE_IDS['Maintenance User']}&pageSize=100`)).rows;
      expect(maintenance.every((r) => r.roles.includes('Maintenance User'))).toBe(true);
      expect(maintenance.map((r) => r.Id)).toContain(maint.id);
      const off = await person(t, ['Maintenance User']);
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${off.id}/disabled`, payload: { disabled: true } });
      const locked = await person(t, ['Maintenance User']);
      for (let i = 0; i < 5; i++) await t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName: locked.name, Password: b64('wrong-password') } });
      const twofa = await person(t, ['Maintenance User']);
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${twofa.id}/second-factor`, payload: { enabled: true } });
      const ids = async (q: string) => (await list(`${q}&pageSize=500`)).rows.map((r) => r.Id);
      expect(await ids('status=disabled')).toEqual([off.id]);
      expect(await ids('status=locked')).toEqual([locked.id]);
      expect((await list(`q=${locked.name}`)).rows[0].lockedUntil).toEqual(expect.any(String));
      expect(await ids('twoFactor=on')).toEqual([twofa.id]);
      expect(await ids('twoFactor=off')).not.toContain(twofa.id);
      const active = await ids('status=active');
      expect(active).toContain(admin.id);
      expect(active).not.toContain(off.id);
      expect(active).not.toContain(locked.id);
      const page2 = await list('pageSize=2&pageNumber=2&orderBy=Email%20desc');
      const all = (await list('pageSize=500&orderBy=Email%20desc')).rows;
      expect(page2.rows.map((r) => r.Id)).toEqual(all.slice(2, 4).map((r) => r.Id));
      expect(page2.paging).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: all.length, hasPrevious: true });
    });

    it('refuses bad parameters naming them', async () => {
      for (const q of ['status=gone', 'orderBy=PasswordHash%20asc', 'pageSize=501', 'secret=1']) {
        const res = await t.call(t.adminToken, { method: 'GET', url: `${USERS}?${q}` });
        expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      }
    });
  });

  describe('an invitation', () => {
    it('makes the account with roles and permissions, e-mails a set-password link, and the invitee signs in with the tags granted', async () => {
      const before = await rowCount('AspNetUsers');
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: USERS,
        payload: { UserName: `newsdesk-${dialect}`, DisplayName: 'News Desk', Email: `newsdesk-${dialect}@example.test`, roleIds: [ROLE_IDS['Maintenance User']], tagIds: [208, 2], contentIds: [500] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { user, mailed, message } = res.json() as { user: UserDetail; mailed: boolean; message: string };
      expect(mailed).toBe(true);
      expect(message).toBe(`An invitation to choose a password was sent to newsdesk-${dialect}@example.test.`);
      expect(user).toMatchObject({ roles: ['Maintenance User'], tagIds: [2, 208], contentIds: [500], contents: [{ CId: 500 }], invited: true, emailConfirmed: false });
      expect(await rowCount('AspNetUsers')).toBe(before + 1);
      expect((await list('status=invited')).rows.map((r) => r.Id)).toEqual([user.Id]);

      const mail = await smtp.next();
      expect(mail.to).toMatchObject({ text: `newsdesk-${dialect}@example.test` });
      expect(mail.subject).toBe('You have been invited to the back office');
      expect(mail.html).toContain(`newsdesk-${dialect}`);
      const link = linkIn(String(mail.html))!;
      const token = new URL(link).searchParams.get('token')!;
      // no password yet: the account cannot sign in
      const early = await t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName: `newsdesk-${dialect}`, Password: b64('') } });
      expect(early.json().success).toBe(false);
      // the archive keeps the mail without its link
      const archived = await t.db.first<{ EaBody: string }>(t.db.builder.selectFrom('EmailArchive').select('EaBody').where('EaTo', '=', `newsdesk-${dialect}@example.test`).compile());
      expect(archived!.EaBody).not.toContain(token);

      const set = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/change-password',
        payload: { UserName: `newsdesk-${dialect}@example.test`, Token: token, NewPassword: b64('Fresh-news-desk-42') },
      });
      expect(set.json()).toEqual({ success: true });
      const signedIn = await t.login(`newsdesk-${dialect}`, 'Fresh-news-desk-42');
      expect(decodeJwt(signedIn)).toMatchObject({ role: 'Maintenance User', permissions: 'TId:2|TId:208|CId:500' });
      expect(await detail(t, user.Id)).toMatchObject({ invited: false, emailConfirmed: true });
      // the link works once
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/change-password',
        payload: { UserName: `newsdesk-${dialect}@example.test`, Token: token, NewPassword: b64('Other-news-desk-42') },
      });
      expect(again.json().success).toBe(false);

      const trail = (await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${user.Id}/audit?pageSize=50` })).json() as { Message: string }[];
      const messages = trail.map((e) => e.Message);
      expect(messages).toContain(`Invited newsdesk-${dialect}: +role Maintenance User; +TId 208, +TId 2; +CId 500`);
      expect(messages).toContain(`Invitation Sent to newsdesk-${dialect}`);
      expect(messages).toContain('Login Successful');
    });

    it('sends the invitation again through the reset-link call while no password is set', async () => {
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: USERS,
        payload: { UserName: `again-${dialect}`, DisplayName: 'Again', Email: `again-${dialect}@example.test`, roleIds: [], tagIds: [], contentIds: [] },
      });
      await smtp.next();
      const resend = await t.call(t.adminToken, { method: 'POST', url: `/api/v1/mc/jwt/reset-password?userId=${res.json().user.Id}`, payload: {} });
      expect(resend.json()).toMatchObject({ success: true, message: `The invitation was sent again to again-${dialect}@example.test.` });
      expect((await smtp.next()).subject).toBe('You have been invited to the back office');
    });

    it('refuses bad input naming the field, and writes nothing', async () => {
      const before = await rowCount('AspNetUsers');
      const base = { UserName: `bad-${dialect}`, DisplayName: 'Bad', Email: `bad-${dialect}@example.test`, roleIds: [], tagIds: [], contentIds: [] };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ Email: 'not an address' }, 422, 'Email'],
        [{ Email: 'Eve <eve@example.test>' }, 422, 'Email'],
        [{ roleIds: ['00000000-0000-4000-8000-00000000dead'] }, 422, 'roleIds'],
        [{ tagIds: [987654] }, 422, 'tagIds'],
        [{ contentIds: [987654] }, 422, 'contentIds'],
        [{ UserName: admin.name }, 409, 'UserName'],
        [{ Email: admin.email }, 409, 'Email'],
        [{ UserName: admin.email }, 409, 'UserName'],
        [{ PasswordHash: 'x' }, 422, 'PasswordHash'],
        [{ DisplayName: '' }, 422, 'DisplayName'],
      ];
      for (const [change, status, field] of cases) {
        const res = await t.call(t.adminToken, { method: 'POST', url: USERS, payload: { ...base, ...change } });
        expect({ change, status: res.statusCode, field: res.json().errors?.[0]?.field }).toEqual({ change, status, field });
      }
      expect(await rowCount('AspNetUsers')).toBe(before);
    });
  });

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
      const res = await put(t.adminToken, u.id, await saveBody(t, u.id, { DisplayName: 'Renamed', roleIds: [ROLE_IDS.Admin], tagIds: [208, 2], contentIds: [500] }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ DisplayName: 'Renamed', roles: ['Admin'], tagIds: [2, 208], contentIds: [500], otherClaims: [{ type: 'Other', value: 'kept' }] });
      expect((await t.call(u.token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
      const trail = (await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${u.id}/audit` })).json() as { Message: string; UserName: string }[];
      expect(trail[0]).toMatchObject({ Message: `Access of ${u.name} changed: +role Admin; -role Maintenance User; +TId 208, +TId 2; -TId 201; +CId 500`, UserName: 'admin' });
      expect(trail.map((e) => e.Message)).toContain(`Update AspNetUsers ${u.id}`);
      expect(trail.map((e) => e.Message).some((m) => m.startsWith(`Create AspNetUserRoles [${u.id},`))).toBe(true);
    });

    // Issue 41: a Maintenance User granted General Settings directly opened a screen whose every call said
    // "for Admin accounts"; a user's own tags follow the role groups' rule (decisions 0116, 0121).
    it('refuses a new grant of a tool only Admin and MoJoAdmin can use to an account holding neither, on a save and an invitation, keeping one granted before', async () => {
      const tag = (await t.db.first<{ TId: number }>(t.db.builder.selectFrom('Tag').select('TId').where('TPath', '=', '/general-settings').compile()))!;
      const reason = `General Settings (tag ${tag.TId}) is for Admin and MoJoAdmin accounts whatever their tags: granting it would open the screen to a Maintenance User only to refuse its calls`;
      const refusalOf = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, error: (res.json() as { errors?: unknown[] }).errors?.[0] });
      const u = await person(t, ['Maintenance User'], [['TId', '2']]);
      const claims = await rowCount('AspNetUserClaims');
      const refused = await put(t.adminToken, u.id, await saveBody(t, u.id, { DisplayName: 'Settings person', tagIds: [2, tag.TId] }));
      expect(refusalOf(refused)).toEqual({ status: 422, error: expect.objectContaining({ field: 'tagIds', message: reason }) });
      expect(await detail(t, u.id)).toMatchObject({ DisplayName: `Person ${u.name}`, tagIds: [2] });
      const invited = await t.call(t.adminToken, {
        method: 'POST',
        url: USERS,
        payload: { UserName: `settings-${dialect}`, DisplayName: 'Settings', Email: `settings-${dialect}@example.test`, roleIds: [ROLE_IDS['Maintenance User']], tagIds: [2, tag.TId], contentIds: [] },
      });
      expect(refusalOf(invited)).toEqual({ status: 422, error: expect.objectContaining({ field: 'tagIds', message: reason }) });
      expect(await rowCount('AspNetUserClaims')).toBe(claims);
      // An Admin reaches a screen by its tag too, and its calls answer an Admin: the grant works, so it is made.
      const promoted = await put(t.adminToken, u.id, await saveBody(t, u.id, { roleIds: [ROLE_IDS.Admin], tagIds: [2, tag.TId] }));
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
      const audits = await rowCount('AuditLog');
      const res = await put(admin.token, u.id, await saveBody(t, u.id, { DisplayName: 'Should not stick', tagIds: [208], roleIds: [ROLE_IDS['Maintenance User'], ROLE_IDS.MoJoAdmin] }));
      expectRule(res, 'mojoadmin-role');
      expect(await detail(t, u.id)).toMatchObject({ DisplayName: `Person ${u.name}`, tagIds: [], roles: ['Maintenance User'] });
      expect(await rowCount('AuditLog')).toBe(audits);
    });
  });

  describe('the one-click actions', () => {
    it('turns the second factor on, disables and enables, and unlocks after failed sign-ins', async () => {
      const u = await person(t, ['Maintenance User']);
      const twofa = await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/second-factor`, payload: { enabled: true } });
      expect(twofa.json()).toMatchObject({ twoFactor: true });
      const login = () => t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName: u.name, Password: b64(u.password) } }).then((r) => r.json());
      expect(await login()).toEqual({ success: false, b2fa: true });
      await smtp.next();
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/second-factor`, payload: { enabled: false } });

      const token = await t.login(u.name, u.password);
      expect((await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/disabled`, payload: { disabled: true } })).json()).toMatchObject({ disabled: true });
      expect((await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
      expect((await login()).deniedAccess).toBe(true);
      await t.call(t.adminToken, { method: 'PUT', url: `${USERS}/${u.id}/disabled`, payload: { disabled: false } });

      for (let i = 0; i < 5; i++) await t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName: u.name, Password: b64('wrong-password') } });
      expect((await detail(t, u.id)).lockedUntil).toEqual(expect.any(String));
      expect((await login()).success).toBe(false);
      const unlocked = await t.call(t.adminToken, { method: 'POST', url: `${USERS}/${u.id}/unlock` });
      expect(unlocked.json()).toMatchObject({ lockedUntil: null });
      expect((await login()).success).toBe(true);
      const messages = ((await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${u.id}/audit?pageSize=100` })).json() as { Message: string }[]).map((e) => e.Message);
      expect(messages.filter((m) => m === `Update AspNetUsers ${u.id}`).length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('the rules (src/shared/people/account-rules.ts), each a 403 naming it', () => {
    it('keeps user management for administrators', async () => {
      expectRule(await t.call(maint.token, { method: 'GET', url: USERS }), 'administrators-only');
      expectRule(await t.call(maint.token, { method: 'GET', url: `${USERS}/${admin.id}` }), 'administrators-only');
      expectRule(await t.call(maint.token, { method: 'POST', url: USERS, payload: { nonsense: true } }), 'administrators-only');
    });

    it('keeps an Admin away from a MoJoAdmin account and role', async () => {
      expectRule(await put(admin.token, mjaId, await saveBody(t, mjaId, { DisplayName: 'Hacked' })), 'mojoadmin-account');
      expectRule(await put(admin.token, mjaId, await saveBody(t, mjaId, { tagIds: [208] })), 'mojoadmin-grants');
      expectRule(await t.call(admin.token, { method: 'PUT', url: `${USERS}/${mjaId}/disabled`, payload: { disabled: true } }), 'mojoadmin-account');
      expectRule(await t.call(admin.token, { method: 'POST', url: `${USERS}/${mjaId}/unlock` }), 'mojoadmin-account');
      expectRule(await t.call(admin.token, { method: 'PUT', url: `${USERS}/${mjaId}/second-factor`, payload: { enabled: true } }), 'mojoadmin-account');
      expectRule(await t.call(admin.token, { method: 'POST', url: `/api/v1/mc/jwt/reset-password?userId=${mjaId}`, payload: {} }), 'mojoadmin-account');
      const other = await person(t, ['Maintenance User']);
      expectRule(await put(admin.token, other.id, await saveBody(t, other.id, { roleIds: [ROLE_IDS.MoJoAdmin] })), 'mojoadmin-role');
      expectRule(
        await t.call(admin.token, { method: 'POST', url: USERS, payload: { UserName: 'x1', DisplayName: 'x', Email: 'x1@example.test', roleIds: [ROLE_IDS.MoJoAdmin], tagIds: [], contentIds: [] } }),
        'mojoadmin-role',
      );
      // the generic interface refuses by the same rules
      expectRule(await t.call(admin.token, { method: 'PATCH', url: `/api/v1/db/aspnetusers/${mjaId}`, payload: { DisplayName: 'Hacked' } }), 'mojoadmin-account');
      // memberships through the generic interface answer from the role-group rules (role-guard.ts), in the same words
      const raw = await t.call(admin.token, { method: 'POST', url: '/api/v1/db/aspnetuserroles', payload: { UserId: other.id, RoleId: ROLE_IDS.MoJoAdmin } });
      expect({ status: raw.statusCode, message: raw.json().errors[0].message }).toEqual({ status: 403, message: 'Only a MoJoAdmin may grant or remove the MoJoAdmin role' });
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
        expectRule(await t.call(token, { method: 'PUT', url: `${USERS}/${id}/disabled`, payload: { disabled: true } }), 'own-lockout');
        expectRule(await t.call(token, { method: 'PUT', url: `${USERS}/${id}/second-factor`, payload: { enabled: true } }), 'own-sign-in');
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
      const impersonate = (token: string, UserId: string) => t.call(token, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId } });
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
      expectRule(await put(acting, target.id, await saveBody(t, target.id, { Email: 'moved@example.test' })), 'not-while-impersonating');
      expect((await put(acting, target.id, await saveBody(t, target.id, { DisplayName: 'Named while impersonating' }))).statusCode).toBe(200);
      const back = await t.call(acting, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' });
      t.adminToken = back.json().token;
      const trail = (await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${admin.id}/audit?pageSize=100` })).json() as { Message: string }[];
      expect(trail.map((e) => e.Message)).toContain(`Impersonation Started: admin as ${admin.name}`);
    });
  });
});
