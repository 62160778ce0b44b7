// Undo after a delete (issue 29 item 5, decision 0105), over HTTP on both
// dialects: a delete of an undoable kind answers a token; sending it back
// restores the records exactly (same ids, same values), once, for the same
// user only, while it lasts and while the ids are free; the audit trail
// shows the delete and the restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('undo after a delete (%s)', (dialect) => {
  let t: TestApp;
  let other: string;
  const as = (token: string) => ({
    get: (url: string) => t.call(token, { method: 'GET', url }),
    post: (url: string, payload?: object) => t.call(token, { method: 'POST', url, ...(payload ? { payload } : {}) }),
    del: (url: string) => t.call(token, { method: 'DELETE', url }),
  });
  const admin = () => as(t.adminToken);
  const addRedirect = async (from: string) => {
    const res = await admin().post('/api/v1/db/redirect', { RFrom: from, RTo: '/somewhere-new', RType: '301' });
    expect(res.statusCode, res.body).toBe(201);
    const { RId } = res.json() as { RId: number };
    // Counted by the site, never written through the API: a restore must bring the count back too.
    await t.db.run(t.db.builder.updateTable('Redirect').set({ RHits: 7 }).where('RId', '=', RId).compile());
    return { RId };
  };
  const auditOf = async (key: number) =>
    (
      (
        await admin().get(
          `/api/v1/db/auditlog?filters=${encodeURIComponent(`Entity==Redirect,EntityKey==${key}`)}&orderBy=${encodeURIComponent('AlId asc')}`,
        )
      ).json() as {
        Type: string;
        UserName: string;
        Message: string;
      }[]
    ).map((a) => `${a.Type} by ${a.UserName}`);

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'second',
      email: 'second@example.test',
      password: 'second-password-1',
      displayName: 'Second',
      roles: ['Admin'],
      claims: [],
    });
    other = await t.login('second', 'second-password-1');
  });
  afterAll(async () => t?.close());

  it('restores a deleted redirect exactly, and the audit trail shows the delete and the restore', async () => {
    const { RId } = await addRedirect('/undo-exact');
    const before = (await admin().get(`/api/v1/db/redirect/${RId}`)).json();
    expect(before).toMatchObject({ RFrom: '/undo-exact', RHits: 7 });
    const deleted = await admin().del(`/api/v1/db/redirect/${RId}`);
    expect(deleted.statusCode).toBe(204);
    const token = deleted.headers['undo-token'] as string;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect((await admin().get(`/api/v1/db/redirect/${RId}`)).statusCode).toBe(404);

    const undone = await admin().post(`/api/v1/mc/undo/${token}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ entity: 'Redirect', keys: [String(RId)] });
    expect((await admin().get(`/api/v1/db/redirect/${RId}`)).json()).toEqual(before);
    expect(await auditOf(RId)).toEqual(['Create by admin', 'Delete by admin', 'Restore by admin']);

    // Used up: a second Undo finds nothing to do.
    expect((await admin().post(`/api/v1/mc/undo/${token}`)).statusCode).toBe(410);
  });

  it('restores every record of a bulk delete with one token', async () => {
    const a = await addRedirect('/undo-bulk-a');
    const b = await addRedirect('/undo-bulk-b');
    const deleted = await admin().del(`/api/v1/db/redirect/all/[${a.RId},${b.RId}]`);
    expect(deleted.statusCode).toBe(204);
    const undone = await admin().post(`/api/v1/mc/undo/${deleted.headers['undo-token']}`);
    expect(undone.json()).toEqual({ entity: 'Redirect', keys: [String(a.RId), String(b.RId)] });
    for (const { RId } of [a, b]) expect((await admin().get(`/api/v1/db/redirect/${RId}`)).statusCode).toBe(200);
  });

  it("refuses another user's token (403), and leaves it usable by its owner", async () => {
    const { RId } = await addRedirect('/undo-other-user');
    const token = (await admin().del(`/api/v1/db/redirect/${RId}`)).headers['undo-token'] as string;
    const refused = await as(other).post(`/api/v1/mc/undo/${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe('This undo belongs to another user');
    expect((await admin().get(`/api/v1/db/redirect/${RId}`)).statusCode).toBe(404);
    expect((await admin().post(`/api/v1/mc/undo/${token}`)).statusCode).toBe(200);
  });

  it('refuses an expired token (410) and an unknown one (410)', async () => {
    const { RId } = await addRedirect('/undo-expired');
    const token = (await admin().del(`/api/v1/db/redirect/${RId}`)).headers['undo-token'] as string;
    // Its time passed: as the clock would make it after 30 s.
    await t.db.run(
      t.db.builder
        .updateTable('_undo')
        .set({ expires: Date.now() - 1 })
        .where('token', '=', token)
        .compile(),
    );
    const refused = await admin().post(`/api/v1/mc/undo/${token}`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().errors[0].message).toMatch(/can no longer be undone/);
    expect((await admin().get(`/api/v1/db/redirect/${RId}`)).statusCode).toBe(404);
    expect((await admin().post('/api/v1/mc/undo/no-such-token')).statusCode).toBe(410);
  });

  it('refuses (409) when the id is taken again, and restores nothing of the batch', async () => {
    const a = await addRedirect('/undo-taken-a');
    const b = await addRedirect('/undo-taken-b');
    const token = (await admin().del(`/api/v1/db/redirect/all/[${a.RId},${b.RId}]`)).headers['undo-token'] as string;
    // Its id taken again meanwhile (an import, a restore from a backup: the API itself never reuses one).
    await t.db.run(
      t.db.builder.insertInto('Redirect').values({ RId: b.RId, RFrom: '/squatter', RTo: '/x', RType: '301' }).compile(),
    );
    const refused = await admin().post(`/api/v1/mc/undo/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      `Redirect ${b.RId} cannot be restored: a record with that id exists again`,
    );
    expect((await admin().get(`/api/v1/db/redirect/${a.RId}`)).statusCode).toBe(404); // one transaction: a is not back either
    expect((await admin().get(`/api/v1/db/redirect/${b.RId}`)).json().RFrom).toBe('/squatter');
  });

  it('gives no token for a kind it cannot restore', async () => {
    const tag = await admin().post('/api/v1/db/tag', { TName: 'Undo probe', TVisible: true, TDeleted: false });
    expect(tag.statusCode, tag.body).toBe(201);
    const deleted = await admin().del(`/api/v1/db/tag/${tag.json().TId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.headers['undo-token']).toBeUndefined();
  });
});
