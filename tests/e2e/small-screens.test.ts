// Issue 41 item 2, in Chromium against the product and its demo seed: the page editor's preview panel never covers
// the form (the URL field and the upload buttons stay visible and clear of it at 1440, 1280 and 1024 px wide); at a
// phone's and a tablet's size every screen fits with no sideways page scroll, the sidebar is a drawer behind a menu
// button, the editor's Save draft and Publish are reached by scrolling down only, and axe finds nothing serious.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { e2eSuite, expectAccessible, settleAnimations } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function editorOf(pageUrl: string): Promise<string> {
  const res = await api(
    suite.e2e.server.baseUrl,
    suite.token,
    'GET',
    `content?filters=${encodeURIComponent(`CSeoUrl==${pageUrl}`)}&fields=CId`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return `${suite.e2e.adminUrl}/edit?cId=${(res.body as { CId: number }[])[0].CId}`;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolled into view, inside the viewport, clear of `cover`'s box, and what is at its centre is itself (nothing over it). */
async function expectClear(page: Page, element: Locator, cover: Locator, what: string) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const coverBox = (await cover.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(
    box.x >= 0 && box.x + box.width <= viewport.width,
    `${what} inside the viewport's width: ${JSON.stringify(box)}`,
  ).toBe(true);
  expect(
    overlaps(box, coverBox),
    `${what} ${JSON.stringify(box)} clear of the preview ${JSON.stringify(coverBox)}`,
  ).toBe(false);
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
          await expectClear(
            page,
            page.getByLabel('URL', { exact: true }),
            preview,
            `URL field of ${pageUrl} at ${width}`,
          );
          const uploads = page.getByRole('button', { name: 'Upload', exact: true });
          expect(await uploads.count()).toBeGreaterThanOrEqual(2);
          for (let i = 0; i < (await uploads.count()); i++)
            await expectClear(page, uploads.nth(i), preview, `upload button ${i + 1} of ${pageUrl} at ${width}`);
        }
      await page.close();
    },
    5 * MINUTE,
  );
});

/** No sideways scroll of the page itself: what is wider (a table) scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(
    sizes.scroll,
    `${what}: the page is ${sizes.scroll} px wide in a ${sizes.inner} px window`,
  ).toBeLessThanOrEqual(sizes.inner);
}

/** Below md the sidebar is a closed drawer: no navigation beside the content; the menu button opens it. */
async function expectDrawerSidebar(page: Page, what: string) {
  const nav = page.getByRole('navigation', { name: 'Sidebar' });
  await expect.poll(() => nav.count(), { message: `${what}: the sidebar is closed` }).toBe(0);
  const menu = page.getByRole('button', { name: 'Open the menu' });
  await menu.click();
  await nav.waitFor();
  // Polled: the drawer may still be sliding in when it is first seen (it starts left of the window).
  const fits = async () => {
    const box = await nav.boundingBox();
    return !!box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;
  };
  await expect.poll(fits, { message: `${what}: the open drawer fits` }).toBe(true);
  // The Data group's label sits beside its icon, not over it.
  const data = nav.getByRole('button', { name: 'Data' });
  const [icon, label] = [
    await data.locator('svg').first().boundingBox(),
    await data.getByText('Data', { exact: true }).boundingBox(),
  ];
  expect(icon!.x + icon!.width <= label!.x, `${what}: 'Data' clear of its icon`).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => nav.count()).toBe(0);
}

const SIZES = [
  { name: 'phone', width: 360, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
];

describe('small screens', () => {
  for (const size of SIZES) {
    it(
      `at ${size.width} × ${size.height} (${size.name}) the dashboard, a list, the editor and a settings screen fit, with the sidebar a drawer and axe clean`,
      async () => {
        const page = await suite.signedInPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        const editor = await editorOf('/blog/what-is-a-building-condition-assessment-and-when-do-you-need-one');
        const screens: { name: string; url: string; ready: (page: Page) => Promise<unknown> }[] = [
          {
            name: 'the dashboard',
            url: `${suite.e2e.adminUrl}/`,
            ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
          },
          {
            name: 'the Redirect list',
            url: `${suite.e2e.adminUrl}/Redirect`,
            ready: (p) => p.locator('table').first().waitFor(),
          },
          {
            name: 'the editor',
            url: editor,
            ready: (p) => p.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' }),
          },
          {
            name: 'General settings',
            url: `${suite.e2e.adminUrl}/general-settings`,
            ready: (p) => p.getByRole('button', { name: /^Save/ }).first().waitFor(),
          },
        ];
        for (const screen of screens) {
          const what = `${screen.name} at ${size.width} px`;
          await page.goto(screen.url);
          await screen.ready(page);
          await settleAnimations(page);
          await expectNoSidewaysScroll(page, what);
          await expectDrawerSidebar(page, what);
          if (screen.name === 'the editor') {
            for (const name of ['Save draft', 'Publish']) {
              const button = page.getByRole('button', { name, exact: true });
              await button.scrollIntoViewIfNeeded();
              const box = (await button.boundingBox())!;
              expect(box.x >= 0 && box.x + box.width <= size.width, `${what}: ${name} within the width`).toBe(true);
              await expect.poll(() => page.evaluate(() => window.scrollX)).toBe(0);
            }
            await page.getByText(/^(Unsaved changes|All changes saved)$/).scrollIntoViewIfNeeded();
            const status = (await page.getByText(/^(Unsaved changes|All changes saved)$/).boundingBox())!;
            expect(status.x + status.width <= size.width, `${what}: the save status within the width`).toBe(true);
          }
          await expectAccessible(page, what);
        }
        await page.close();
      },
      6 * MINUTE,
    );
  }
});
