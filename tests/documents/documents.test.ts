// Secured documents (issue 14 item 5): documents stored apart from the public
// files, in categories, each public, for roles, for claims or 'register to
// download'; downloads only through short-lived signed links (the clock is
// moved through the app's injected clock, config.now, no sleeps), every download audited. Real HTTP
// (app.inject), real multipart bodies, both databases, both storage drivers.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { PDF, png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';

const DOCS = '/api/v1/mc/documents';

describe.each(STORAGE_CASES)('secured documents (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  let clockAhead = 0;
  let memberToken: string;
  let claimToken: string;
  const keys = (prefix: string) => openStorage(t.config).list(prefix);
  const upload = async (name: string, bytes: Buffer = PDF) => {
    const body = fileUpload(name, bytes);
    const res = await t.call(t.adminToken, { method: 'POST', url: DOCS, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; title: string; access: { mode: string } };
  };
  const patch = (id: number, payload: object) =>
    t.call(t.adminToken, { method: 'PATCH', url: `${DOCS}/${id}`, payload });
  const page = (id: number, token?: string, cookie?: string) =>
    t.call(token, { method: 'GET', url: `/secured-documents/${id}`, headers: cookie ? { cookie } : {} });
  const download = (url: string) => t.call(undefined, { method: 'GET', url });

  beforeAll(async () => {
    // The app's documents clock (config.now), moved by the tests: no sleeps, and S3 signing keeps the real time.
    t = await startAppOnStorage(dialect, driver, { now: () => Date.now() + clockAhead });
    // A site member: a role that is not a staff role, and a user holding a claim.
    const roleId = randomUUID();
    await t.db.run(
      t.db.builder
        .insertInto('AspNetRoles')
        .values({ Id: roleId, Name: 'Member', NormalizedName: 'MEMBER', ConcurrencyStamp: randomUUID() })
        .compile(),
    );
    const memberId = await t.addUser({
      userName: 'member',
      email: 'member@example.test',
      password: 'member-password-12',
      displayName: 'Member',
      roles: [],
    });
    await t.db.run(t.db.builder.insertInto('AspNetUserRoles').values({ UserId: memberId, RoleId: roleId }).compile());
    await t.addUser({
      userName: 'partner',
      email: 'partner@example.test',
      password: 'partner-password-12',
      displayName: 'Partner',
      roles: [],
      claims: [['Tier', 'gold']],
    });
    memberToken = await t.login('member', 'member-password-12');
    claimToken = await t.login('partner', 'partner-password-12');
  });
  afterEach(() => {
    clockAhead = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a document apart from the public files, staff only, out of the media library', async () => {
    const doc = await upload('Board minutes.pdf');
    expect(doc).toMatchObject({
      title: 'Board minutes',
      access: { mode: 'roles', roles: ['MoJoAdmin', 'Admin', 'Maintenance User'] },
      type: 'application/pdf',
      size: PDF.length,
      categoryId: null,
    });
    const stored = await keys('secured/');
    expect(stored).toHaveLength(1);
    expect(await keys('files/')).toEqual([]);
    // Neither /files/ nor the media library knows it.
    expect(
      (await t.call(undefined, { method: 'GET', url: `/files/${stored[0].slice('secured/'.length)}` })).statusCode,
    ).toBe(404);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/media' })).json()).toEqual([]);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/media/${doc.id}` })).statusCode).toBe(404);
    // Anonymous visitors are told to sign in; a member without a staff role is refused.
    expect((await page(doc.id)).statusCode).toBe(401);
    expect((await page(doc.id, memberToken)).statusCode).toBe(403);
  });

  it('refuses uploads of refused types, leaving nothing behind', async () => {
    const before = await keys('secured/');
    const body = fileUpload('page.html', Buffer.from('<html><script>alert(1)</script></html>'));
    const res = await t.call(t.adminToken, { method: 'POST', url: DOCS, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(415);
    expect(await keys('secured/')).toEqual(before);
  });

  it('keeps categories: filter by them, refuse deleting one that holds documents', async () => {
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: `${DOCS}/categories`,
      payload: { name: 'Annual reports', description: 'Yearly' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json() as { id: number };
    const doc = await upload('Report 2025.pdf');
    expect((await patch(doc.id, { categoryId: category.id, description: 'The year in review' })).json()).toMatchObject({
      categoryId: category.id,
      description: 'The year in review',
    });
    expect((await patch(doc.id, { categoryId: 999_999 })).statusCode).toBe(404);
    const filtered = (await t.call(t.adminToken, { method: 'GET', url: `${DOCS}?categoryId=${category.id}` })).json();
    expect(filtered.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await t.call(t.adminToken, { method: 'GET', url: `${DOCS}?q=report` })).json()).toHaveLength(1);
    expect(
      (await t.call(t.adminToken, { method: 'GET', url: `${DOCS}?categoryId=0` }))
        .json()
        .map((d: { id: number }) => d.id),
    ).not.toContain(doc.id);
    const list = (await t.call(t.adminToken, { method: 'GET', url: `${DOCS}/categories` })).json();
    expect(list).toEqual([{ id: category.id, name: 'Annual reports', description: 'Yearly', documents: 1 }]);
    const refused = await t.call(t.adminToken, { method: 'DELETE', url: `${DOCS}/categories/${category.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('"Annual reports" still holds one document');
    expect(
      (
        await t.call(t.adminToken, {
          method: 'PUT',
          url: `${DOCS}/categories/${category.id}`,
          payload: { name: 'Reports' },
        })
      ).json(),
    ).toMatchObject({ name: 'Reports' });
    await patch(doc.id, { categoryId: null });
    expect(
      (await t.call(t.adminToken, { method: 'DELETE', url: `${DOCS}/categories/${category.id}` })).statusCode,
    ).toBe(204);
  });

  it('serves a public document through a signed link that expires, refuses a tampered one, audits each download', async () => {
    const doc = await upload('Price list.pdf');
    expect((await patch(doc.id, { access: { mode: 'public', roles: [], claims: [] } })).statusCode).toBe(200);
    const opened = await page(doc.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const link = opened.json().download as { url: string; expiresAt: string };
    expect(link.url).toMatch(new RegExp(`^/secured-documents/${doc.id}/download\\?expires=\\d+&by=public&sig=`));
    const got = await download(link.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('Price list.pdf');
    expect(got.headers['cache-control']).toBe('private, no-store');
    // Tampered: another document, a later expiry, another name, no signature.
    const other = await upload('Other.pdf');
    expect((await download(link.url.replace(`/${doc.id}/`, `/${other.id}/`))).statusCode).toBe(403);
    expect(
      (await download(link.url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`))).statusCode,
    ).toBe(403);
    expect((await download(link.url.replace('by=public', 'by=user%3Aadmin'))).statusCode).toBe(403);
    expect((await download(`/secured-documents/${doc.id}/download`)).statusCode).toBe(403);
    // Six minutes on, the same link has expired.
    clockAhead = 6 * 60_000;
    const expired = await download(link.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0].message).toContain('expired');
    clockAhead = 0;
    const log = (await t.call(t.adminToken, { method: 'GET', url: `${DOCS}/${doc.id}/downloads` })).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ who: 'public' });
    expect(log[0].message).toContain('"Price list" (document');
    expect(log[0].message).toMatch(/from \S+/);
  });

  it('lets roles and claims of a signed-in user decide', async () => {
    const forMembers = await upload('Members handbook.pdf');
    const forGold = await upload('Gold rates.pdf');
    expect((await patch(forMembers.id, { access: { mode: 'roles', roles: ['Member'], claims: [] } })).statusCode).toBe(
      200,
    );
    expect((await patch(forGold.id, { access: { mode: 'claims', roles: [], claims: ['Tier:gold'] } })).statusCode).toBe(
      200,
    );
    expect((await patch(forGold.id, { access: { mode: 'claims', roles: [], claims: [] } })).statusCode).toBe(422);
    expect((await page(forMembers.id)).statusCode).toBe(401);
    expect((await page(forMembers.id, claimToken)).statusCode).toBe(403);
    const member = await page(forMembers.id, memberToken);
    expect(member.statusCode).toBe(200);
    expect(member.json().download.url).toContain('by=user%3Amember');
    expect((await page(forGold.id, memberToken)).statusCode).toBe(403);
    const gold = await page(forGold.id, claimToken);
    expect(gold.statusCode).toBe(200);
    expect((await download(gold.json().download.url)).statusCode).toBe(200);
    expect((await page(forGold.id, 'not-a-token')).statusCode).toBe(401);
    // The visitor's list shows what each may open.
    const names = (res: { json(): { categories: { documents: { title: string }[] }[] } }) =>
      res.json().categories.flatMap((c) => c.documents.map((d) => d.title));
    expect(names(await t.call(memberToken, { method: 'GET', url: '/secured-documents' }))).toContain(
      'Members handbook',
    );
    expect(names(await t.call(memberToken, { method: 'GET', url: '/secured-documents' }))).not.toContain('Gold rates');
    expect(names(await t.call(undefined, { method: 'GET', url: '/secured-documents' }))).not.toContain(
      'Members handbook',
    );
    const log = (await t.call(t.adminToken, { method: 'GET', url: `${DOCS}/${forGold.id}/downloads` })).json();
    expect(log.map((e: { who: string }) => e.who)).toEqual(['user:partner']);
  });

  it('asks for registration once, remembers the visitor, stores the registration', async () => {
    const doc = await upload('White paper.pdf');
    expect((await patch(doc.id, { access: { mode: 'register', roles: [], claims: [] } })).statusCode).toBe(200);
    const first = await page(doc.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      register: { action: `/secured-documents/${doc.id}/register`, fields: ['name', 'email', 'organisation'] },
    });
    expect(first.json().download).toBeUndefined();
    const bad = await t.call(undefined, {
      method: 'POST',
      url: `/secured-documents/${doc.id}/register`,
      payload: { name: 'Ann', email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(422);
    const registered = await t.call(undefined, {
      method: 'POST',
      url: `/secured-documents/${doc.id}/register`,
      payload: { name: 'Ann Lee', email: 'Ann@Example.test', organisation: 'Harbor Co' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const cookie = String(registered.headers['set-cookie']).split(';')[0];
    const again = await page(doc.id, undefined, cookie);
    expect(again.json().download.url).toContain('by=registered%3Aann%40example.test');
    expect((await download(again.json().download.url)).statusCode).toBe(200);
    // A forged cookie counts for nothing.
    expect((await page(doc.id, undefined, `${cookie.slice(0, -3)}abc`)).json().download).toBeUndefined();
    const stored = await t.db.all<{ FrmId: number | null; FsMetaData: unknown }>(
      sqlOf(`SELECT "FrmId", "FsMetaData" FROM "FormSubmission"`),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].FrmId).toBeNull();
    expect(
      JSON.parse(
        typeof stored[0].FsMetaData === 'string' ? stored[0].FsMetaData : JSON.stringify(stored[0].FsMetaData),
      ),
    ).toEqual({
      kind: 'register-to-download',
      documentId: doc.id,
      name: 'Ann Lee',
      email: 'ann@example.test',
      organisation: 'Harbor Co',
    });
    const log = (await t.call(t.adminToken, { method: 'GET', url: `${DOCS}/${doc.id}/downloads` })).json();
    expect(log.map((e: { who: string }) => e.who)).toEqual(['registered:ann@example.test']);
  });

  it('gives staff a preview link and deletes the bytes after the record', async () => {
    const doc = await upload('Draft.pdf');
    const link = await t.call(t.adminToken, { method: 'GET', url: `${DOCS}/${doc.id}/link` });
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toContain('by=staff%3Aadmin');
    expect((await download(link.json().url)).statusCode).toBe(200);
    const before = await keys('secured/');
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `${DOCS}/${doc.id}` })).statusCode).toBe(204);
    expect(await keys('secured/')).toHaveLength(before.length - 1);
    expect((await download(link.json().url)).statusCode).toBe(404);
    expect((await t.call(memberToken, { method: 'GET', url: DOCS })).statusCode).toBe(403);
  });

  it('stores an image document too, as bytes', async () => {
    const doc = await upload('Map.png', png(4, 4));
    expect(doc).toMatchObject({ type: 'image/png' });
  });
});
