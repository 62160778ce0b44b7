// Header, footer and e-mail templates (issue 5 item 5) end to end in
// Chromium against the real product and its demo seed: the dashboard's
// 'Footer' tool opens the footer (named content 7) in the page editor, whose
// copy is edited as HTML source; a changed phone number is published and
// found after a reload with the footer's classes and tel: link intact. The
// 'E-mail Templates' tool lists type 52; the Default_Email layout (50) gets a
// word changed inside its tables, and the stored copy keeps its table
// structure. axe-core on each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { replaceCode, shownCode } from './support/code-editor.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const signedInPage = (path?: string) => suite.signedInPage(path);

/** The dashboard's tool `name` in section `section`. */
async function openTool(page: Page, section: string, name: string) {
  const tools = page.getByRole('region', { name: 'Tools' });
  await tools.getByRole('button', { name: section, exact: true }).click();
  await tools.getByRole('link', { name, exact: true }).click();
}

/** Opens block 1 of the page on screen and returns its HTML source field (the code editor's textbox). */
async function sourceOfFirstBlock(page: Page) {
  await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Edit block 1' }).click();
  const source = page.getByRole('listitem').first().getByRole('textbox', { name: 'Copy (HTML source)' });
  await source.waitFor();
  return source;
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Published.').waitFor();
}

/** The stored copy of a page's first block, read through the generic interface. */
async function storedCopy(cId: number): Promise<string> {
  const res = await api(
    suite.e2e.server.baseUrl,
    suite.token,
    'GET',
    `contentblock?filters=${encodeURIComponent(`CId==${cId}`)}&orderBy=${encodeURIComponent('CbSortOrder asc')}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { CbCopy: string }[])[0].CbCopy;
}

describe('header, footer and e-mail templates', () => {
  it(
    'opens the footer from the dashboard, changes its phone number in the HTML source, and keeps the markup after publishing',
    async () => {
      const page = await signedInPage();
      await openTool(page, 'Design & Code', 'Footer');
      await page.waitForURL(/\/edit\?cId=7$/);
      const source = await sourceOfFirstBlock(page);
      const before = await storedCopy(7);
      await expect.poll(() => shownCode(source)).toContain('<div class="footer-contact">');
      expect(await shownCode(source)).toContain('<a href="tel:+14105550142">(410) 555-0142</a>');
      expect(await page.locator('.ProseMirror').count()).toBe(0); // the rich box never mounts for a template
      await replaceCode(source, before.replace('(410) 555-0142', '(410) 555-0177'));
      const preview = page.getByTestId('html-preview').first();
      await expect.poll(() => preview.locator('a[href="tel:+14105550142"]').textContent()).toBe('(410) 555-0177');
      await expectAccessible(page, 'footer editor with its HTML source');
      await publish(page);

      await page.reload();
      const again = await sourceOfFirstBlock(page);
      await expect.poll(() => shownCode(again)).toContain('(410) 555-0177');
      const after = await shownCode(again);
      expect(after).toContain('<div class="footer-contact">');
      expect(after).toContain('<a href="tel:+14105550142">(410) 555-0177</a>');
      expect(after).toContain('<p class="footer-legal">');
      const stored = await storedCopy(7);
      expect(stored).toContain('<a href="tel:+14105550142">(410) 555-0177</a>');
      expect(stored).toContain('class="footer-contact"');
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'lists the e-mail templates, changes a word inside the Default Email layout, and the stored copy keeps its tables',
    async () => {
      const page = await signedInPage();
      await openTool(page, 'Design & Code', 'E-mail Templates');
      await page.waitForURL(/\/edit\/select\?ctId=52$/);
      await page.getByRole('heading', { level: 1, name: 'Email Template' }).waitFor();
      await page.getByRole('row').filter({ hasText: 'Forgot Password' }).waitFor();
      await expectAccessible(page, 'e-mail templates list');
      await page.getByRole('link', { name: 'Edit Default Email' }).click();
      await page.waitForURL(/\/edit\?cId=50$/);

      const source = await sourceOfFirstBlock(page);
      // The layout is longer than the editor shows, so its code is read as stored; the editor shows its start.
      const before = await storedCopy(50);
      expect(before).toContain('You are receiving this e-mail');
      await expect.poll(() => shownCode(source)).toContain('<html lang="en">');
      await replaceCode(source, before.replace('You are receiving this e-mail', 'You are getting this e-mail'));
      await expect
        .poll(() => page.getByTestId('html-preview').first().locator('table td').last().textContent())
        .toContain('You are getting this e-mail');
      await expectAccessible(page, 'e-mail layout editor');
      await publish(page);

      const stored = await storedCopy(50);
      expect(stored).toContain('You are getting this e-mail');
      expect(stored).not.toContain('You are receiving this e-mail');
      expect(stored.match(/<table role="presentation"/g)).toHaveLength(2);
      expect(stored.match(/<tr>/g)?.length).toBe(before.match(/<tr>/g)?.length);
      expect(stored).toMatch(/<td[^>]*>\s*\{\{body\}\}\s*<\/td>/);
      expect(stored).toContain('<html lang="en">');
      await page.reload();
      // The editor's code after the reload, through its preview (the code may be longer than the editor renders).
      await sourceOfFirstBlock(page);
      await expect
        .poll(() => page.getByTestId('html-preview').first().locator('table td').last().textContent())
        .toContain('You are getting this e-mail');
      await page.close();
    },
    3 * MINUTE,
  );
});
