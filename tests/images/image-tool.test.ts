// The image tool's save, POST /api/v1/mc/file/convert (issue 14 item 3):
// crop, rotate, resize, focal point and format give the expected pixels,
// dimensions and types (read back with sharp); EXIF with a GPS position is
// stripped unless asked to keep; the same format is a new version at the same
// URL (the original kept), another format a new record; bad input is a clear
// 4xx that writes nothing. Both databases, both storage drivers.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { PDF } from '../support/upload-fixtures.js';
import { exifText, fetchFile, halves, photoWithLocation, pixel, uploadTo } from '../support/image-fixtures.js';

const CONVERT = '/api/v1/mc/file/convert';
const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const near = (actual: number[], expected: number[]) =>
  expect(
    actual.every((c, i) => Math.abs(c - expected[i]) < 40),
    `${actual} ≈ ${expected}`,
  ).toBe(true);

/** A PNG whose valid header claims 50,000 × 50,000 pixels (a pixel bomb); no pixel data follows. */
function pngBombHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(STORAGE_CASES)('the image tool (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  const convert = (payload: Record<string, unknown>) => t.call(t.adminToken, { method: 'POST', url: CONVERT, payload });
  const storedKeys = async () => (await openStorage(t.config).list('files/')).sort();
  const storeOver = (url: string, bytes: Buffer, type: string) => openStorage(t.config).put(url.slice(1), bytes, type);

  beforeAll(async () => {
    t = await startAppOnStorage(dialect, driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('crops, then rotates, then resizes: a new version at the same URL, the original kept', async () => {
    const original = await halves(400, 300);
    const { id, url } = await uploadTo(t, 'Harbor.jpg', original);
    // The left 100 × 300 strip (red), turned a quarter clockwise (300 × 100), made 150 wide.
    const res = await convert({
      id,
      crop: { x: 0, y: 0, width: 100, height: 300 },
      rotate: 90,
      resize: { width: 150 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id, url, version: 2, width: 150, height: 50, type: 'image/jpeg' });
    expect(detail.note).toBe(
      'Edited in the image tool: cropped to 100 × 300 at 0, 0, rotated 90°, resized to 150 × 50, metadata stripped',
    );
    const saved = await fetchFile(t, url);
    expect(await sharp(saved.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 150, height: 50 });
    near(await pixel(saved.bytes, 75, 25), RED);
    const kept = await fetchFile(t, detail.versions[0].url);
    expect(kept.bytes.equals(original)).toBe(true);
    const audit = await t.db.all<{ Message: string }>(
      sqlOf(`SELECT "Message" FROM "AuditLog" WHERE "Type" = 'File' AND "Message" LIKE 'Edited in the image tool%'`),
    );
    expect(audit.some((a) => a.Message.includes(`(${url}) is now version 2`))).toBe(true);
  });

  it('rotates a half-turn and a quarter back: the colours land where they should', async () => {
    const { id, url } = await uploadTo(t, 'Turn.png', await halves(40, 20, 'png'));
    expect((await convert({ id, rotate: 180 })).statusCode).toBe(200);
    const half = (await fetchFile(t, url)).bytes;
    near(await pixel(half, 5, 10), BLUE);
    near(await pixel(half, 35, 10), RED);
    const quarter = await convert({ id, rotate: 270 });
    expect(quarter.json()).toMatchObject({ width: 20, height: 40, version: 3 });
    const turned = (await fetchFile(t, url)).bytes;
    near(await pixel(turned, 10, 5), RED);
    near(await pixel(turned, 10, 35), BLUE);
  });

  it('strips EXIF and the GPS location by default, keeps them when asked', async () => {
    const photo = await photoWithLocation(64, 48);
    expect(await exifText(photo)).toContain('PhoneCo');
    const { id, url } = await uploadTo(t, 'Phone photo.jpg', photo);
    expect((await convert({ id, resize: { width: 32 } })).statusCode).toBe(200);
    const stripped = (await fetchFile(t, url)).bytes;
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    const variant = (
      await convert({ id: (await uploadTo(t, 'Phone photo 2.jpg', photo)).id, keepMetadata: true })
    ).json();
    const kept = (await fetchFile(t, variant.url)).bytes;
    expect(await exifText(kept)).toContain('PhoneCo');
    const gps = (await sharp(kept).metadata()).exif!;
    expect(gps.includes(Buffer.from('N\0', 'latin1'))).toBe(true);
    // The variants never carry metadata.
    const webp = (await fetchFile(t, variant.variants[0].url)).bytes;
    expect((await sharp(webp).metadata()).exif).toBeUndefined();
  });

  it('converts to WebP, AVIF and PNG as new records, the original untouched', async () => {
    const original = await halves(2000, 1000);
    const { id, url } = await uploadTo(t, 'Bridge.jpg', original);
    for (const [format, mime, ext] of [
      ['webp', 'image/webp', 'webp'],
      ['avif', 'image/avif', 'avif'],
      ['png', 'image/png', 'png'],
    ] as const) {
      const res = await convert({ id, format, quality: 60, resize: { width: 400 } });
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json();
      expect(made).toMatchObject({
        title: `Bridge (${format === 'avif' ? 'AVIF' : format === 'webp' ? 'WebP' : 'PNG'})`,
        type: mime,
        width: 400,
        height: 200,
        derivedFrom: id,
        version: 1,
      });
      expect(made.id).not.toBe(id);
      expect(made.url).toMatch(new RegExp(`\\.${ext}$`));
      const file = await fetchFile(t, made.url);
      expect(file.headers['content-type']).toBe(mime);
      expect((await sharp(file.bytes).metadata()).format).toBe(format === 'avif' ? 'heif' : format);
    }
    expect((await fetchFile(t, url)).bytes.equals(original)).toBe(true);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/media/${id}` })).json()).toMatchObject({
      version: 1,
      versions: [],
    });
  });

  it('makes the WebP variants once per version, no wider than the image, the square cut around the focal point', async () => {
    const { id } = await uploadTo(t, 'Wide.jpg', await halves(1400, 700));
    const res = await convert({ id, focus: { x: 0, y: 0.5 } });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.focus).toEqual({ x: 0, y: 0.5 });
    expect(
      detail.variants.map((v: { width: number; height: number; square: boolean }) => [v.width, v.height, v.square]),
    ).toEqual([
      [320, 160, false],
      [640, 320, false],
      [1280, 640, false],
      [320, 320, true],
    ]);
    // The focal point is at the left edge, in the red half: the square is all red.
    const square = (await fetchFile(t, detail.variants[3].url)).bytes;
    near(await pixel(square, 300, 160), RED);
    expect((await fetchFile(t, detail.variants[3].url)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // A later version gets its own variants; the earlier ones stay listed on the version they belong to.
    const next = (await convert({ id, resize: { width: 500 } })).json();
    expect(next.variants.map((v: { width: number; square: boolean }) => [v.width, v.square])).toEqual([
      [320, false],
      [250, true],
    ]);
    expect(next.versions[1].variants).toEqual(detail.variants);
    expect((await fetchFile(t, detail.variants[0].url)).status).toBe(200);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const { id } = await uploadTo(t, 'Small.jpg', await halves(100, 80));
    const doc = await uploadTo(t, 'Terms.pdf', PDF);
    // Bytes the upload itself may refuse are put in the storage behind good records: the tool must guard on its own.
    const bomb = await uploadTo(t, 'Bomb.png', await halves(10, 10, 'png'));
    await storeOver(bomb.url, pngBombHeader(), 'image/png');
    const truncated = await halves(300, 200);
    const cut = await uploadTo(t, 'Cut.jpg', truncated);
    await storeOver(cut.url, truncated.subarray(0, Math.floor(truncated.length / 2)), 'image/jpeg');
    const keys = await storedKeys();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ id: 999_999, rotate: 90 }, 404, 'Media 999999 was not found'],
      [{ id: doc.id, rotate: 90 }, 415, 'is not an image'],
      [{ id, crop: { x: 50, y: 0, width: 60, height: 10 } }, 400, 'reaches outside the 100 × 80 image'],
      [{ id, rotate: 45 }, 422, 'rotate'],
      [{ id, format: 'tiff' }, 422, 'format'],
      [{ id, quality: 0 }, 422, 'quality'],
      [{ id, resize: {} }, 422, 'resize'],
      [{ id, focus: { x: 2, y: 0 } }, 422, 'focus'],
      [{ id: bomb.id, rotate: 90 }, 422, 'more than 100 million pixels'],
      [{ id: cut.id, rotate: 90 }, 422, 'cannot be read'],
    ];
    for (const [payload, status, words] of cases) {
      const res = await convert(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.body).toContain(words);
    }
    expect(await storedKeys()).toEqual(keys);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/media/${id}` })).json()).toMatchObject({
      version: 1,
    });
    expect((await t.call(undefined, { method: 'POST', url: CONVERT, payload: { id, rotate: 90 } })).statusCode).toBe(
      401,
    );
  });
});
