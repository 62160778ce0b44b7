// The demo site shows real images (issue 14 item 7): every image URL in the
// seeded content answers 200 with an image, each one is a media record, and
// none points at the old /uploads/ paths that never existed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { storeDemoImages } from '../../src/server/seed/demo-media.js';
import { openStorage } from '../../src/server/platform/storage/open-storage.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

/** Every table whose rows carry seeded text that may name an image. */
const TABLES = ['Content', 'ContentBlock', 'ContentVersion', 'MiscData', 'News', 'EventItem'];

describe.each(testDialects())('demo images (%s)', (dialect) => {
  let t: TestApp;
  let seededText = '';
  beforeAll(async () => {
    t = await startApp(dialect, { seedDemo: true });
    for (const table of TABLES) {
      const rows = await t.db.all(sqlOf(`SELECT * FROM "${table}"`));
      seededText += JSON.stringify(rows);
    }
  });
  afterAll(async () => {
    await t?.close();
  });
  const fileUrls = () => [...new Set(seededText.match(/\/files\/[0-9a-f]{32}\.[a-z]+/g) ?? [])].sort();

  it('points at no /uploads/ path', () => {
    expect(seededText.length).toBeGreaterThan(10_000);
    expect(seededText).not.toMatch(/\/uploads\//);
  });

  it('serves every image URL of the seeded content as a PNG of the recorded size', async () => {
    const urls = fileUrls();
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      const res = await t.call(undefined, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const record = await t.db.first<{ CHeadContent: unknown }>(
        t.db.builder
          .selectFrom('Content')
          .select('CHeadContent')
          .where('CIntroPhoto', '=', url)
          .where('CtId', '=', 20)
          .compile(),
      );
      expect(record, `${url} is a media record`).toBeDefined();
      const head = (
        typeof record!.CHeadContent === 'string' ? JSON.parse(record!.CHeadContent) : record!.CHeadContent
      ) as Record<string, unknown>;
      expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([head.dWidth, head.dHeigth]);
      expect(head.size).toBe(res.rawPayload.length);
    }
  });

  it('writes a missing demo file again at the next start, and leaves the present ones alone', async () => {
    const storage = openStorage(t.config);
    const [first] = fileUrls();
    await storage.delete(`files${first.slice('/files'.length)}`);
    expect((await t.call(undefined, { method: 'GET', url: first })).statusCode).toBe(404);
    expect(await storeDemoImages(t.db, storage)).toBe(1);
    expect((await t.call(undefined, { method: 'GET', url: first })).statusCode).toBe(200);
    expect(await storeDemoImages(t.db, storage)).toBe(0);
  });
});
