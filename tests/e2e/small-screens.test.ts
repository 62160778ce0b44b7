// Issue 41 item 2, in Chromium against the product and its demo seed: the page editor's preview panel never covers
// the form (the URL field and the upload buttons stay visible and clear of it at 1440, 1280 and 1024 px wide).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { e2eSuite } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function editorOf(pageUrl: string): Promise<string> {
  const res = await api(suite.e2e.server.baseUrl, suite.token, 'GET', `content?filters=${encodeURIComponent(`CSeoUrl==${pageUrl}`)}&fields=CId`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return `${suite.e2e.adminUrl}/edit?cId=${(res.body as { CId: number }[])[0].CId}`;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolled into view, inside the viewport, clear of `cover`'s box, and what is at its centre is itself (nothing over it). */
async function expectClear(page: Page, element: Locator, cover: Locator, what: string) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const coverBox = (await cover.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box.x >= 0 && box.x + box.width <= viewport.width, `${what} inside the viewport's width: ${JSON.stringify(box)}`).toBe(true);
  expect(overlaps(box, coverBox), `${what} ${JSON.stringify(box)} clear of the preview ${JSON.stringify(coverBox)}`).toBe(false);
  const onTop = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (el === top || el.contains(top));
  });
  expect(onTop, `${what} is not covered`).toBe(true);
}

describe('the editor beside its preview', () => {
  it(
    'keeps the URL field and the upload buttons visible and clear of the preview at 1440, 1280 and 1024 px wide',
    async () => {
      const page = await suite.signedInPage();
      // A page of the demo with a short URL, and a blog post with a long one (whose form grew under the preview).
      for (const pageUrl of ['/about-us', '/blog/what-is-a-building-condition-assessment-and-when-do-you-need-one'])
        for (const width of [1440, 1280, 1024]) {
          const url = await editorOf(pageUrl);
          await page.setViewportSize({ width, height: 900 });
          await page.goto(url);
          await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
          const toggle = page.getByRole('button', { name: 'Preview', exact: true });
          if (await toggle.isVisible()) await toggle.click();
          const preview = page.locator('section[aria-labelledby="preview-title"]');
          await page.locator('iframe[title^="Preview of"]').waitFor();
          await expectClear(page, page.getByLabel('URL', { exact: true }), preview, `URL field of ${pageUrl} at ${width}`);
          const uploads = page.getByRole('button', { name: 'Upload', exact: true });
          expect(await uploads.count()).toBeGreaterThanOrEqual(2);
          for (let i = 0; i < (await uploads.count()); i++) await expectClear(page, uploads.nth(i), preview, `upload button ${i + 1} of ${pageUrl} at ${width}`);
        }
      await page.close();
    },
    5 * MINUTE,
  );
});
