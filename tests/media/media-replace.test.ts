// Replacing a library file keeping its URL (issue 14 item 1): the new bytes
// are served at the same URL (revalidated: ETag, 304), the previous ones are
// kept as a version under their own immutable URL and can be restored, a file
// of another type or a bad upload is refused leaving nothing behind, and
// every write is audited. Real multipart through the app, both databases,
// both storage drivers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { PDF } from '../support/upload-fixtures.js';
import { fetchFile, halves, uploadTo } from '../support/image-fixtures.js';
import { fileUpload, multipart } from '../support/multipart.js';

const MEDIA = '/api/v1/mc/media';

describe.each(STORAGE_CASES)('replacing a library file (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  const storedKeys = async () => (await openStorage(t.config).list('files/')).sort();
  const replace = (id: number, name: string, bytes: Buffer) => {
    const body = fileUpload(name, bytes);
    return t.call(t.adminToken, {
      method: 'PUT',
      url: `${MEDIA}/${id}/file`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    t = await startAppOnStorage(dialect, driver, { uploadMaxBytes: 200_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the new bytes at the same URL, revalidated by ETag, and keeps the previous version under its own URL', async () => {
    const first = await halves(60, 40);
    const { id, url } = await uploadTo(t, 'Pier.jpg', first);
    const before = await fetchFile(t, url);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await fetchFile(t, url, { 'if-none-match': etag })).status).toBe(304);

    const second = await halves(80, 50);
    const res = await replace(id, 'Pier at night.jpg', second);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id,
      url,
      version: 2,
      note: 'Replaced with "Pier at night.jpg"',
      width: 80,
      height: 50,
      size: second.length,
      type: 'image/jpeg',
    });
    expect(detail.versions).toHaveLength(1);
    expect(detail.versions[0]).toMatchObject({
      version: 1,
      note: 'Uploaded',
      width: 60,
      height: 40,
      size: first.length,
      savedBy: 'admin',
      url: url.replace('.jpg', '-v1.jpg'),
    });

    const after = await fetchFile(t, url, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.bytes.equals(second)).toBe(true);
    expect(after.headers.etag).not.toBe(etag);
    const kept = await fetchFile(t, detail.versions[0].url);
    expect(kept.bytes.equals(first)).toBe(true);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The new version's WebP variants are made once and listed; they never change.
    expect(detail.variants.map((v: { width: number; square: boolean }) => [v.width, v.square])).toEqual([
      [80, false],
      [50, true],
    ]);
    const variant = await fetchFile(t, detail.variants[0].url);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.bytes).metadata()).format).toBe('webp');

    const events = await t.db.all<{ Message: string }>(
      sqlOf(`SELECT "Message" FROM "AuditLog" WHERE "Type" = 'File' AND "Message" LIKE 'Replaced%'`),
    );
    expect(events.map((e) => e.Message)).toEqual([expect.stringContaining(`(${url}) is now version 2`)]);
    const updates = await t.db.all(
      sqlOf(`SELECT "AlId" FROM "AuditLog" WHERE "Type" = 'Update' AND "Entity" = 'Content' AND "EntityKey" = '${id}'`),
    );
    expect(updates).toHaveLength(1);
  });

  it('keeps the record whole when two replaces race: each version and variant it lists is served', async () => {
    const { id, url } = await uploadTo(t, 'Race.jpg', await halves(50, 40));
    const [a, b] = [await halves(70, 40), await halves(90, 40)];
    const answers = await Promise.all([replace(id, 'A.jpg', a), replace(id, 'B.jpg', b)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    // The bodies in the message: a failure says which error the losing replace met.
    expect(
      [
        [200, 200],
        [200, 409],
      ],
      answers.map((r) => `${r.statusCode} ${r.body.slice(0, 300)}`).join(' | '),
    ).toContainEqual(statuses);
    const detail = (await t.call(t.adminToken, { method: 'GET', url: `${MEDIA}/${id}` })).json();
    const last = answers
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json())
      .sort((x, y) => y.version - x.version)[0];
    expect(detail.version).toBe(last.version);
    expect((await fetchFile(t, url)).bytes.equals(last.width === 70 ? a : b)).toBe(true);
    const listed = [
      ...detail.variants,
      ...detail.versions.flatMap((v: { url: string; variants: unknown[] }) => [v, ...v.variants]),
    ] as { url: string }[];
    for (const { url: u } of listed) expect((await fetchFile(t, u)).status, u).toBe(200);
  });

  it('restores an earlier version as a new one, so nothing is lost', async () => {
    const first = await halves(30, 30);
    const { id, url } = await uploadTo(t, 'Gate.jpg', first);
    expect((await replace(id, 'Gate 2.jpg', await halves(40, 30))).statusCode).toBe(200);
    const res = await t.call(t.adminToken, { method: 'POST', url: `${MEDIA}/${id}/restore`, payload: { version: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 3, note: 'Restored version 1', width: 30, height: 30 });
    expect(res.json().versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect((await fetchFile(t, url)).bytes.equals(first)).toBe(true);
    const again = await t.call(t.adminToken, {
      method: 'POST',
      url: `${MEDIA}/${id}/restore`,
      payload: { version: 3 },
    });
    expect(again.statusCode).toBe(409);
    const missing = await t.call(t.adminToken, {
      method: 'POST',
      url: `${MEDIA}/${id}/restore`,
      payload: { version: 9 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toContain('has no version 9');
  });

  it('refuses a file of another type, naming both, and leaves the record and the storage as they were', async () => {
    const { id, url } = await uploadTo(t, 'Sign.jpg', await halves(20, 20));
    const keys = await storedKeys();
    const png = await replace(id, 'Sign.png', await halves(20, 20, 'png'));
    expect(png.statusCode).toBe(415);
    expect(png.json().errors[0].message).toContain('is a JPEG and its URL');
    expect(png.json().errors[0].message).toContain('this file is a PNG');
    const svg = await replace(id, 'evil.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(415);
    const big = await replace(id, 'big.jpg', Buffer.concat([await halves(20, 20), Buffer.alloc(300_000)]));
    expect(big.statusCode).toBe(413);
    const truncated = await halves(400, 300);
    const cut = await replace(id, 'cut.jpg', truncated.subarray(0, truncated.length / 2));
    expect(cut.statusCode).toBe(422);
    // The image tool's decoder names it (or the upload's own decode check, which words it 'cannot be shown').
    expect(cut.json().errors[0].message).toMatch(/cannot be (read|shown)/);
    const wrongField = multipart([{ field: 'photo', filename: 'x.jpg', data: await halves(10, 10) }]);
    expect(
      (
        await t.call(t.adminToken, {
          method: 'PUT',
          url: `${MEDIA}/${id}/file`,
          payload: wrongField.payload,
          headers: wrongField.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(await storedKeys()).toEqual(keys);
    expect((await t.call(t.adminToken, { method: 'GET', url: `${MEDIA}/${id}` })).json()).toMatchObject({
      url,
      version: 1,
      versions: [],
    });
  });

  it('replaces a document too, answers 404 for an unknown record, and refuses those who may not upload', async () => {
    const { id, url } = await uploadTo(t, 'Report.pdf', PDF);
    const next = Buffer.from('%PDF-1.7\n% second edition\n%%EOF\n', 'latin1');
    const res = await replace(id, 'Report 2.pdf', next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, variants: [], size: next.length });
    expect((await fetchFile(t, url)).bytes.equals(next)).toBe(true);
    expect((await replace(999_999, 'x.pdf', PDF)).statusCode).toBe(404);
    expect(
      (await t.call(undefined, { method: 'PUT', url: `${MEDIA}/${id}/file`, ...fileUpload('x.pdf', PDF) })).statusCode,
    ).toBe(401);
  });

  it('deletes the versions and variants with the record', async () => {
    const { id, url } = await uploadTo(t, 'Temporary.jpg', await halves(50, 50));
    expect((await replace(id, 'Temporary 2.jpg', await halves(60, 60))).statusCode).toBe(200);
    const hex = url.slice('/files/'.length, url.indexOf('.'));
    expect((await storedKeys()).filter((k) => k.includes(hex)).length).toBeGreaterThan(2);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `${MEDIA}/${id}` })).statusCode).toBe(204);
    expect((await storedKeys()).filter((k) => k.includes(hex))).toEqual([]);
  });
});
