// Uploads (POST /api/v1/mc/file) and downloads (GET /files/{name}) with real
// multipart bodies: the type follows the bytes, refused and oversize uploads
// leave nothing in the storage (DATA_DIR/files, or the bucket), stored names
// cannot reach other files.
import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { encoded, EXE, gif, jpeg, PDF, png, pngHeader, SVG, webp } from '../support/upload-fixtures.js';
import { fileUpload, multipart } from '../support/multipart.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { Storage } from '../../src/server/platform/storage/storage.js';

const UPLOAD = '/api/v1/mc/file';

// Each database, with each storage driver: a local directory and an S3-compatible server on loopback.

describe.each(STORAGE_CASES)('files (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  let storage: Storage;
  let address: string | undefined;
  const upload = (body: { payload: Buffer; headers: Record<string, string> }, token: string | null = t.adminToken) =>
    t.call(token ?? undefined, { method: 'POST', url: UPLOAD, payload: body.payload, headers: body.headers });
  // Locally every name in the folder, temporary files included; in the bucket every object under files/.
  const stored = async () =>
    driver === 'local'
      ? (await readdir(join(t.config.dataDir, 'files')).catch(() => [] as string[])).sort()
      : (await storage.list('files/')).map((k) => k.slice('files/'.length)).sort();

  beforeAll(async () => {
    t = await startAppOnStorage(dialect, driver);
    storage = openStorage(t.config);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a PNG under a server-made name and serves it publicly with its type, nosniff, inline and a long cache', async () => {
    const bytes = png(40, 30);
    const res = await upload(fileUpload('../../Team photo.png', bytes, 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      originalName: 'Team photo.png',
      size: bytes.length,
      type: 'image/png',
      width: 40,
      height: 30,
    });
    expect(body.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(body.url).toBe(`/files/${body.name}`);
    expect(await stored()).toContain(body.name);

    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    // A record's URL may get new bytes (a replace): revalidated every time (tests/media/media-replace.test.ts).
    expect(file.headers['cache-control']).toBe('public, no-cache');
    expect(file.headers.etag).toMatch(/^"/);

    const audit = await t.db.all<{ Message: string; UserName: string }>(
      sqlOf(`SELECT "Message", "UserName" FROM "AuditLog" WHERE "Type" = 'File'`),
    );
    expect(
      audit.some((a) => a.Message.includes(body.url) && a.Message.includes('Team photo.png') && a.UserName === 'admin'),
    ).toBe(true);
  });

  it('goes by the bytes, not the declared type: a JPEG named .png is stored as the JPEG it is', async () => {
    const res = await upload(fileUpload('holiday.png', await encoded('jpeg', 8, 8), 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'image/jpeg', originalName: 'holiday.png', width: 8, height: 8 });
    expect(res.json().name).toMatch(/\.jpg$/);
  });

  it('refuses a "PNG" that is really a PDF, and a "PDF" that is really a PNG, with 415 naming the mix-up, leaving nothing behind', async () => {
    const before = await stored();
    const fake = await upload(fileUpload('photo.png', PDF, 'image/png'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0]).toMatchObject({
      field: 'file',
      message:
        'The file is named "photo.png" (a PNG image) but its bytes are a PDF document: check that it is the file you meant, or rename it.',
    });
    const other = await upload(fileUpload('report.pdf', png(8, 8), 'application/pdf'));
    expect(other.statusCode).toBe(415);
    expect(other.json().errors[0].message).toMatch(
      /named "report.pdf" \(a PDF document\) but its bytes are a PNG image/,
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a pixel bomb (a 50,000 × 50,000 PNG header) with 422 before storing anything', async () => {
    const before = await stored();
    const bomb = pngHeader(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(fileUpload('bomb.png', bomb));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      field: 'file',
      message: 'The image is 50,000 × 50,000 pixels (2,500 megapixels); images of at most 100 megapixels are accepted.',
    });
    expect(await stored()).toEqual(before);
    const count = await t.db.first<{ n: number | string }>(
      sqlOf(`SELECT COUNT(*) AS n FROM "Content" WHERE "CIntroPhoto" LIKE '/files/%' AND "CTitle" = 'bomb'`),
    );
    expect(Number(count?.n)).toBe(0);
  });

  it('refuses truncated and corrupt images with 422 and leaves neither bytes nor a record behind', async () => {
    const before = await stored();
    const whole = await encoded('jpeg', 300, 200);
    const cases: [string, Buffer, RegExp][] = [
      ['cut.jpg', whole.subarray(0, Math.floor(whole.length * 0.6)), /damaged or cut short/],
      ['header-only.jpg', jpeg(640, 480), /damaged or cut short/],
      ['cut.png', (await encoded('png', 300, 200)).subarray(0, 120), /damaged or cut short/],
      ['header-only.gif', gif(17, 9), /damaged or cut short/],
      ['header-only.webp', webp(300, 200), /damaged or cut short/],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(fileUpload(name, bytes));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().errors[0].message, name).toMatch(message);
    }
    expect(await stored()).toEqual(before);
    const titles = await t.db.all<{ CTitle: string }>(
      sqlOf(`SELECT "CTitle" FROM "Content" WHERE "CTitle" IN ('cut', 'header-only')`),
    );
    expect(titles).toEqual([]);
  });

  it('reads GIF, JPEG and WebP sizes, and serves a PDF as an attachment without a size', async () => {
    for (const [name, bytes, type, w, h] of [
      ['a.gif', await encoded('gif', 17, 9), 'image/gif', 17, 9],
      ['b.jpg', await encoded('jpeg', 640, 480), 'image/jpeg', 640, 480],
      ['c.webp', await encoded('webp', 300, 200), 'image/webp', 300, 200],
    ] as const) {
      const res = await upload(fileUpload(name, bytes));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json(), name).toMatchObject({ type, width: w, height: h });
    }
    const pdf = await upload(fileUpload('minutes.pdf', PDF, 'application/pdf'));
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().type).toBe('application/pdf');
    expect(pdf.json()).not.toHaveProperty('width');
    const file = await t.app.inject({ method: 'GET', url: pdf.json().url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses an .exe named .png and an SVG with 415 naming the problem, leaving nothing behind', async () => {
    const before = await stored();
    const exe = await upload(fileUpload('holiday.png', EXE, 'image/png'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0].message).toMatch(/Windows program.*PNG, JPEG, GIF, WebP image or a PDF/);
    const svg = await upload(fileUpload('logo.svg', SVG, 'image/svg+xml'));
    expect(svg.statusCode).toBe(415);
    expect(svg.json().errors[0].message).toMatch(/SVG/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES (10 MB) with 413 and keeps nothing of it', async () => {
    expect(t.config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    const before = await stored();
    const big = Buffer.concat([png(4, 4), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(fileUpload('huge.png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].message).toBe('The file is larger than 10 MB.');
    expect(await stored()).toEqual(before);
    // Far past the limit by its declared length: refused before anything is stored.
    const declared = await upload(fileUpload('huger.png', Buffer.concat([png(4, 4), Buffer.alloc(11 * 1024 * 1024)])));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().errors[0].message).toBe('The file is larger than 10 MB.');
    expect(await stored()).toEqual(before);
    // A file of exactly the limit is fine.
    const exact = Buffer.concat([png(4, 4)]);
    const fits = await upload(
      fileUpload('fits.png', Buffer.concat([exact, Buffer.alloc(10 * 1024 * 1024 - exact.length)])),
    );
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('stores and serves an 8 MB file byte for byte (sent to S3 in parts)', async () => {
    const bytes = Buffer.concat([png(64, 48), randomBytes(8 * 1024 * 1024)]);
    const res = await upload(fileUpload('poster.png', bytes, 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ size: bytes.length, width: 64, height: 48 });
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(bytes.length));
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  // 1 MB of 2 MB: S3 has been sent nothing yet; 6 MB of 8 MB: a multipart upload is under way and must be given up.
  it.each([
    [1, 2],
    [6, 8],
  ])('leaves nothing behind when the client goes away mid-upload (after %i MB of %i MB)', async (cutMb, totalMb) => {
    const before = await stored();
    // A real socket, to cut; the app listens once for every case.
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = fileUpload('cut.png', Buffer.concat([png(4, 4), Buffer.alloc(totalMb * 1024 * 1024)]));
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t.adminToken}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(body.payload.subarray(0, cutMb * 1024 * 1024), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    // The server notices the reset and cleans up.
    let leftovers: string[] = [];
    for (let i = 0; i < 50; i++) {
      leftovers = (await stored()).filter((n) => !before.includes(n));
      if (!leftovers.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(leftovers).toEqual([]);
  });

  it('answers 400/415/401 for a missing field, broken multipart, a JSON body or no token', async () => {
    const wrongField = await upload(multipart([{ field: 'upload', filename: 'a.png', data: png(2, 2) }]));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].message).toMatch(/field named "file"/);
    const json = await t.call(t.adminToken, { method: 'POST', url: UPLOAD, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(fileUpload('a.png', png(2, 2)), null)).statusCode).toBe(401);
    // Broken multipart framing is the client's mistake, not a server error.
    for (const payload of [
      'garbage',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ]) {
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: UPLOAD,
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().errors[0].message).toMatch(/multipart body is malformed/);
    }
    const noBoundary = await t.call(t.adminToken, {
      method: 'POST',
      url: UPLOAD,
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('serves only names the server makes: traversal and unknown names are 404', async () => {
    await writeFile(join(t.config.dataDir, 'secret.txt'), 'do not serve');
    for (const url of [
      '/files/..%2Fsecret.txt',
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e%2fsecret.txt',
      '/files/../secret.txt',
      '/files/..\\secret.txt',
      '/files/secret.txt',
      `/files/${'0'.repeat(32)}.png`,
      `/files/${'a'.repeat(32)}.png%00.txt`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('do not serve');
    }
  });
});
