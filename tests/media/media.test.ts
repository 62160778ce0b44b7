// The media library (issue 14 item 1): an upload becomes a record; records
// are listed, searched, filtered, described; deletion is refused while a page
// uses the file (naming the page) and, once allowed, removes the record and
// the bytes. Real HTTP (app.inject), real multipart bodies, both databases,
// both storage drivers (a local directory, an S3-compatible server on loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { PDF, png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';

const MEDIA = '/api/v1/mc/media';

describe.each(STORAGE_CASES)('media library (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  const storedKeys = async () => openStorage(t.config).list('files/');
  const upload = async (name: string, bytes: Buffer) => {
    const body = fileUpload(name, bytes);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/file',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; url: string };
  };
  const get = (url: string, token: string | undefined = t.adminToken) => t.call(token, { method: 'GET', url });

  beforeAll(async () => {
    t = await startAppOnStorage(dialect, driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a record of every upload, with its facts, newest first', async () => {
    const photo = await upload('Harbor crane.png', png(40, 30));
    const doc = await upload('Annual report.pdf', PDF);
    const res = await get(MEDIA);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json();
    expect(items.map((i: { id: number }) => i.id).slice(0, 2)).toEqual([doc.id, photo.id]);
    expect(items[1]).toMatchObject({
      url: photo.url,
      kind: 'image',
      title: 'Harbor crane',
      originalName: 'Harbor crane.png',
      type: 'image/png',
      width: 40,
      height: 30,
      alt: '',
      folderId: null,
      uploadedBy: 'admin',
    });
    expect(items[0]).toMatchObject({
      url: doc.url,
      kind: 'document',
      type: 'application/pdf',
      size: PDF.length,
      width: null,
      height: null,
    });
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ pageNumber: 1, totalCount: 2 });
    const audit = await t.db.all<{ Type: string; EntityKey: string }>(
      sqlOf(`SELECT "Type", "EntityKey" FROM "AuditLog" WHERE "Entity" = 'Content'`),
    );
    expect(audit).toEqual(expect.arrayContaining([{ Type: 'Create', EntityKey: String(photo.id) }]));
  });

  it('searches titles and filters by kind, a page at a time', async () => {
    await upload('Harbor pier.png', png(10, 10));
    const harbor = (await get(`${MEDIA}?q=harbor`)).json();
    expect(harbor.map((i: { title: string }) => i.title).sort()).toEqual(['Harbor crane', 'Harbor pier']);
    expect((await get(`${MEDIA}?q=harbor%20pier`)).json()).toHaveLength(1);
    expect((await get(`${MEDIA}?kind=document`)).json().map((i: { kind: string }) => i.kind)).toEqual(['document']);
    const page2 = await get(`${MEDIA}?kind=image&pageSize=1&pageNumber=2`);
    expect(page2.json()).toHaveLength(1);
    expect(JSON.parse(String(page2.headers['x-pagination']))).toMatchObject({
      totalCount: 2,
      hasPrevious: true,
      hasNext: false,
    });
    expect((await get(`${MEDIA}?kind=video`)).statusCode).toBe(400);
    expect((await get(`${MEDIA}?q=%25`)).json()).toEqual([]);
  });

  it('changes title and alt text, audited, and refuses unknown fields', async () => {
    const { id } = await upload('Bridge.png', png(8, 8));
    const res = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `${MEDIA}/${id}`,
      payload: { title: 'Bridge at dusk', alt: 'A steel bridge at dusk' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Bridge at dusk', alt: 'A steel bridge at dusk', usedBy: [] });
    const bad = await t.call(t.adminToken, { method: 'PATCH', url: `${MEDIA}/${id}`, payload: { url: '/elsewhere' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('url');
    const updates = await t.db.all(
      sqlOf(`SELECT "Diff" FROM "AuditLog" WHERE "Type" = 'Update' AND "Entity" = 'Content' AND "EntityKey" = '${id}'`),
    );
    expect(updates).toHaveLength(1);
  });

  it('answers 404 for content that is not a media record', async () => {
    expect((await get(`${MEDIA}/1`)).statusCode).toBe(404);
    expect((await get(`${MEDIA}/abc`)).statusCode).toBe(400);
  });

  it('refuses to delete a file a page uses, naming the page, and deletes it once unused', async () => {
    const { id, url } = await upload('Team.png', png(12, 12));
    expect(await storedKeys()).toContain(`files${url.slice('/files'.length)}`);
    const page = await t.db.first<{ CId: number }>(
      t.db.builder
        .insertInto('Content')
        .values({
          CtId: 1,
          CTitle: 'Our team',
          CSeoUrl: '/our-team',
          CDeleted: dialect === 'sqlite' ? 0 : false,
          CCreated: new Date().toISOString(),
          CLastModified: new Date().toISOString(),
        } as never)
        .returning('CId')
        .compile(),
    );
    const block = await t.db.first<{ CbId: number }>(
      t.db.builder
        .insertInto('ContentBlock')
        .values({
          CId: page!.CId,
          CbSortOrder: 1,
          CbPhoto: url,
          CbCopy: `<p><a href="https://example.test${url}">full size</a></p>`,
        } as never)
        .returning('CbId')
        .compile(),
    );
    const detail = (await get(`${MEDIA}/${id}`)).json();
    expect(detail.usedBy).toEqual([
      {
        CId: page!.CId,
        CTitle: 'Our team',
        CSeoUrl: '/our-team',
        CtId: 1,
        removed: false,
        places: ['block photo', 'block copy'],
      },
    ]);

    const refused = await t.call(t.adminToken, { method: 'DELETE', url: `${MEDIA}/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain('"Our team" (/our-team)');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    await t.db.run(
      t.db.builder
        .updateTable('ContentBlock')
        .set({ CbPhoto: null, CbCopy: null } as never)
        .where('CbId', '=', block!.CbId)
        .compile(),
    );
    const deleted = await t.call(t.adminToken, { method: 'DELETE', url: `${MEDIA}/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await get(`${MEDIA}/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await storedKeys()).not.toContain(`files${url.slice('/files'.length)}`);
    const audit = await t.db.all<{ Message: string }>(sqlOf(`SELECT "Message" FROM "AuditLog" WHERE "Type" = 'File'`));
    expect(audit.some((a) => a.Message.includes(`Deleted "Team" (${url})`))).toBe(true);
  });

  it('is for whoever may upload: signed out 401, a user without a maintenance role 403', async () => {
    expect((await t.call(undefined, { method: 'GET', url: MEDIA })).statusCode).toBe(401);
    await t.addUser({
      userName: 'reader',
      email: 'reader@example.test',
      password: 'reader-password-12',
      displayName: 'Reader',
      roles: [],
    });
    const token = await t.login('reader', 'reader-password-12');
    expect((await get(MEDIA, token)).statusCode).toBe(403);
  });
});
