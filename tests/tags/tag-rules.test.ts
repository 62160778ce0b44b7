// The tag editor's rules on every Tag write through the generic interface
// (/api/v1/db/tag: one record, update-many, delete-many, batch), on both
// databases: the spec's fixed tags are never deleted nor given another
// parent, a tag in use is never deleted (soft or for good), naming where;
// a multi-record write with one refused tag changes nothing. Admins and
// scoped Maintenance Users alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const DB = '/api/v1/db/tag';
const BLOG = 201; // a fixed section tag (spec §3)
const DESIGN = 44; // the dashboard's Design & Code section (seed, fixed)
const ADMINISTRATION = 46;

interface TagRow {
  TId: number;
  TIdParent: number | null;
  TName: string;
  TDeleted: boolean;
  TVisible: boolean;
}

describe.each(testDialects())('tag rules on the generic interface (%s)', (dialect) => {
  let t: TestApp;
  let admin: string; // Admin, not MoJoAdmin
  let maint: string; // Maintenance User holding tag 201
  let linked: number; // a tag under the blog with a page linked to it
  let parent: number; // a tag with a live tag beneath it
  let child: number;
  let page: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.call(token, { method, url: `${DB}${url}`, payload: payload as object });
  const read = async (id: number) => (await call(t.adminToken, 'GET', `/${id}`)).json() as TagRow;
  const newTag = async (TName: string, TIdParent: number | null) => {
    const res = await call(t.adminToken, 'POST', '', { TName, TIdParent });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().TId as number;
  };
  const expectRefused = (
    res: { statusCode: number; body: string; json(): { errors: { message: string; field?: string }[] } },
    status: number,
    message: RegExp,
    field?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors[0].message).toMatch(message);
    if (field) expect(res.json().errors[0].field).toBe(field);
  };

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
      userName: 'blogger',
      email: 'blogger@example.test',
      password: 'blogger-password-1',
      displayName: 'Blogger',
      roles: ['Maintenance User'],
      claims: [['TId', String(BLOG)]],
    });
    admin = await t.login('office.admin', 'office-admin-password-1');
    maint = await t.login('blogger', 'blogger-password-1');
    linked = await newTag('Linked topic', BLOG);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 4, CTitle: 'Filed post' },
    });
    page = res.json().CId as number;
    expect(
      (
        await t.call(t.adminToken, {
          method: 'POST',
          url: '/api/v1/db/tagtocontent',
          payload: { TId: linked, CId: page, CSortOrder: 1 },
        })
      ).statusCode,
    ).toBe(201);
    parent = await newTag('Parent topic', BLOG);
    child = await newTag('Child topic', parent);
  });
  afterAll(async () => t?.close());

  it('never deletes a fixed tag, soft or for good (409), nor moves it to another parent (400); renames and hides it', async () => {
    expectRefused(
      await call(admin, 'DELETE', `/${BLOG}`),
      409,
      /Blog \(tag 201\) is one of the product's fixed tags and cannot be deleted/,
    );
    expectRefused(
      await call(admin, 'PATCH', `/${BLOG}`, { TDeleted: true }),
      409,
      /fixed tags and cannot be deleted/,
      'TDeleted',
    );
    expectRefused(
      await call(admin, 'PATCH', `/${DESIGN}`, { TIdParent: ADMINISTRATION }),
      400,
      /\(tag 44\) is one of the product's fixed tags: it can be reordered among its siblings but not moved out of its parent/,
      'TIdParent',
    );
    // PUT replaces: a record sent back without its parent would move it to the top level.
    const design = await read(DESIGN);
    expectRefused(
      await call(admin, 'PUT', `/${DESIGN}`, { TName: design.TName }),
      400,
      /not moved out of its parent/,
      'TIdParent',
    );
    expect(await read(DESIGN)).toMatchObject({ TIdParent: design.TIdParent, TDeleted: false });
    expect(await read(BLOG)).toMatchObject({ TDeleted: false });

    const renamed = await call(admin, 'PATCH', `/${DESIGN}`, {
      TName: 'Design and Code',
      TVisible: false,
      TIdParent: design.TIdParent,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ TName: 'Design and Code', TVisible: false });
    expect((await call(admin, 'PATCH', `/${DESIGN}`, { TName: design.TName, TVisible: true })).statusCode).toBe(200);
  });

  it('never deletes a tag in use, soft or for good, naming where (409)', async () => {
    const soft = await call(admin, 'PATCH', `/${linked}`, { TDeleted: true });
    expectRefused(
      soft,
      409,
      new RegExp(
        `Linked topic \\(tag ${linked}\\) is in use and was not deleted\\. It is used by content linked to it \\(TagToContent\\): Filed post \\(CId ${page}\\)`,
      ),
      'TDeleted',
    );
    expectRefused(await call(admin, 'DELETE', `/${linked}`), 409, /is in use and was not deleted/);
    expectRefused(
      await call(admin, 'DELETE', `/${parent}`),
      409,
      new RegExp(`tags beneath it: Child topic \\(tag ${child}\\)`),
    );
    expectRefused(
      await call(admin, 'PUT', `/${parent}`, { ...(await read(parent)), TDeleted: true }),
      409,
      /Parent topic .* is in use/,
      'TDeleted',
    );
    expect(await read(linked)).toMatchObject({ TDeleted: false });
    expect(await read(parent)).toMatchObject({ TDeleted: false });
  });

  it('holds a scoped Maintenance User to the same rules inside their tags', async () => {
    expectRefused(await call(maint, 'DELETE', `/${BLOG}`), 409, /fixed tags/);
    expectRefused(
      await call(maint, 'PATCH', `/${BLOG}`, { TIdParent: parent }),
      400,
      /not moved out of its parent/,
      'TIdParent',
    );
    expectRefused(await call(maint, 'PATCH', `/${linked}`, { TDeleted: true }), 409, /Filed post/);
    expectRefused(await call(maint, 'DELETE', `/all/[${parent}]`), 409, /^items\[0\]: .*tags beneath it/);
    const renamed = await call(maint, 'PATCH', `/${parent}`, { TName: 'Parent topic' }); // other changes go through
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('changes nothing when one item of a multi-record write is refused', async () => {
    const free = await newTag('Free topic', null);
    const before = await read(free);
    const many = await call(admin, 'PUT', '/all', [
      { ...before, TName: 'Free topic renamed' },
      { ...(await read(linked)), TDeleted: true },
    ]);
    expectRefused(many, 409, /^items\[1\]: Linked topic .* is in use/);
    const deleteMany = await call(admin, 'DELETE', `/all/[${free},${BLOG}]`);
    expectRefused(deleteMany, 409, /^items\[1\]: Blog \(tag 201\) is one of the product's fixed tags/);
    const batch = await call(admin, 'POST', '/batch', {
      updates: [{ TId: free, TName: 'Free topic batched' }],
      deletes: [{ TId: parent }],
    });
    expectRefused(batch, 409, /^deletes\[0\]: Parent topic .* is in use/);
    const simple = await call(admin, 'POST', '/batch', [
      { TId: free, TName: 'Free topic simple' },
      { TId: DESIGN, TIdParent: ADMINISTRATION },
    ]);
    expectRefused(simple, 400, /^updates\[1\]: .*fixed tags/);
    expect(await read(free)).toMatchObject({ TName: 'Free topic', TDeleted: false });
    expect((await call(admin, 'GET', `/${free}`)).statusCode).toBe(200);
    expect(await read(parent)).toMatchObject({ TDeleted: false });
  });

  it('soft-deletes, restores and deletes for good a tag that is neither fixed nor in use', async () => {
    const free = await newTag('Unused topic', BLOG);
    const soft = await call(admin, 'PATCH', `/${free}`, { TDeleted: true });
    expect(soft.statusCode, soft.body).toBe(200);
    expect(soft.json()).toMatchObject({ TDeleted: true });
    expect((await call(admin, 'PATCH', `/${free}`, { TDeleted: false })).json()).toMatchObject({ TDeleted: false });
    // A child taken away first, in the same batch, leaves its parent unused.
    const batch = await call(admin, 'POST', '/batch', { deletes: [{ TId: child }, { TId: parent }, { TId: free }] });
    expect(batch.statusCode, batch.body).toBe(200);
    for (const id of [child, parent, free]) expect((await call(admin, 'GET', `/${id}`)).statusCode).toBe(404);
  });
});
