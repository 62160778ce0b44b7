// Issue 12 item 5: the admin served as a production site would, and JSON
// answers compressed when they are large enough. What Lighthouse's
// 'uses-text-compression' and 'uses-long-cache-ttl' audits look at, held by
// CI without a browser: the encoding served for each Accept-Encoding, Vary,
// a year's immutable caching of hashed files, revalidation of index.html,
// and the bytes of the sign-in page against its 250 kB budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../src/server/platform/plugins/compression.js';
import { FAVICON, IMMUTABLE, REVALIDATE } from '../../src/server/platform/plugins/admin-app.js';
import { PRECOMPRESS_MIN_BYTES } from '../../scripts/vite-precompress.js';
import { ensureAdminBuild } from '../e2e/support/browser.js';
import { closure, readManifest, type Manifest } from '../support/build-manifest.js';
import { decodedBody, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { dialectOf } from '../../src/server/platform/db/dialect.js';

const SIGN_IN_BUDGET = 250 * 1024;
const DIST = 'dist';
const BROWSER = 'gzip, deflate, br, zstd'; // what Chromium sends

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

for (const dialect of testDialects()) {
  describe(`compressed and cached answers (${dialect})`, () => {
    let t: TestApp;
    let manifest: Manifest;

    beforeAll(async () => {
      ensureAdminBuild();
      manifest = readManifest(DIST);
      t = await startApp(dialect);
    });
    afterAll(async () => t?.close());

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    it('serves the tab icon the pages link, so no page load asks for a missing /favicon.ico', async () => {
      const html = (await get('/maintenance/')).body;
      expect(html).toContain(`<link rel="icon" type="image/svg+xml" href="/maintenance/${FAVICON}" />`);
      const icon = await get(`/maintenance/${FAVICON}`);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(icon.headers['cache-control']).toBe(REVALIDATE);
      const conventional = await get('/favicon.ico');
      expect(conventional.statusCode).toBe(302);
      expect(conventional.headers.location).toBe(`/maintenance/${FAVICON}`);
    });

    it("sends /favicon.ico to the site's favicon chosen in General Settings while the Favicon switch is on, else the product logo", async () => {
      const setFavicon = (TPath: string | null, on: boolean) =>
        t.db.run(
          t.db.builder
            .updateTable('Tag')
            .set({ TPath, TVisible: dialectOf(t.db).bool(on) })
            .where('TId', '=', 5)
            .compile(),
        );
      const before = await t.db.first<{ TPath: string | null; TVisible: unknown }>(
        t.db.builder.selectFrom('Tag').select(['TPath', 'TVisible']).where('TId', '=', 5).compile(),
      );
      try {
        await setFavicon('/files/site-icon.png', true);
        expect((await get('/favicon.ico')).headers.location).toBe('/files/site-icon.png');
        await setFavicon('/files/site-icon.png', false);
        expect((await get('/favicon.ico')).headers.location).toBe(`/maintenance/${FAVICON}`);
      } finally {
        await t.db.run(
          t.db.builder
            .updateTable('Tag')
            .set({ TPath: before?.TPath ?? null, TVisible: before?.TVisible as never })
            .where('TId', '=', 5)
            .compile(),
        );
      }
    });

    it('sends index.html for the app and its client routes revalidated: no-cache, with an ETag and Last-Modified that answer 304', async () => {
      for (const url of ['/maintenance/', '/maintenance/login', '/maintenance/content/12']) {
        const res = await get(url, { 'accept-encoding': BROWSER });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe(REVALIDATE);
        expect(res.headers['last-modified'], url).toBeTruthy();
        expect(varies(res), url).toBe(true);
        const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode, url).toBe(304);
      }
    });

    it('sends every built text file in the encoding asked for (br, else gzip, else as is), with Vary and a year of immutable caching', async () => {
      const files = readdirSync(join(DIST, 'assets')).filter(
        (f) => /\.(js|css)$/.test(f) && statSync(join(DIST, 'assets', f)).size >= PRECOMPRESS_MIN_BYTES,
      );
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const url = `/maintenance/assets/${file}`;
        const plain = readFileSync(join(DIST, 'assets', file));
        for (const [accept, encoding] of [
          [BROWSER, 'br'],
          ['br;q=0.5, gzip', 'gzip'],
          ['gzip', 'gzip'],
          ['deflate', undefined],
          ['', undefined],
        ] as const) {
          const res = await get(url, accept ? { 'accept-encoding': accept } : {});
          const where = `${file} with Accept-Encoding "${accept}"`;
          expect(res.statusCode, where).toBe(200);
          expect(res.headers['content-encoding'], where).toBe(encoding);
          expect(res.headers['cache-control'], where).toBe(IMMUTABLE);
          expect(varies(res), where).toBe(true);
          const bytes =
            encoding === 'br'
              ? brotliDecompressSync(res.rawPayload)
              : encoding === 'gzip'
                ? gunzipSync(res.rawPayload)
                : res.rawPayload;
          expect(bytes.equals(plain), `${where}: the bytes are the file's`).toBe(true);
          if (encoding) expect(res.rawPayload.length, where).toBeLessThan(plain.length * 0.8);
        }
      }
    });

    it('answers a hashed file that no longer exists (a tab open across a deploy) with 404, not index.html', async () => {
      const res = await get('/maintenance/assets/index-gone1234.js', { 'accept-encoding': BROWSER });
      expect(res.statusCode).toBe(404);
    });

    it(`keeps the sign-in page (index.html, the entry and the sign-in screen with their imports) under ${SIGN_IN_BUDGET / 1024} kB as the browser receives it`, async () => {
      const files = closure(manifest, ['index.html', 'PublicApp.tsx']);
      let total = (await get('/maintenance/login', { 'accept-encoding': BROWSER })).rawPayload.length;
      for (const file of files) {
        const res = await get(`/maintenance/${file}`, { 'accept-encoding': BROWSER });
        expect(res.statusCode, file).toBe(200);
        total += res.rawPayload.length;
      }
      // The sign-in screen loads none of the signed-in app (react-admin, the editor, the rich-text editor).
      const admin = manifest['AdminApp.tsx'].file;
      expect([...files]).not.toContain(admin);
      expect(total).toBeLessThanOrEqual(SIGN_IN_BUDGET);
      console.log(
        `sign-in page: ${(total / 1024).toFixed(1)} kB in ${files.size + 1} files (Brotli); budget ${SIGN_IN_BUDGET / 1024} kB`,
      );
    });

    describe('JSON answers', () => {
      const LONG = 'A system message long enough to matter. '.repeat(60); // ~2.4 kB a row
      let bigId: number;

      beforeAll(async () => {
        const rows = Array.from({ length: 12 }, (_, i) => ({ SMessage: `${i} ${LONG}` }));
        const created = await t.call(t.adminToken, {
          method: 'POST',
          url: '/api/v1/db/SystemMessages/all',
          payload: rows,
        });
        expect(created.statusCode).toBe(201);
        const big = await t.call(t.adminToken, {
          method: 'POST',
          url: '/api/v1/db/SystemMessages',
          payload: { SMessage: LONG.repeat(8) },
        });
        bigId = big.json().SId;
      });

      const list = '/api/v1/db/SystemMessages?pageNumber=1&pageSize=20';

      it('compresses a list page above the threshold for a client that accepts it, keeping x-pagination, no-store and the same rows', async () => {
        const plain = await t.call(t.adminToken, { method: 'GET', url: list });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
        for (const [accept, encoding] of [
          [BROWSER, 'br'],
          ['gzip', 'gzip'],
          ['identity', undefined],
        ] as const) {
          const res = await t.call(t.adminToken, { method: 'GET', url: list, headers: { 'accept-encoding': accept } });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding'], accept).toBe(encoding);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers['x-pagination']).toBe(plain.headers['x-pagination']);
          expect(decodedBody(res)).toBe(plain.body);
          if (encoding) {
            expect(varies(res)).toBe(true);
            expect(res.rawPayload.length).toBeLessThan(plain.body.length / 4);
          }
        }
      });

      it('sends small answers as they are: a short list page and a small record', async () => {
        const tagId = (
          await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&pageSize=1' })
        ).json()[0].TId;
        for (const url of ['/api/v1/db/tag?pageNumber=1&pageSize=5', `/api/v1/db/tag/${tagId}`]) {
          const res = await t.call(t.adminToken, { method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-encoding'], url).toBeUndefined();
          expect(res.rawPayload.length, url).toBeLessThan(COMPRESS_MIN_BYTES);
        }
      });

      it('compresses the streamed unpaged list, which still decodes to every row', async () => {
        const all = '/api/v1/db/SystemMessages?fields=SId,SMessage';
        const plain = await t.call(t.adminToken, { method: 'GET', url: all });
        const res = await t.call(t.adminToken, { method: 'GET', url: all, headers: { 'accept-encoding': BROWSER } });
        expect(res.headers['content-encoding']).toBe('br');
        expect(JSON.parse(decodedBody(res))).toEqual(JSON.parse(plain.body));
        expect(JSON.parse(plain.body).length).toBe(13);
      });

      it('makes the ETag weak when the server encodes the record, and takes that weak ETag in If-None-Match and If-Match', async () => {
        const url = `/api/v1/db/SystemMessages/${bigId}`;
        const plain = await t.call(t.adminToken, { method: 'GET', url });
        const strong = String(plain.headers.etag);
        expect(strong).toMatch(/^"/);
        const res = await t.call(t.adminToken, { method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.etag).toBe(`W/${strong}`);
        expect(decodedBody(res)).toBe(plain.body);
        for (const tag of [strong, `W/${strong}`]) {
          const again = await t.call(t.adminToken, {
            method: 'GET',
            url,
            headers: { 'accept-encoding': BROWSER, 'if-none-match': tag },
          });
          expect(again.statusCode, tag).toBe(304);
        }
        const changed = await t.call(t.adminToken, {
          method: 'PATCH',
          url,
          headers: { 'if-match': `W/${strong}` },
          payload: { SType: 'warning' },
        });
        expect(changed.statusCode).toBe(200);
        const stale = await t.call(t.adminToken, {
          method: 'PATCH',
          url,
          headers: { 'if-match': `W/${strong}` },
          payload: { SType: 'info' },
        });
        expect(stale.statusCode).toBe(412);
      });
    });
  });
}
