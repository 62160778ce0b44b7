// The logs screen's server rules (issue 13 item 6) on both databases:
// emptying the error log is for MoJoAdmin only, optionally up to the entry
// the user saw, in one transaction with its audit entry; archiving system
// messages (one or several, all or none) is an audited edit for Admin and
// MoJoAdmin; and the audit rows hold the before and after values the
// changes tab shows, filterable by entity, key, user and date, with secret
// fields redacted.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const q = (filters: string) => encodeURIComponent(filters);

describe.each(testDialects())('logs (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let maintenance: string;

  const addError = async (message: string) =>
    (await t.db.first<{ ElId: number }>(
      t.db.builder
        .insertInto('ErrorLog')
        .values({
          ElMessage: message,
          ElStatus: 500,
          ElMethod: 'GET',
          ElPath: '/api/v1/db/x',
          ElDate: new Date().toISOString(),
        })
        .returning('ElId')
        .compile(),
    ))!.ElId;
  const errorIds = async () =>
    (
      await t.db.all<{ ElId: number }>(t.db.builder.selectFrom('ErrorLog').select('ElId').orderBy('ElId').compile())
    ).map((r) => r.ElId);
  const auditOf = async (filters: string) =>
    (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&pageSize=100&filters=${q(filters)}`,
      })
    ).json();
  const addMessage = async (text: string, archived = false) =>
    (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/systemmessages',
        payload: { SMessage: text, SArchived: archived },
      })
    ).json().SId as number;
  const archivedOf = async (id: number) =>
    (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/systemmessages/${id}` })).json().SArchived;

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'office.admin',
      email: 'office.admin@example.test',
      password: 'office-admin-password-1',
      displayName: 'Office Admin',
      roles: ['Admin'],
    });
    await t.addUser({
      userName: 'news.editor',
      email: 'news.editor@example.test',
      password: 'news-editor-password-1',
      displayName: 'News Editor',
      roles: ['Maintenance User'],
    });
    admin = await t.login('office.admin', 'office-admin-password-1');
    maintenance = await t.login('news.editor', 'news-editor-password-1');
  });
  afterAll(async () => t?.close());

  describe('emptying the error log', () => {
    beforeEach(async () => {
      await t.db.run(t.db.builder.deleteFrom('ErrorLog').compile());
    });

    it('is refused to an Admin and a Maintenance User, who may still read it', async () => {
      await addError('boom');
      for (const token of [admin, maintenance]) {
        const res = await t.call(token, { method: 'GET', url: '/api/v1/db/errorlog/truncate' });
        expect(res.statusCode).toBe(403);
        expect(res.json().errors[0].message).toBe('Only a MoJoAdmin may empty the error log');
      }
      expect((await errorIds()).length).toBe(1);
      expect((await t.call(admin, { method: 'GET', url: '/api/v1/db/errorlog?pageNumber=1' })).statusCode).toBe(200);
    });

    it('removes every entry for a MoJoAdmin, with an audit entry naming them and the count', async () => {
      await addError('one');
      await addError('two');
      const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/errorlog/truncate' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, deleted: 2 });
      expect(await errorIds()).toEqual([]);
      const [entry] = await auditOf('Type==ErrorLog');
      expect(entry).toMatchObject({ UserName: 'admin', Message: 'Emptied the error log: 2 entries removed' });
    });

    it('keeps what was logged after the entry the user saw (upTo), and refuses a bad upTo naming it', async () => {
      const seen = await addError('seen');
      const later = await addError('logged while the dialog was open');
      const res = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/errorlog/truncate?upTo=${seen}` });
      expect(res.json()).toEqual({ success: true, deleted: 1 });
      expect(await errorIds()).toEqual([later]);
      const bad = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/errorlog/truncate?upTo=all' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ field: 'upTo' });
      expect(await errorIds()).toEqual([later]);
    });
  });

  describe('archiving system messages', () => {
    it('archives one message as an audited edit, for an Admin', async () => {
      const id = await addMessage('Office closed on Friday');
      const res = await t.call(admin, { method: 'GET', url: `/api/v1/db/systemmessages/archive?sId=${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, sId: id, archived: [id] });
      expect(await archivedOf(id)).toBe(true);
      const [entry] = await auditOf(`Entity==SystemMessages,EntityKey==${id},Type==Update`);
      expect(entry).toMatchObject({ UserName: 'office.admin', Diff: { SArchived: [false, true] } });
    });

    it('archives several in one call, all or none, and leaves those archived before alone', async () => {
      const a = await addMessage('a');
      const b = await addMessage('b', true);
      const c = await addMessage('c');
      const missing = c + 1000;
      const refused = await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/systemmessages/archive?sId=${a},${missing}`,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors[0].message).toContain(String(missing));
      expect(await archivedOf(a)).toBe(false); // the first one was rolled back with the rest
      const res = await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/systemmessages/archive?sId=${a},${b},${c}`,
      });
      expect(res.json()).toEqual({ success: true, sId: [a, b, c], archived: [a, c] });
      expect(await auditOf(`Entity==SystemMessages,EntityKey==${b},Type==Update`)).toEqual([]);
    });

    it('is refused to a Maintenance User, and a malformed id names sId', async () => {
      const id = await addMessage('d');
      expect(
        (await t.call(maintenance, { method: 'GET', url: `/api/v1/db/systemmessages/archive?sId=${id}` })).statusCode,
      ).toBe(403);
      for (const sId of ['', 'x', `${id},`, '1;2']) {
        const res = await t.call(t.adminToken, {
          method: 'GET',
          url: `/api/v1/db/systemmessages/archive?sId=${encodeURIComponent(sId)}`,
        });
        expect(res.statusCode, sId).toBe(400);
        expect(res.json().errors[0].field).toBe('sId');
      }
      expect(await archivedOf(id)).toBe(false);
    });
  });

  describe('changes', () => {
    it('are audit rows with the before and after of each changed field, found by entity, key, user and date', async () => {
      const started = new Date(Date.now() - 1000).toISOString();
      const created = (
        await t.call(admin, {
          method: 'POST',
          url: '/api/v1/db/redirect',
          payload: { RFrom: '/old-page', RTo: '/new-page', RType: '301' },
        })
      ).json();
      await t.call(admin, {
        method: 'PATCH',
        url: `/api/v1/db/redirect/${created.RId}`,
        payload: { RTo: '/newer-page' },
      });
      await t.call(t.adminToken, {
        method: 'PATCH',
        url: `/api/v1/db/redirect/${created.RId}`,
        payload: { RType: '302' },
      });
      const all = await auditOf(`Entity==Redirect,EntityKey==${created.RId}`);
      expect(all.map((a: { Type: string }) => a.Type).sort()).toEqual(['Create', 'Update', 'Update']);
      const byAdmin = await auditOf(
        `Entity==Redirect,EntityKey==${created.RId},UserName==office.admin,Type==Update,Date>=${started}`,
      );
      expect(byAdmin).toHaveLength(1);
      expect(byAdmin[0].Diff).toEqual({ RTo: ['/new-page', '/newer-page'] });
      expect(await auditOf(`Entity==Redirect,EntityKey==${created.RId},Date<${started}`)).toEqual([]);
    });

    it('name the impersonator by name in auditlog/post entries, as in every other entry', async () => {
      const editorId = (
        await t.call(t.adminToken, {
          method: 'GET',
          url: `/api/v1/db/aspnetusers?pageNumber=1&filters=${q('UserName==news.editor')}`,
        })
      ).json()[0].Id;
      const started = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/mc/jwt/impersonate',
        payload: { UserId: editorId },
      });
      const asEditor = started.json().token as string;
      const res = await t.call(asEditor, {
        method: 'POST',
        url: '/api/v1/db/auditlog/post',
        payload: { Type: 'Note', Message: 'Checked the logs' },
      });
      expect(res.statusCode).toBe(201);
      const [entry] = await auditOf('Type==Note,UserName==news.editor');
      expect(entry).toMatchObject({ Message: 'Checked the logs', Impersonator: 'admin' });
    });
  });
});
