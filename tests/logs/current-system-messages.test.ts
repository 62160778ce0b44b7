// The system messages shown to staff (issue 41 item 2; spec §2 /system-messages: notices "shown to staff
// in the back office between their dates") on both databases: GET /api/v1/db/systemmessages/current
// answers any signed-in staff member (a Maintenance User, an Auditor) the messages not archived whose
// dates include now, newest first, their text as stored (the admin shows it as plain text); the records
// themselves stay Admin's; signed out, 401; the call is in the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const CURRENT = '/api/v1/db/systemmessages/current';
const DAY = 24 * 3600 * 1000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe.each(testDialects())('current system messages (%s)', (dialect) => {
  let t: TestApp;
  let maintenance: string;
  let auditor: string;
  const add = async (payload: Record<string, unknown>) => {
    const res = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/systemmessages', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().SId as number;
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'banner.editor',
      email: 'banner.editor@example.test',
      password: 'banner-editor-password-1',
      displayName: 'Banner Editor',
      roles: ['Maintenance User'],
    });
    await t.addUser({
      userName: 'banner.auditor',
      email: 'banner.auditor@example.test',
      password: 'banner-auditor-password-1',
      displayName: 'Banner Auditor',
      roles: ['Auditor'],
    });
    maintenance = await t.login('banner.editor', 'banner-editor-password-1');
    auditor = await t.login('banner.auditor', 'banner-auditor-password-1');
  });
  afterAll(async () => t?.close());

  it('answers any signed-in staff member the messages between their dates, newest first, as stored', async () => {
    const before = (
      (await t.call(maintenance, { method: 'GET', url: CURRENT })).json().messages as { SId: number }[]
    ).map((m) => m.SId);
    const open = await add({ SMessage: 'Open-ended notice' });
    const now = await add({
      SMessage: 'Upgrade tonight <img src=x onerror=alert(1)>',
      SType: 'warning',
      SStart: iso(-DAY),
      SEnd: iso(DAY),
    });
    const future = await add({ SMessage: 'Not yet', SStart: iso(DAY) });
    const past = await add({ SMessage: 'Over', SEnd: iso(-DAY) });
    const archived = await add({ SMessage: 'Archived', SArchived: true });

    for (const token of [maintenance, auditor, t.adminToken]) {
      const res = await t.call(token, { method: 'GET', url: CURRENT });
      expect(res.statusCode, res.body).toBe(200);
      const messages = (res.json().messages as { SId: number }[]).filter((m) => !before.includes(m.SId));
      expect(messages).toEqual([
        {
          SId: now,
          SMessage: 'Upgrade tonight <img src=x onerror=alert(1)>',
          SType: 'warning',
          SStart: expect.any(String),
          SEnd: expect.any(String),
        },
        { SId: open, SMessage: 'Open-ended notice', SType: 'info', SStart: null, SEnd: null },
      ]);
      expect(messages.map((m) => m.SId)).not.toContain(future);
      expect(messages.map((m) => m.SId)).not.toContain(past);
      expect(messages.map((m) => m.SId)).not.toContain(archived);
    }
    // The records stay Admin's.
    expect((await t.call(maintenance, { method: 'GET', url: `/api/v1/db/systemmessages/${open}` })).statusCode).toBe(
      403,
    );
  });

  it('needs a sign-in, and is in the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(401);
    const doc = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, { get?: unknown }>;
    };
    expect(doc.paths[CURRENT]?.get).toBeDefined();
  });
});
