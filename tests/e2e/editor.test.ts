// End to end in Chromium against the real product (issue 5): a page created
// through /edit/add, blocks added, reordered by keyboard drag and given an
// uploaded image, published and found again after a reload; the three rename
// options; the redirect a URL change makes; two editors on one page (the
// second is told, keeps their edits and carries them onto the latest page);
// restoring an older version; axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible, signIn, startE2E, type E2E } from './support/browser.js';
import { watchedContext } from './support/trouble.js';
import { keyboardDrag } from './support/keyboard-drag.js';

const MINUTE = 60_000;
let e2e: E2E;
let context: BrowserContext;
let pageUrl = '';

// A 2×2 PNG: the server decides the type from these bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  e2e = await startE2E();
  context = await watchedContext(e2e.browser, { bypassCSP: true });
}, 5 * MINUTE);
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

async function signedIn(): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, e2e.adminUrl);
  await page.waitForURL(new RegExp(`^${e2e.adminUrl}/?$`));
  return page;
}

// The cards only: an open card's rich-text toolbar has list items of its own.
const blockNames = (page: Page) =>
  page.locator('ol[aria-label="Blocks"] > li').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Published.').waitFor();
}

async function openEditor(page: Page) {
  await page.goto(pageUrl);
  await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
}

describe('the page editor', () => {
  it(
    'creates a page under a tag, adds, reorders and fills blocks with an uploaded image, and finds it all after a reload',
    async () => {
      const page = await signedIn();
      await page.goto(`${e2e.adminUrl}/edit/add?tag=201`);
      await page.getByLabel('Title').fill('E2E Garden Notes');
      await expectAccessible(page, 'Add Content');
      await page.getByRole('button', { name: 'Create and edit' }).click();
      await page.waitForURL(/\/edit\?cId=\d+$/);
      pageUrl = page.url();
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
        .toBe('/blog/e2e-garden-notes');

      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByLabel('Headline').last().fill('Block A');
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByLabel('Headline').last().fill('Block B');
      // the image goes into block B
      const blockB = page.getByRole('listitem', { name: 'Block 2: Block B' });
      await blockB.getByLabel('Upload photo').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: PNG });
      await expect
        .poll(() => blockB.getByLabel('Photo', { exact: true }).inputValue(), { timeout: 15_000 })
        .toMatch(/^\/files\//);
      await blockB.getByLabel('Photo alt text').fill('A green leaf');
      // keyboard drag with dnd-kit: Space picks up, ArrowUp moves, Space drops
      await keyboardDrag(page, page.getByRole('button', { name: 'Drag to reorder block 2' }), [
        { key: 'ArrowUp', announced: 'Block 2 is over position 1 of 2.' },
      ]);
      await expect.poll(() => blockNames(page)).toEqual(['Block 1: Block B', 'Block 2: Block A']);
      await expectAccessible(page, 'editor');
      await publish(page);

      await page.reload();
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await expect.poll(() => blockNames(page)).toEqual(['Block 1: Block B', 'Block 2: Block A']);
      await page.getByRole('button', { name: 'Edit block 1' }).click();
      const first = page.getByRole('listitem', { name: 'Block 1: Block B' });
      await expect.poll(() => first.getByLabel('Photo', { exact: true }).inputValue()).toMatch(/^\/files\//);
      await expect.poll(() => first.getByLabel('Photo alt text').inputValue()).toBe('A green leaf');
      const photo = await first.getByLabel('Photo', { exact: true }).inputValue();
      const served = await fetch(`${e2e.server.baseUrl}${photo}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'renames with each of the three options; a URL change creates a redirect',
    async () => {
      const page = await signedIn();
      await openEditor(page);
      const title = page.getByLabel('Title', { exact: false }).first();
      const rename = async (text: string, option: string) => {
        await title.fill(text);
        await title.press('Enter');
        await page.getByRole('dialog', { name: 'Rename this page?' }).getByRole('button', { name: option }).click();
      };

      await rename('Garden Journal', "Don't change anything");
      await expect.poll(() => title.inputValue()).toBe('E2E Garden Notes');

      await rename('Garden Journal', 'Change page name only');
      await expect.poll(() => page.getByLabel('SEO title').inputValue()).toBe('E2E Garden Notes');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
        .toBe('/blog/e2e-garden-notes');
      await publish(page);

      await rename('Garden Diary', 'Change title and URL');
      await expect.poll(() => page.getByLabel('SEO title').inputValue()).toBe('Garden Diary');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
        .toBe('/blog/garden-diary');
      await publish(page);
      await page.getByText('a redirect was created: /blog/e2e-garden-notes → /blog/garden-diary').waitFor();
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'tells the second of two editors that the page changed, keeps their edits, and carries them onto the latest page',
    async () => {
      const one = await signedIn();
      const two = await context.newPage();
      await openEditor(one);
      await openEditor(two);
      await one.getByLabel('Meta description').fill('Written by the first editor');
      await one.getByLabel('SEO title').fill('Garden Diary, first editor');
      await publish(one);

      await two.getByLabel('Meta description').fill('Written by the second editor');
      await two.getByRole('button', { name: 'Publish', exact: true }).click();
      const alert = two.getByRole('alert');
      await alert.waitFor();
      await expect.poll(() => alert.textContent()).toMatch(/This page was changed by .* since you opened it/);
      await expect.poll(() => alert.textContent()).toContain('your changes are still here');
      expect(await two.getByLabel('Meta description').inputValue()).toBe('Written by the second editor');
      await expectAccessible(two, 'editor with a conflict');

      // The second editor's change goes onto the first one's page: the clash is named, nothing else is lost.
      await two.getByRole('button', { name: 'Apply my changes to the latest version' }).click();
      const merged = two.getByRole('status').filter({ hasText: 'Your changes now sit on the latest version' });
      await merged.waitFor();
      await expect
        .poll(() => merged.textContent())
        .toContain('Meta description: changed by both of you; yours is kept.');
      await expect.poll(() => two.getByLabel('SEO title').inputValue()).toBe('Garden Diary, first editor');
      expect(await two.getByLabel('Meta description').inputValue()).toBe('Written by the second editor');
      await expectAccessible(two, 'editor after carrying the edits over');
      await publish(two);
      await openEditor(one);
      await expect.poll(() => one.getByLabel('Meta description').inputValue()).toBe('Written by the second editor');
      expect(await one.getByLabel('SEO title').inputValue()).toBe('Garden Diary, first editor');
      await one.close();
      await two.close();
    },
    2 * MINUTE,
  );

  it(
    'restores an older version',
    async () => {
      const page = await signedIn();
      await openEditor(page);
      const versions = page.getByRole('list', { name: 'Versions' });
      await versions.getByRole('listitem').first().waitFor();
      // the oldest version is the page as created: title 'E2E Garden Notes'
      await versions.getByRole('listitem').last().getByRole('button', { name: 'Restore' }).click();
      await page.getByRole('button', { name: 'Yes, continue' }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
        .toBe('/blog/e2e-garden-notes');
      await page.reload();
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
        .toBe('/blog/e2e-garden-notes');
      await expect.poll(() => blockNames(page)).toEqual([]);
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'asks before leaving unsaved changes, by a link and by the history buttons, and stays when told to',
    async () => {
      const page = await signedIn();
      await openEditor(page);
      // In-app history: editor → Summary → back to the editor (no changes yet, nothing asked).
      await page.getByRole('link', { name: 'Summary', exact: true }).click();
      await page.waitForURL(/\/edit\/summary\?cId=/);
      await page.goBack();
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      expect(page.url()).toBe(pageUrl);

      await page.getByLabel('Meta description').fill('Not saved yet');
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await page.goForward(); // the browser's own history button, within the app
      await dialog.waitFor();
      await expectAccessible(page, 'leave guard');
      await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(pageUrl);
      expect(await page.getByLabel('Meta description').inputValue()).toBe('Not saved yet');

      await page.getByRole('link', { name: 'Summary', exact: true }).click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Leave and lose the changes' }).click();
      await page.waitForURL(/\/edit\/summary\?cId=/);
      await page.close();
    },
    2 * MINUTE,
  );
});
