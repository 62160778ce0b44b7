// Files and generated site files in shared storage (issue 10 item 4): two
// instances on one PostgreSQL database and one S3-compatible bucket (s3rver
// on loopback) serve each other's uploads and sitemap, and regenerations on
// both at once are serialised by the database, so the index never lists a
// part the other removed. SQLite: the same with the local directory, one
// process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.js';
import { regenerateSitemap } from '../../src/server/site/sitemap/sitemap-files.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import { readText, type Storage } from '../../src/server/platform/storage/storage.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startS3, type TestS3 } from '../support/s3.js';
import { png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';

/** The sitemap as stored is whole: an index lists exactly the parts there are, a single file has none beside it. */
async function consistent(storage: Storage): Promise<{ parts: number }> {
  const xml = (await readText(storage, 'public/sitemap.xml'))!;
  const stored = (await storage.list('public/sitemap-')).map((k) => k.slice('public/'.length)).sort();
  if (!xml.includes('<sitemapindex')) {
    expect(stored).toEqual([]);
    return { parts: 0 };
  }
  const listed = [...xml.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]).sort();
  expect(stored).toEqual(listed);
  for (const part of listed) expect(await readText(storage, `public/${part}`)).toContain('<urlset');
  return { parts: listed.length };
}

describe.each(testDialects())('shared storage (%s)', (dialect) => {
  let s3: TestS3 | undefined;
  let a: TestApp;
  let b: BuiltApp | undefined;
  let storage: Storage;
  beforeAll(async () => {
    s3 = dialect === 'postgres' ? await startS3() : undefined;
    a = await startApp(dialect, s3 ? { storage: s3.storage } : {});
    // A second instance: its own process state, the same database and bucket.
    if (dialect === 'postgres') b = await buildApp(a.config);
    storage = openStorage(a.config);
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
    await s3?.stop();
  });
  const other = () => b?.app ?? a.app;

  it('a file uploaded through one instance is served by the other', async () => {
    const bytes = png(12, 9);
    const { payload, headers } = fileUpload('logo.png', bytes, 'image/png');
    const res = await a.call(a.adminToken, { method: 'POST', url: '/api/v1/mc/file', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    const served = await other().inject({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(
      (await other().inject({ method: 'GET', url: '/files/0123456789abcdef0123456789abcdef.png' })).statusCode,
    ).toBe(404);
  });

  it('the sitemap regenerated through one instance is what the other serves', async () => {
    const regen = await a.call(a.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    expect(regen.statusCode).toBe(200);
    const stored = await readText(storage, 'public/sitemap.xml');
    const served = await other().inject({ method: 'GET', url: '/sitemap.xml' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(stored);
    expect((await other().inject({ method: 'GET', url: '/robots.txt' })).body).toBe(
      await readText(storage, 'public/robots.txt'),
    );
  });

  it('regenerations at once on both instances are serialised: the index always lists exactly the parts stored', async () => {
    const dbA = a.db;
    const dbB = b?.db ?? a.db;
    const url = a.config.publicUrl;
    for (let round = 0; round < 6; round++) {
      // One writes a part per page (an index), the other one file: unserialised, one removes the other's parts.
      await Promise.all([
        regenerateSitemap(dbA, storage, url, { urls: 1, bytes: 52_428_800 }),
        regenerateSitemap(dbB, storage, url),
      ]);
      await consistent(storage);
      await Promise.all([
        regenerateSitemap(dbB, storage, url),
        regenerateSitemap(dbA, storage, url, { urls: 1, bytes: 52_428_800 }),
      ]);
      await consistent(storage);
    }
  });
});
