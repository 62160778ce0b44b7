// The media library's folders (issue 14 item 2): a tree of folders created,
// renamed, moved (never into themselves) and deleted (only when empty, the
// refusal naming what is inside); files uploaded into a folder, moved in one
// transaction, listed by folder; counts per folder. Real HTTP (app.inject),
// real multipart uploads, both databases, both storage drivers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';

const FOLDERS = '/api/v1/mc/media-folders';
const MEDIA = '/api/v1/mc/media';

interface Folder {
  id: number;
  name: string;
  parentId: number | null;
  fileCount: number;
  totalFileCount: number;
}

describe.each(STORAGE_CASES)('media folders (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token: string | undefined = t.adminToken,
  ) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const create = async (name: string, parentId?: number) => {
    const res = await send('POST', FOLDERS, parentId ? { name, parentId } : { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Folder;
  };
  const tree = async () =>
    (await send('GET', FOLDERS)).json() as { folders: Folder[]; unfiledCount: number; totalCount: number };
  const upload = async (name: string, folderId?: number) => {
    const body = fileUpload(name, png(6, 6));
    return t.call(t.adminToken, {
      method: 'POST',
      url: `/api/v1/mc/file${folderId ? `?folderId=${folderId}` : ''}`,
      payload: body.payload,
      headers: body.headers,
    });
  };
  const uploaded = async (name: string, folderId?: number) => {
    const res = await upload(name, folderId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; url: string };
  };
  const titles = async (query: string) =>
    ((await send('GET', `${MEDIA}?${query}`)).json() as { title: string }[]).map((i) => i.title).sort();
  const errorOf = (res: { body: string }) =>
    (JSON.parse(res.body) as { errors: { message: string }[] }).errors[0].message;
  const auditCount = async (type: string, key: number) =>
    (
      await t.db.all(
        sqlOf(
          `SELECT "AlId" FROM "AuditLog" WHERE "Entity" = 'Content' AND "Type" = '${type}' AND "EntityKey" = '${key}'`,
        ),
      )
    ).length;

  beforeAll(async () => {
    t = await startAppOnStorage(dialect, driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates folders at the top and inside others, names trimmed, listed in tree order with audit rows', async () => {
    const projects = await create('  Projects ');
    expect(projects).toEqual({ id: projects.id, name: 'Projects', parentId: null, fileCount: 0, totalFileCount: 0 });
    const bridges = await create('Bridges', projects.id);
    const archive = await create('Archive');
    const schools = await create('schools', projects.id);
    expect((await tree()).folders.map((f) => [f.name, f.parentId])).toEqual([
      ['Archive', null],
      ['Projects', null],
      ['Bridges', projects.id],
      ['schools', projects.id],
    ]);
    expect(await auditCount('Create', bridges.id)).toBe(1);
    expect(archive.parentId).toBeNull();
    expect(schools.parentId).toBe(projects.id);
  });

  it('refuses blank, overlong and duplicate names and unknown parents, writing nothing', async () => {
    const before = await tree();
    const blank = await send('POST', FOLDERS, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toContain('cannot be blank');
    const long = await send('POST', FOLDERS, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toContain('at most 100 characters');
    const twin = await send('POST', FOLDERS, { name: 'PROJECTS' });
    expect(twin.statusCode).toBe(409);
    expect(errorOf(twin)).toBe('A folder named "Projects" already exists at the top level: choose another name');
    const projects = before.folders.find((f) => f.name === 'Projects')!;
    const nestedTwin = await send('POST', FOLDERS, { name: 'bridges', parentId: projects.id });
    expect(errorOf(nestedTwin)).toBe('A folder named "Bridges" already exists in "Projects": choose another name');
    expect((await send('POST', FOLDERS, { name: 'Lost', parentId: 999999 })).statusCode).toBe(404);
    expect((await send('POST', FOLDERS, { name: 'Extra', colour: 'red' })).statusCode).toBe(422);
    expect(await tree()).toEqual(before);
    // The same name under another parent is fine.
    expect((await send('POST', FOLDERS, { name: 'Bridges' })).statusCode).toBe(201);
  });

  it('renames and moves a folder, refusing a move into itself or its own subfolder', async () => {
    const { folders } = await tree();
    const projects = folders.find((f) => f.name === 'Projects')!;
    const schools = folders.find((f) => f.name === 'schools')!;
    const renamed = await send('PATCH', `${FOLDERS}/${schools.id}`, { name: 'Schools ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: schools.id, name: 'Schools', parentId: projects.id });
    expect(await auditCount('Update', schools.id)).toBe(1);

    const intoChild = await send('PATCH', `${FOLDERS}/${projects.id}`, { parentId: schools.id });
    expect(intoChild.statusCode).toBe(400);
    expect(errorOf(intoChild)).toBe('"Projects" cannot move into "Schools", one of its own subfolders');
    const intoSelf = await send('PATCH', `${FOLDERS}/${projects.id}`, { parentId: projects.id });
    expect(errorOf(intoSelf)).toBe('"Projects" cannot move into itself');
    // "Bridges" exists at the top level too: moving this one there would make twins.
    const bridges = folders.find((f) => f.name === 'Bridges' && f.parentId === projects.id)!;
    expect((await send('PATCH', `${FOLDERS}/${bridges.id}`, { parentId: null })).statusCode).toBe(409);

    const archive = folders.find((f) => f.name === 'Archive')!;
    const moved = await send('PATCH', `${FOLDERS}/${schools.id}`, { parentId: archive.id });
    expect(moved.json()).toMatchObject({ parentId: archive.id });
    const toRoot = await send('PATCH', `${FOLDERS}/${schools.id}`, { parentId: null });
    expect(toRoot.json()).toMatchObject({ name: 'Schools', parentId: null });
    expect((await send('PATCH', `${FOLDERS}/1`, { name: 'Not a folder' })).statusCode).toBe(404);
    expect((await send('PATCH', `${FOLDERS}/${archive.id}`, {})).statusCode).toBe(422);
  });

  it('keeps the tree at most eight levels deep', async () => {
    let parent = (await create('Deep 1')).id;
    for (let level = 2; level <= 8; level++) parent = (await create(`Deep ${level}`, parent)).id;
    const tooDeep = await send('POST', FOLDERS, { name: 'Deep 9', parentId: parent });
    expect(tooDeep.statusCode).toBe(400);
    expect(errorOf(tooDeep)).toContain('at most 8 levels');
  });

  it('uploads into a folder, lists by folder, counts files directly inside and with subfolders', async () => {
    const { folders } = await tree();
    const projects = folders.find((f) => f.name === 'Projects')!;
    const bridges = folders.find((f) => f.name === 'Bridges' && f.parentId === projects.id)!;
    const span = await uploaded('Span.png', bridges.id);
    await uploaded('Plan.png', projects.id);
    await uploaded('Loose.png');
    expect((await send('GET', `${MEDIA}/${span.id}`)).json()).toMatchObject({ folderId: bridges.id });
    expect(await titles(`folderId=${bridges.id}`)).toEqual(['Span']);
    expect(await titles(`folderId=${projects.id}`)).toEqual(['Plan']);
    expect(await titles('folderId=unfiled')).toEqual(['Loose']);
    expect(await titles('')).toEqual(['Loose', 'Plan', 'Span']);
    expect((await send('GET', `${MEDIA}?folderId=nowhere`)).statusCode).toBe(400);

    const after = await tree();
    expect(after.folders.find((f) => f.id === projects.id)).toMatchObject({ fileCount: 1, totalFileCount: 2 });
    expect(after.folders.find((f) => f.id === bridges.id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(after).toMatchObject({ unfiledCount: 1, totalCount: 3 });
  });

  it('refuses an upload into a folder that does not exist, leaving no record and no bytes', async () => {
    const keys = await openStorage(t.config).list('files/');
    const before = (await tree()).totalCount;
    const res = await upload('Orphan.png', 999999);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe('Folder 999999 was not found');
    expect((await tree()).totalCount).toBe(before);
    expect(await openStorage(t.config).list('files/')).toEqual(keys);
  });

  it('moves several files in one call, and none when one of them is unknown', async () => {
    const archive = (await tree()).folders.find((f) => f.name === 'Archive')!;
    const a = await uploaded('Move A.png');
    const b = await uploaded('Move B.png');
    const refused = await send('POST', `${FOLDERS}/move-files`, { ids: [a.id, b.id, 999999], folderId: archive.id });
    expect(refused.statusCode).toBe(404);
    expect(await titles(`folderId=${archive.id}`)).toEqual([]);
    expect((await send('POST', `${FOLDERS}/move-files`, { ids: [a.id], folderId: 999999 })).statusCode).toBe(404);
    expect((await send('POST', `${FOLDERS}/move-files`, { ids: [], folderId: archive.id })).statusCode).toBe(422);

    const moved = await send('POST', `${FOLDERS}/move-files`, { ids: [a.id, b.id], folderId: archive.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 2 });
    expect(await titles(`folderId=${archive.id}`)).toEqual(['Move A', 'Move B']);
    expect(await auditCount('Update', a.id)).toBe(1);
    expect((await tree()).folders.find((f) => f.id === archive.id)).toMatchObject({ fileCount: 2 });

    const out = await send('POST', `${FOLDERS}/move-files`, { ids: [a.id, b.id], folderId: null });
    expect(out.json()).toEqual({ moved: 2 });
    expect(await titles('folderId=unfiled')).toEqual(expect.arrayContaining(['Move A', 'Move B']));
  });

  it('deletes an empty folder only, the refusal naming what is inside', async () => {
    const { folders } = await tree();
    const projects = folders.find((f) => f.name === 'Projects')!;
    const refused = await send('DELETE', `${FOLDERS}/${projects.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(
      '"Projects" is not empty: it holds 1 file ("Plan") and 1 folder ("Bridges"). Move or delete them first.',
    );
    expect((await tree()).folders.some((f) => f.id === projects.id)).toBe(true);

    const empty = await create('Empty for now');
    const deleted = await send('DELETE', `${FOLDERS}/${empty.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await tree()).folders.some((f) => f.id === empty.id)).toBe(false);
    expect(await auditCount('Delete', empty.id)).toBe(1);
    expect((await send('DELETE', `${FOLDERS}/${empty.id}`)).statusCode).toBe(404);
  });

  it('is for whoever may use the library: signed out 401, a user without a maintenance role 403', async () => {
    expect((await t.call(undefined, { method: 'GET', url: FOLDERS })).statusCode).toBe(401);
    await t.addUser({
      userName: 'reader',
      email: 'reader@example.test',
      password: 'reader-password-12',
      displayName: 'Reader',
      roles: [],
    });
    const token = await t.login('reader', 'reader-password-12');
    expect((await send('POST', FOLDERS, { name: 'Mine' }, token)).statusCode).toBe(403);
  });
});
