// A site past the protocol's 50,000 URLs per sitemap file: /regen writes
// sitemap-1.xml, sitemap-2.xml … and makes sitemap.xml their index, each valid
// against its sitemaps.org 0.9 schema and served publicly; when the site
// shrinks back, sitemap.xml is one file again and the parts are removed.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const BULK = 50_001;

async function valid(xml: string, xsd: string) {
  const result = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [{ fileName: xsd, contents: await readFile(join(FIXTURES, xsd), 'utf8') }],
    maxMemoryPages: 4096 /* 256 MiB: a 50,000-URL file outgrows the 32 MiB default */,
  });
  return result.errors.slice(0, 3);
}

describe.each(testDialects())('sitemap index (%s)', (dialect) => {
  let t: TestApp;
  const regen = async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const publicFiles = async () => (await readdir(join(t.config.dataDir, 'public'))).sort();

  beforeAll(async () => {
    t = await startApp(dialect);
    // 50,001 live web pages in one statement (the API would take minutes for this many).
    const rows =
      t.db.dialect === 'sqlite'
        ? `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK})
           INSERT INTO "Content" ("CtId", "CTitle", "CSeoUrl", "CDeleted") SELECT 1, 'Bulk ' || i, '/bulk/' || i, 0 FROM n`
        : `INSERT INTO "Content" ("CtId", "CTitle", "CSeoUrl", "CDeleted") SELECT 1, 'Bulk ' || i, '/bulk/' || i, false FROM generate_series(1, ${BULK}) AS i`;
    await t.db.run(sqlOf(rows));
  }, 120_000);
  afterAll(async () => t?.close());

  it('cuts the URLs into files of at most 50,000 behind an index, all valid and served', async () => {
    const result = await regen();
    const total = BULK + 1; // and the home page of the fixed records (their 404 page is never listed)
    expect(result).toEqual({
      success: true,
      urls: total,
      sitemap: '/sitemap.xml',
      sitemaps: ['/sitemap-1.xml', '/sitemap-2.xml'],
      robots: '/robots.txt',
    });
    expect(await publicFiles()).toEqual(['robots.txt', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);

    const base = 'https://www.example.com'; // the public URL the fixed records save in Site Setup (sitemap.test.ts covers PUBLIC_URL's fallback)
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await valid(index, 'siteindex-0.9.xsd')).toEqual([]);
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${base}/sitemap-1.xml`,
      `${base}/sitemap-2.xml`,
    ]);

    const counts: number[] = [];
    const locs = new Set<string>();
    for (const n of [1, 2]) {
      const res = await t.app.inject({ method: 'GET', url: `/sitemap-${n}.xml` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(await valid(res.body, 'sitemap-0.9.xsd')).toEqual([]);
      const found = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      counts.push(found.length);
      for (const loc of found) locs.add(loc);
    }
    expect(counts).toEqual([50_000, total - 50_000]);
    expect(locs.size).toBe(total); // every URL once, none lost at the cut
    expect(locs.has(`${base}/bulk/${BULK}`)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/sitemap-3.xml' })).statusCode).toBe(404);
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  }, 120_000);

  it('goes back to one sitemap.xml and removes the parts when the site shrinks', async () => {
    await t.db.run(
      sqlOf(
        `UPDATE "Content" SET "CDeleted" = ${t.db.dialect === 'sqlite' ? 1 : 'true'} WHERE "CSeoUrl" LIKE '/bulk/%'`,
      ),
    );
    const result = await regen();
    expect(result).toEqual({
      success: true,
      urls: 1,
      sitemap: '/sitemap.xml',
      sitemaps: ['/sitemap.xml'],
      robots: '/robots.txt',
    }); // the home page alone: the 404 page is never listed
    expect(await publicFiles()).toEqual(['robots.txt', 'sitemap.xml']);
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain('<urlset');
    expect(await valid(xml, 'sitemap-0.9.xsd')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  }, 60_000);
});
