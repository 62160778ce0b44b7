// Helpers of the general settings and site setup tests (general-settings.test.ts,
// site-setup.test.ts): a settings group read and saved as the screen does,
// what the product keeps in a record's metadata and the site audit trail,
// sign-in with a second factor read off the SMTP server, and the accounts both use.
import { expect } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import type { TestApp } from '../support/app.js';
import type { TestSmtp } from '../support/smtp.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

export const settingsUrl = (group: string) => `/api/v1/mc/site/settings/${group}`;

export async function readGroup(t: TestApp, group: string, token = t.adminToken) {
  const res = await t.call(token, { method: 'GET', url: settingsUrl(group) });
  expect(res.statusCode, res.body).toBe(200);
  return { values: res.json() as Record<string, unknown>, etag: String(res.headers.etag) };
}

export const saveGroup = (t: TestApp, group: string, values: unknown, etag?: string, token = t.adminToken) =>
  t.call(token, {
    method: 'PUT',
    url: settingsUrl(group),
    payload: values as object,
    headers: etag ? { 'if-match': etag } : {},
  });

/** A content record's metadata, as stored. */
export async function contentMeta(t: TestApp, cId: number) {
  const row = await t.db.first<{ CMetaData: unknown }>(sqlOf(`SELECT "CMetaData" FROM "Content" WHERE "CId" = ${cId}`));
  return (typeof row!.CMetaData === 'string' ? JSON.parse(row!.CMetaData) : row!.CMetaData) as Record<string, unknown>;
}

export const siteAuditOf = (t: TestApp) =>
  t.db.all<{ Message: string; UserName: string }>(
    sqlOf(`SELECT "Message", "UserName" FROM "AuditLog" WHERE "Type" = 'Site' ORDER BY "AlId"`),
  );

/** The sign-in call's answer (with the e-mailed code as `s2fa` when given). */
export const signIn = (t: TestApp, UserName: string, password: string, s2fa?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      payload: { UserName, Password: b64(password), ...(s2fa ? { s2fa } : {}) },
    })
    .then((r) => r.json());

/** The code of the next verification mail to `to` (other mail sent before it is passed over). */
export async function nextCode(smtp: TestSmtp, to: string) {
  for (;;) {
    const mail = await smtp.next(15_000);
    const code = /verification code is (?:<strong>)?(\d{6})/.exec(mail.html || '')?.[1];
    const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text ?? '').join(',');
    if (mail.subject === 'Your verification code' && code && recipients.includes(to)) return code;
  }
}

/** An Admin (not MoJoAdmin) and a Maintenance User with the dashboard tag, signed in. */
export async function addSettingsUsers(t: TestApp) {
  await t.addUser({
    userName: 'office-admin',
    email: 'office-admin@example.test',
    password: 'office-admin-pass-1',
    displayName: 'Office Admin',
    roles: ['Admin'],
  });
  await t.addUser({
    userName: 'maint',
    email: 'maint@example.test',
    password: 'maint-password-1',
    displayName: 'Maint',
    roles: ['Maintenance User'],
    claims: [['TId', '2']],
  });
  return {
    adminToken: await t.login('office-admin', 'office-admin-pass-1'),
    maintToken: await t.login('maint', 'maint-password-1'),
  };
}
