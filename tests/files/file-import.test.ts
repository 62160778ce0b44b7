// POST /api/v1/mc/download {url, filename} (issue 14 item 6): a remote file
// imported into the media library through the SSRF guard. A real HTTP server
// on loopback plays the remote site; the app allows exactly its address
// (FETCH_ALLOW=127.0.0.1), so every other private address stays refused.
// Both databases, both storage drivers.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import type { TestApp } from '../support/app.js';
import { startAppOnStorage, STORAGE_CASES } from '../support/app-on-storage.js';
import { encoded, PDF, pngHeader, SVG } from '../support/upload-fixtures.js';

const DOWNLOAD = '/api/v1/mc/download';

describe.each(STORAGE_CASES)('importing a file from a URL (%s, %s storage)', (dialect, driver) => {
  let t: TestApp;
  let remote: Server;
  let origin: string;
  let photo: Buffer;
  const storedKeys = async () => (await openStorage(t.config).list('files/')).sort();
  const importFile = (payload: Record<string, unknown>, token: string | undefined = t.adminToken) =>
    t.call(token, { method: 'POST', url: DOWNLOAD, payload });

  beforeAll(async () => {
    photo = await encoded('jpeg', 120, 80);
    const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
      '/photos/Harbor%20view.jpg': (res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
      '/minutes.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF),
      '/fake.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PDF),
      '/logo.svg': (res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG),
      '/bomb.png': (res) => res.writeHead(200).end(pngHeader(50_000, 50_000)),
      '/cut.jpg': (res) => res.writeHead(200).end(photo.subarray(0, Math.floor(photo.length / 2))),
      '/huge.bin': (res) => res.writeHead(200).end(Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)])),
      '/moved': (res) => res.writeHead(302, { location: '/photos/Harbor%20view.jpg' }).end(),
      '/to-metadata': (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    };
    remote = createServer((req, res) =>
      (routes[(req.url ?? '').split('?')[0]] ?? ((r) => r.writeHead(404).end('no such file')))(res),
    );
    await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(remote.address() as { port: number }).port}`;
    t = await startAppOnStorage(dialect, driver, { fetchAllow: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => remote?.close(r));
  });

  it('stores the file, makes its library record and audits where it came from', async () => {
    const res = await importFile({ url: `${origin}/photos/Harbor%20view.jpg?token=secret` });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      originalName: 'Harbor view.jpg',
      type: 'image/jpeg',
      size: photo.length,
      width: 120,
      height: 80,
    });
    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.rawPayload.equals(photo)).toBe(true);
    const record = (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/media/${body.id}` })).json();
    expect(record).toMatchObject({ title: 'Harbor view', url: body.url, kind: 'image', uploadedBy: 'admin' });
    const audit = await t.db.all<{ Message: string }>(
      sqlOf(`SELECT "Message" FROM "AuditLog" WHERE "Type" = 'File' AND "Message" LIKE 'Imported%'`),
    );
    expect(audit.map((a) => a.Message)).toContain(
      `Imported "Harbor view.jpg" from ${origin}/photos/Harbor%20view.jpg as ${body.url} (image/jpeg, ${photo.length} bytes)`,
    );
    expect(audit.some((a) => a.Message.includes('secret'))).toBe(false);
  });

  it('keeps the given file name, follows a redirect, and takes a PDF as a document', async () => {
    const moved = await importFile({ url: `${origin}/moved`, filename: 'Quay at dusk.jpg' });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({ originalName: 'Quay at dusk.jpg', type: 'image/jpeg' });
    const pdf = await importFile({ url: `${origin}/minutes.pdf` });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ originalName: 'minutes.pdf', type: 'application/pdf' });
  });

  it('imports into a media folder, and stores nothing when the folder does not exist', async () => {
    const folder = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/media-folders',
      payload: { name: 'Imported' },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    const into = await importFile({ url: `${origin}/minutes.pdf`, folderId: folder.json().id });
    expect(into.statusCode, into.body).toBe(201);
    const record = (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/media/${into.json().id}` })).json();
    expect(record.folderId).toBe(folder.json().id);
    const before = await storedKeys();
    const nowhere = await importFile({ url: `${origin}/minutes.pdf`, folderId: 999_999 });
    expect(nowhere.statusCode).toBe(404);
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses private addresses, redirects to them and other schemes with 400 on the url, fetching nothing', async () => {
    const before = await storedKeys();
    for (const [url, why] of [
      ['http://169.254.169.254/latest/meta-data/', /private, loopback or reserved/],
      ['http://10.0.0.7/file.png', /private, loopback or reserved/],
      [`http://[::1]:${new URL(origin).port}/minutes.pdf`, /private, loopback or reserved/],
      [`${origin}/to-metadata`, /private, loopback or reserved/],
      ['file:///etc/passwd', /scheme file:/],
      ['not a url', /not a valid URL/],
    ] as const) {
      const res = await importFile({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({ field: 'url', message: expect.stringMatching(why) });
    }
    expect(await storedKeys()).toEqual(before);
  });

  it('applies the upload checks to the bytes and leaves nothing behind', async () => {
    const before = await storedKeys();
    const cases: [string, number, RegExp][] = [
      ['/logo.svg', 415, /SVG/],
      ['/fake.png', 415, /named "fake.png" \(a PNG image\) but its bytes are a PDF document/],
      ['/bomb.png', 422, /50,000 × 50,000 pixels/],
      ['/cut.jpg', 422, /damaged or cut short/],
      ['/huge.bin', 413, /^The file is larger than 10 MB\.$/],
      ['/nothing-here.png', 502, /answered 404/],
    ];
    for (const [path, status, message] of cases) {
      const res = await importFile({ url: `${origin}${path}` });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
      expect(res.json().errors[0].message, path).toMatch(message);
    }
    expect(await storedKeys()).toEqual(before);
  });

  it('checks the body (422 naming the field) and who may call it', async () => {
    const missing = await importFile({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('url');
    expect((await importFile({ url: `${origin}/minutes.pdf`, extra: 1 })).statusCode).toBe(422);
    expect(
      (await t.call(undefined, { method: 'POST', url: DOWNLOAD, payload: { url: `${origin}/minutes.pdf` } }))
        .statusCode,
    ).toBe(401);
  });
});
