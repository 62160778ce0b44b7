// Maintenance mode (content 19) and the emergency alert (content 5): read and
// written as forms, validated, kept in CMetaData beside other keys, audited;
// content remove/restore through CDeleted, refusing the named records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('site settings (%s)', (dialect) => {
  let t: TestApp;
  let maintToken: string;
  const put = (path: string, payload: unknown, token = t.adminToken) =>
    t.call(token, { method: 'PUT', url: `/api/v1/mc/site/${path}`, payload: payload as object });
  const get = (path: string, token = t.adminToken) => t.call(token, { method: 'GET', url: `/api/v1/mc/site/${path}` });
  const meta = async (cId: number) => {
    const row = await t.db.first<{ CMetaData: unknown }>(
      sqlOf(`SELECT "CMetaData" FROM "Content" WHERE "CId" = ${cId}`),
    );
    return typeof row!.CMetaData === 'string' ? JSON.parse(row!.CMetaData) : row!.CMetaData;
  };
  const audit = (type: string) =>
    t.db.all<{ Message: string; UserName: string }>(
      sqlOf(`SELECT "Message", "UserName" FROM "AuditLog" WHERE "Type" = '${type}' ORDER BY "AlId"`),
    );

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '53']],
    });
    maintToken = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => t?.close());

  it('reads the seeded settings, the message coming from the record until one is saved', async () => {
    const mm = await get('maintenance-mode');
    expect(mm.statusCode, mm.body).toBe(200);
    expect(mm.json()).toEqual({
      enabled: false,
      startsAt: null,
      endsAt: null,
      message: expect.stringMatching(/right back/),
    });
    expect((await get('emergency-alert')).json()).toMatchObject({
      enabled: false,
      level: 'warning',
      message: expect.stringMatching(/Offices closed/),
    });
  });

  it('saves maintenance mode into CMetaData, keeping the other keys, and audits who and what', async () => {
    const value = {
      enabled: true,
      startsAt: '2026-12-01T08:00:00+01:00',
      endsAt: '2026-12-01T10:00:00Z',
      message: '  Back at ten.  ',
    };
    const res = await put('maintenance-mode', value);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      startsAt: '2026-12-01T07:00:00.000Z',
      endsAt: '2026-12-01T10:00:00.000Z',
      message: 'Back at ten.',
    });
    expect(await meta(19)).toMatchObject({
      Enabled: true,
      Start: '2026-12-01T07:00:00.000Z',
      End: '2026-12-01T10:00:00.000Z',
      Message: 'Back at ten.',
      RetryAfterMinutes: 30,
      AllowedIps: [],
    });
    expect((await get('maintenance-mode')).json()).toEqual(res.json());
    const site = await audit('Site');
    expect(site.at(-1)).toEqual({
      Message: expect.stringMatching(
        /^Maintenance mode turned on from 2026-12-01T07:00:00.000Z until 2026-12-01T10:00:00.000Z: "Back at ten."/,
      ),
      UserName: 'admin',
    });
    expect((await audit('Update')).some((a) => a.Message === 'Update Content 19')).toBe(true);
  });

  it('saves the emergency alert with its level', async () => {
    const res = await put('emergency-alert', { enabled: true, message: 'Roads closed', level: 'danger' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      startsAt: null,
      endsAt: null,
      message: 'Roads closed',
      level: 'danger',
    });
    expect(await meta(5)).toMatchObject({
      Enabled: true,
      Severity: 'danger',
      Message: 'Roads closed',
      Dismissible: true,
    });
    expect((await audit('Site')).at(-1)!.Message).toMatch(/^Emergency alert turned on \(danger\): "Roads closed"/);
  });

  it('refuses bad values, naming the field, and changes nothing', async () => {
    const before = await meta(19);
    const bad: [string, object, string][] = [
      ['maintenance-mode', { enabled: 'yes', message: 'x' }, 'enabled'],
      ['maintenance-mode', { enabled: true, message: 'x', startsAt: '2026-12-01' }, 'startsAt'],
      [
        'maintenance-mode',
        { enabled: true, message: 'x', startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T09:00:00Z' },
        'endsAt',
      ],
      ['maintenance-mode', { enabled: true, message: 'x', endsAt: 'soon' }, 'endsAt'],
      ['maintenance-mode', { enabled: true, message: '   ' }, 'message'],
      ['maintenance-mode', { enabled: false, message: 'x'.repeat(2001) }, 'message'],
      ['maintenance-mode', { enabled: false, message: 'x', level: 'info' }, 'level'],
      ['emergency-alert', { enabled: true, message: 'x'.repeat(501) }, 'message'],
      ['emergency-alert', { enabled: true, message: 'x', level: 'panic' }, 'level'],
    ];
    for (const [path, body, field] of bad) {
      const res = await put(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect(await meta(19)).toEqual(before);
  });

  it('is for Admin and MoJoAdmin only', async () => {
    expect((await get('maintenance-mode', maintToken)).statusCode).toBe(403);
    expect((await put('emergency-alert', { enabled: false, message: '' }, maintToken)).statusCode).toBe(403);
  });

  it('removes and restores content, audited, and refuses the named records', async () => {
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: 'Old offer', CSeoUrl: '/old-offer' },
    });
    const cId = created.json().CId as number;
    const remove = (id: number, token = t.adminToken) =>
      t.call(token, { method: 'POST', url: `/api/v1/mc/content/${id}/remove` });
    const restore = (id: number, token = t.adminToken) =>
      t.call(token, { method: 'POST', url: `/api/v1/mc/content/${id}/restore` });
    expect((await remove(cId)).json()).toEqual({ success: true, CId: cId, CDeleted: true, changed: true });
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/content/${cId}` })).json().CDeleted).toBe(
      true,
    );
    expect((await remove(cId)).json()).toMatchObject({ changed: false });
    expect((await restore(cId)).json()).toEqual({ success: true, CId: cId, CDeleted: false, changed: true });
    const messages = (await audit('Content')).map((a) => a.Message);
    expect(messages).toEqual([`Removed content ${cId} "Old offer"`, `Restored content ${cId} "Old offer"`]);

    for (const id of [1, 5, 7, 19, 23, 500, 506]) {
      const res = await remove(id);
      expect(res.statusCode, String(id)).toBe(409);
      expect(res.json().errors[0].message).toMatch(/cannot be removed/);
    }
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await remove(0)).statusCode).toBe(400);
    // A Maintenance User reaches only content in scope: other content is 404.
    expect((await remove(cId, maintToken)).statusCode).toBe(404);
  });
});
