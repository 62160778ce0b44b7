// User Management's list and invitations (/api/v1/mc/users, issue 13 item 1)
// on both databases: the list (search, filters, never a secret), and an
// invitation read off a real SMTP server and accepted. Saves, the one-click
// actions and the rules: users-save-and-rules.test.ts.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail } from '../../src/shared/api/people.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { b64, detail, person, ROLE_IDS, USERS, type Person } from './support.js';
import { linkIn, listUsers, rowCount } from './users-support.js';

describe.each(testDialects())('user management (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Person;
  let maint: Person;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    admin = await person(t, ['Admin']);
    maint = await person(t, ['Maintenance User'], [['TId', '208']]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const list = (query: string, token = t.adminToken) => listUsers(t, query, token);

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
      for (const secret of ['NormalizedUserName', 'ConcurrencyStamp', 'PasswordHash', 'SecurityStamp', 'argon2'])
        expect(text).not.toContain(secret);
    });

    it('searches name, user name and e-mail, case-insensitively, word by word, with LIKE characters taken literally', async () => {
      expect(
        (await list(`q=${encodeURIComponent(`PERSON ${maint.name.toUpperCase()}`)}`)).rows.map((r) => r.Id),
      ).toEqual([maint.id]);
      expect((await list(`q=${encodeURIComponent('example.test')}&pageSize=100`)).rows.length).toBeGreaterThanOrEqual(
        3,
      );
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
      for (let i = 0; i < 5; i++)
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/login',
          payload: { UserName: locked.name, Password: b64('wrong-password') },
        });
      const twofa = await person(t, ['Maintenance User']);
      await t.call(t.adminToken, {
        method: 'PUT',
        url: `${USERS}/${twofa.id}/second-factor`,
        payload: { enabled: true },
      });
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
      const before = await rowCount(t, 'AspNetUsers');
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: USERS,
        payload: {
          UserName: `newsdesk-${dialect}`,
          DisplayName: 'News Desk',
          Email: `newsdesk-${dialect}@example.test`,
          roleIds: [ROLE_IDS['Maintenance User']],
          tagIds: [208, 2],
          contentIds: [500],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { user, mailed, message } = res.json() as { user: UserDetail; mailed: boolean; message: string };
      expect(mailed).toBe(true);
      expect(message).toBe(`An invitation to choose a password was sent to newsdesk-${dialect}@example.test.`);
      expect(user).toMatchObject({
        roles: ['Maintenance User'],
        tagIds: [2, 208],
        contentIds: [500],
        contents: [{ CId: 500 }],
        invited: true,
        emailConfirmed: false,
      });
      expect(await rowCount(t, 'AspNetUsers')).toBe(before + 1);
      expect((await list('status=invited')).rows.map((r) => r.Id)).toEqual([user.Id]);

      const mail = await smtp.next();
      expect(mail.to).toMatchObject({ text: `newsdesk-${dialect}@example.test` });
      expect(mail.subject).toBe('You have been invited to the back office');
      expect(mail.html).toContain(`newsdesk-${dialect}`);
      const link = linkIn(String(mail.html))!;
      const token = new URL(link).searchParams.get('token')!;
      // no password yet: the account cannot sign in
      const early = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/login',
        payload: { UserName: `newsdesk-${dialect}`, Password: b64('') },
      });
      expect(early.json().success).toBe(false);
      // the archive keeps the mail without its link
      const archived = await t.db.first<{ EaBody: string }>(
        t.db.builder
          .selectFrom('EmailArchive')
          .select('EaBody')
          .where('EaTo', '=', `newsdesk-${dialect}@example.test`)
          .compile(),
      );
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

      const trail = (
        await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${user.Id}/audit?pageSize=50` })
      ).json() as { Message: string }[];
      const messages = trail.map((e) => e.Message);
      expect(messages).toContain(`Invited newsdesk-${dialect}: +role Maintenance User; +TId 208, +TId 2; +CId 500`);
      expect(messages).toContain(`Invitation Sent to newsdesk-${dialect}`);
      expect(messages).toContain('Login Successful');
    });

    it('sends the invitation again through the reset-link call while no password is set', async () => {
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: USERS,
        payload: {
          UserName: `again-${dialect}`,
          DisplayName: 'Again',
          Email: `again-${dialect}@example.test`,
          roleIds: [],
          tagIds: [],
          contentIds: [],
        },
      });
      await smtp.next();
      const resend = await t.call(t.adminToken, {
        method: 'POST',
        url: `/api/v1/mc/jwt/reset-password?userId=${res.json().user.Id}`,
        payload: {},
      });
      expect(resend.json()).toMatchObject({
        success: true,
        message: `The invitation was sent again to again-${dialect}@example.test.`,
      });
      expect((await smtp.next()).subject).toBe('You have been invited to the back office');
    });

    it('refuses bad input naming the field, and writes nothing', async () => {
      const before = await rowCount(t, 'AspNetUsers');
      const base = {
        UserName: `bad-${dialect}`,
        DisplayName: 'Bad',
        Email: `bad-${dialect}@example.test`,
        roleIds: [],
        tagIds: [],
        contentIds: [],
      };
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
        expect({ change, status: res.statusCode, field: res.json().errors?.[0]?.field }).toEqual({
          change,
          status,
          field,
        });
      }
      expect(await rowCount(t, 'AspNetUsers')).toBe(before);
    });
  });
});
