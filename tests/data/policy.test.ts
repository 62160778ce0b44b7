// Authorization is the server's (contract §5): roles per entity, tag scope
// for Maintenance Users, and secret fields that no one can read or probe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('authorization policy (%s)', (dialect) => {
  let t: TestApp;
  let maint: string; // Maintenance User holding tag 201 (Blog)
  let adminRole: string; // Admin (not MoJoAdmin)
  let mine: number; // content linked to tag 201
  let other: number; // content linked to tag 208
  let claimed: number; // content named in a CId claim
  let blockOfMine: number;
  beforeAll(async () => {
    t = await startApp(dialect);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.call(t.adminToken, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    mine = (await post('/api/v1/db/content', { CtId: 4, CTitle: 'My blog post' })).CId;
    other = (await post('/api/v1/db/content', { CtId: 2, CTitle: 'Someone else news' })).CId;
    claimed = (await post('/api/v1/db/content', { CtId: 1, CTitle: 'Claimed page' })).CId;
    await post('/api/v1/db/tagtocontent', { TId: 201, CId: mine, TtcPageUrl: '/blog/my-blog-post' });
    await post('/api/v1/db/tagtocontent', { TId: 208, CId: other, TtcPageUrl: '/news/someone-else' });
    blockOfMine = (await post('/api/v1/db/contentblock', { CId: mine, CbSortOrder: 1, CbHeadline: 'mine' })).CbId;
    await post('/api/v1/db/contentblock', { CId: other, CbSortOrder: 1, CbHeadline: 'other' });
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '201'],
        ['CId', String(claimed)],
      ],
    });
    await t.addUser({
      userName: 'editor',
      email: 'editor@example.test',
      password: 'editor-password-1',
      displayName: 'Editor',
      roles: ['Admin'],
    });
    maint = await t.login('maint', 'maint-password-1');
    adminRole = await t.login('editor', 'editor-password-1');
  });
  afterAll(async () => t?.close());

  const ids = (res: { json(): unknown }) => (res.json() as { CId: number }[]).map((r) => r.CId).sort((a, b) => a - b);

  it('lets a Maintenance User see only content of their tags and CId claims, with honest totals', async () => {
    const res = await t.call(maint, { method: 'GET', url: '/api/v1/db/content?pageNumber=1&fields=CId' });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([mine, claimed].sort((a, b) => a - b));
    expect(JSON.parse(String(res.headers['x-pagination'])).totalCount).toBe(2);
    const streamed = await t.call(maint, { method: 'GET', url: '/api/v1/db/content?fields=CId' });
    expect(ids(streamed)).toEqual([mine, claimed].sort((a, b) => a - b));
  });

  it('keeps a | filter from widening the scope', async () => {
    const res = await t.call(maint, {
      method: 'GET',
      url: `/api/v1/db/content?pageNumber=1&fields=CId&filters=${encodeURIComponent(`CId==${other},|CId==${mine}`)}`,
    });
    expect(ids(res)).toEqual([mine]);
  });

  it('answers 404 for records outside the scope, by key and composite key', async () => {
    expect((await t.call(maint, { method: 'GET', url: `/api/v1/db/content/${other}` })).statusCode).toBe(404);
    expect((await t.call(maint, { method: 'GET', url: `/api/v1/db/content/${mine}` })).statusCode).toBe(200);
    expect((await t.call(maint, { method: 'GET', url: `/api/v1/db/tagtocontent/[208,${other}]` })).statusCode).toBe(
      404,
    );
    expect((await t.call(maint, { method: 'GET', url: `/api/v1/db/tagtocontent/[201,${mine}]` })).statusCode).toBe(200);
    const blocks = await t.call(maint, {
      method: 'GET',
      url: '/api/v1/db/contentblock?pageNumber=1&fields=CbHeadline',
    });
    expect(blocks.json()).toEqual([{ CbHeadline: 'mine' }]);
  });

  it('refuses writes outside the scope, single and through /all and /batch, writing nothing', async () => {
    const patch = await t.call(maint, {
      method: 'PATCH',
      url: `/api/v1/db/content/${other}`,
      payload: { CTitle: 'hijacked' },
    });
    expect(patch.statusCode).toBe(404);
    const putAll = await t.call(maint, {
      method: 'PUT',
      url: '/api/v1/db/content/all',
      payload: [
        { CId: mine, CtId: 4, CTitle: 'ok' },
        { CId: other, CtId: 2, CTitle: 'hijacked' },
      ],
    });
    expect(putAll.statusCode).toBe(404);
    const batch = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/content/batch',
      payload: { updates: [{ CId: mine, CTitle: 'ok' }], deletes: [other] },
    });
    expect(batch.statusCode).toBe(404);
    const move = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/contentblock',
      payload: { CId: other, CbHeadline: 'planted' },
    });
    expect(move.statusCode).toBe(403);
    const link = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent',
      payload: { TId: 208, CId: mine },
    });
    expect(link.statusCode).toBe(403);
    // linking someone else's content into one's own tag would widen the scope
    const widen = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent',
      payload: { TId: 201, CId: other },
    });
    expect(widen.statusCode).toBe(403);
    const child = await t.call(maint, {
      method: 'PATCH',
      url: `/api/v1/db/contentblock/${blockOfMine}`,
      payload: { CIdChild: other },
    });
    expect(child.statusCode).toBe(403);
    // rows numbered by the database have no place in the scope yet
    const newTag = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/tag',
      payload: { TName: 'Planted tag', TIdParent: 201 },
    });
    expect(newTag.statusCode).toBe(403);
    const newContent = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 4, CTitle: 'Planted' },
    });
    expect(newContent.statusCode).toBe(403);
    const viaBatch = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/tag/batch',
      payload: [{ TId: 0, TName: 'Planted tag' }],
    });
    expect(viaBatch.statusCode).toBe(403);
    const planted = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/tag?pageNumber=1&filters=${encodeURIComponent('TName==Planted tag')}`,
    });
    expect(planted.json()).toEqual([]);
    const both = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/content?pageNumber=1&fields=CTitle&filters=CId==${mine},|CId==${other}&orderBy=CId%20asc`,
    });
    expect(both.json()).toEqual([{ CTitle: 'My blog post' }, { CTitle: 'Someone else news' }]);
    const ok = await t.call(maint, {
      method: 'PATCH',
      url: `/api/v1/db/content/${mine}`,
      payload: { CTitle: 'Edited by maint' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses entities outside the role: 403', async () => {
    for (const url of [
      '/api/v1/db/aspnetusers?pageNumber=1',
      '/api/v1/db/auditlog?pageNumber=1',
      '/api/v1/db/keymanager?pageNumber=1',
      '/api/v1/db/form?pageNumber=1',
    ]) {
      expect((await t.call(maint, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await t.call(adminRole, { method: 'GET', url: '/api/v1/db/keymanager?pageNumber=1' })).statusCode).toBe(
      403,
    );
    expect((await t.call(adminRole, { method: 'GET', url: '/api/v1/db/aspnetusers?pageNumber=1' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.call(adminRole, { method: 'POST', url: '/api/v1/db/contenttype', payload: { CtId: 99, CtName: 'X' } }))
        .statusCode,
    ).toBe(403);
    // reference data a Maintenance User may read whole
    expect((await t.call(maint, { method: 'GET', url: '/api/v1/db/contenttype?pageNumber=1' })).statusCode).toBe(200);
  });

  it('keeps the audit log append-only, even for MoJoAdmin', async () => {
    const posted = await t.call(maint, {
      method: 'POST',
      url: '/api/v1/db/auditlog/post',
      payload: { Type: 'Login', Message: 'Login Successful', UserName: 'forged' },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().UserName).toBe('maint');
    const id = posted.json().AlId;
    expect(
      (
        await t.call(t.adminToken, {
          method: 'PATCH',
          url: `/api/v1/db/auditlog/${id}`,
          payload: { Message: 'changed' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/auditlog/${id}` })).statusCode).toBe(403);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/auditlog/all/[${id}]` })).statusCode).toBe(
      403,
    );
  });

  it('never lets a secret field be read, filtered or sorted, by anyone', async () => {
    for (const token of [t.adminToken, adminRole]) {
      const list = await t.call(token, { method: 'GET', url: '/api/v1/db/aspnetusers?pageNumber=1' });
      expect(list.body).not.toMatch(/PasswordHash|SecurityStamp|\$argon2/);
      for (const query of [
        'fields=Id,PasswordHash',
        'filters=PasswordHash^$argon2',
        'filters=PasswordHash!=null',
        'orderBy=PasswordHash asc',
        'orderBy=SecurityStamp desc',
        'filters=SecurityStamp~a',
      ]) {
        const res = await t.call(token, {
          method: 'GET',
          url: `/api/v1/db/aspnetusers?pageNumber=1&${query.replace(/ /g, '%20').replace(/\$/g, '%24')}`,
        });
        expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
        expect(res.body).not.toMatch(/\$argon2/);
      }
      const one = await t.call(token, { method: 'GET', url: `/api/v1/db/aspnetusers/${list.json()[0].Id}` });
      expect(one.body).not.toMatch(/PasswordHash|\$argon2/);
    }
  });
});
