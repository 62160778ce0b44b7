// The command palette and Undo in Chromium (issue 29 items 3 and 5):
// Ctrl+K, a few letters and Enter reach a tool and a page found by its
// title, keyboard only; deleting a redirect shows a toast with Undo, which
// puts the very record back.
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

describe('command palette', () => {
  it(
    'Ctrl+K to a tool, then to a page by its title, with the keyboard only',
    async () => {
      const page = await suite.signedInPage();
      await page.getByRole('button', { name: 'Content', exact: true }).waitFor(); // the dashboard is up
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Go to a tool, record or page' });
      const input = palette.getByRole('combobox', { name: 'Search tools, recent records and pages' });
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await palette.getByRole('option', { name: /Sign out/ }).waitFor();
      await expectAccessible(page, 'command palette');
      await page.keyboard.press('Escape'); // Esc closes it
      await palette.waitFor({ state: 'hidden' });
      await page.keyboard.press('Control+k');
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('301 red');
      await expect.poll(() => palette.getByRole('option').first().innerText()).toMatch(/^301 Redirects/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/redirects\/301$/);
      await palette.waitFor({ state: 'hidden' });

      const found = await api(
        suite.e2e.server.baseUrl,
        suite.token,
        'GET',
        `content?filters=${encodeURIComponent('CTitle==Markets We Serve')}&fields=CId`,
      );
      const cId = (found.body as { CId: number }[])[0]!.CId;
      await page.keyboard.press('Control+k');
      await input.waitFor();
      await page.keyboard.type('markets we');
      const option = palette.getByRole('option', { name: /Markets We Serve/ });
      await option.waitFor(); // after the pause in typing, from the server's title search
      while (!(await option.getAttribute('class'))?.includes('Mui-focused')) await page.keyboard.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/edit\\?cId=${cId}$`));
      await page.close();
    },
    3 * MINUTE,
  );
});

describe('undo after a delete', () => {
  it(
    'deleting a redirect shows Undo in its toast, and Undo puts the same record back',
    async () => {
      // A path of its own per run: CI runs a failed browser test once more, on the same server.
      const created = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'redirect', {
        RFrom: `/e2e/undo-old-${Date.now()}`,
        RTo: '/e2e/undo-new',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body as { RId: number }).RId;
      const before = (await api(suite.e2e.server.baseUrl, suite.token, 'GET', `redirect/${id}`)).body;

      const page = await suite.signedInPage(`/Redirect/${id}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
      await page.waitForURL(/\/Redirect$/);
      const undo = page.getByRole('button', { name: 'Undo' });
      await undo.waitFor();
      expect((await api(suite.e2e.server.baseUrl, suite.token, 'GET', `redirect/${id}`)).status).toBe(404);
      await undo.click();
      await page.getByText('Restored.').waitFor();
      const after = await api(suite.e2e.server.baseUrl, suite.token, 'GET', `redirect/${id}`);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before);
      await page.close();
    },
    2 * MINUTE,
  );
});
