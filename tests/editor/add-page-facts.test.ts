// A news item or event added through the editor gets its facts row (News /
// EventItem) in the same call, so the section lists have a date, author and
// category to show and the page editor's details panel a record to edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, type Rec } from './support.js';

describe.each(testDialects())('editor add: the facts row of a news item or event (%s)', (dialect) => {
  let t: TestApp;
  let maint: string; // Maintenance User holding News (208) and Events (204)
  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '208'],
        ['TId', '204'],
      ],
    });
    maint = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => t?.close());

  const rowsOf = async (token: string, entity: string, cId: number): Promise<Rec[]> => {
    const res = await t.call(token, { method: 'GET', url: `/api/v1/db/${entity}?filters=CId==${cId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Who the audit log says wrote the row. */
  const auditedAs = async (entity: string, key: number) =>
    (
      await t.db.all<{ UserName: string }>(
        sqlOf(`SELECT "UserName" FROM "AuditLog" WHERE "Entity" = '${entity}' AND "EntityKey" = '${key}'`),
      )
    ).map((r) => r.UserName);

  it.each([
    ['Admin', () => t.adminToken],
    ['Maintenance User', () => maint],
  ])('adding a News_Detail page makes its News row dated now (%s)', async (_who, token) => {
    const before = Date.now();
    const { page } = await addPage(t, token(), { CtId: 2, TId: 208, CTitle: `Fresh news ${_who}` });
    const rows = await rowsOf(token(), 'news', page.content.CId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ CId: page.content.CId, NAuthor: null, NCategory: null, NSource: null });
    const date = Date.parse(rows[0].NDate);
    expect(date).toBeGreaterThanOrEqual(before - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await rowsOf(token(), 'eventitem', page.content.CId)).toEqual([]);
    expect(await auditedAs('News', rows[0].NId)).toEqual([_who === 'Admin' ? 'admin' : 'maint']);
  });

  it.each([
    ['Admin', () => t.adminToken],
    ['Maintenance User', () => maint],
  ])('adding an Event_Detail page makes its empty EventItem row, no dates (%s)', async (_who, token) => {
    const { page } = await addPage(t, token(), { CtId: 3, TId: 204, CTitle: `Fresh event ${_who}` });
    const rows = await rowsOf(token(), 'eventitem', page.content.CId);
    expect(rows).toEqual([expect.objectContaining({ CId: page.content.CId, EiLocation: null, EiCategory: null })]);
    expect(await rowsOf(token(), 'eventdate', page.content.CId)).toEqual([]);
    expect(await rowsOf(token(), 'news', page.content.CId)).toEqual([]);
    expect(await auditedAs('EventItem', rows[0].EiId)).toEqual([_who === 'Admin' ? 'admin' : 'maint']);
  });

  it('adds no facts row to other page types', async () => {
    const { page } = await addPage(t, t.adminToken, { CtId: 4, TId: 201, CTitle: 'Just a post' });
    expect(await rowsOf(t.adminToken, 'news', page.content.CId)).toEqual([]);
    expect(await rowsOf(t.adminToken, 'eventitem', page.content.CId)).toEqual([]);
  });
});
