// The shell's keyboard shortcuts in Chromium (issue 29 item 4): '?' lists the
// shortcuts of the screen in front (the moderation queue's own, with the
// shell's below); 'g' then 'd' goes to the dashboard, and its 'd' deletes no
// comment; '/' focuses the list's search, where typing 'g' and 'd' stays
// text; Ctrl+S saves the form in front; Esc closes the list.
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

describe('keyboard shortcuts', () => {
  it(
    '? lists the shortcuts, Esc closes them, g then d goes to the dashboard, / searches the list',
    async () => {
      const page = await suite.signedInPage();
      const dashboard = new RegExp(`^${suite.e2e.adminUrl}/?$`);
      await page.getByRole('button', { name: 'Content', exact: true }).waitFor();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.waitFor();
      const everywhere = help.getByRole('table', { name: 'Everywhere' });
      for (const [keys, does] of [
        ['g then d', 'go to the dashboard'],
        ['/', 'search the list'],
        ['Ctrl+S', 'save the form'],
        ['Esc', 'close the dialog'],
      ]) {
        await everywhere.getByRole('row').filter({ hasText: keys }).filter({ hasText: does }).waitFor();
      }
      await expectAccessible(page, 'shortcuts list');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'hidden' });

      await page.goto(`${suite.e2e.adminUrl}/Tag`);
      await page.locator('table').first().waitFor();
      await page.keyboard.press('/');
      const search = page.locator('main input[name="q"]');
      await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('gd');
      await expect.poll(() => search.inputValue()).toBe('gd'); // typed as text: no shortcut in a field
      expect(page.url()).toMatch(/\/Tag(\?|$)/);
      await search.evaluate((el) => (el as HTMLInputElement).blur());
      await page.keyboard.press('d'); // 'd' alone does nothing
      expect(page.url()).toMatch(/\/Tag(\?|$)/);
      await page.keyboard.press('g');
      await page.keyboard.press('d');
      await page.waitForURL(dashboard);
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'on the moderation queue: ? shows its own list and the shell’s, and g then d deletes nothing',
    async () => {
      const page = await suite.signedInPage('/comment-moderation');
      await page.getByRole('heading', { name: 'Comment Moderation', level: 1 }).waitFor();
      const pendingTab = page.getByRole('tab', { name: /^Pending \(\d+\)$/ });
      await pendingTab.waitFor();
      const before = await pendingTab.innerText();
      expect(before).not.toBe('Pending (0)'); // the demo's pending comments: a 'd' reaching the queue would delete one
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.getByText('approve', { exact: true }).waitFor();
      await help.getByRole('table', { name: 'Everywhere' }).getByText('go to the dashboard').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1); // the queue's list only, not the shell's as well
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'hidden' });
      await page.keyboard.press('g');
      await page.keyboard.press('d');
      await page.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));
      await page.goto(`${suite.e2e.adminUrl}/comment-moderation`);
      await expect.poll(() => page.getByRole('tab', { name: /^Pending \(\d+\)$/ }).innerText()).toBe(before);
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'Ctrl+S saves the form in front, from inside a field',
    async () => {
      const page = await suite.signedInPage();
      const created = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'redirect', {
        RFrom: `/e2e/ctrl-s-old-${Date.now()}`,
        RTo: '/e2e/ctrl-s-new',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body as { RId: number }).RId;
      await page.goto(`${suite.e2e.adminUrl}/Redirect/${id}`);
      const to = page.getByLabel('To');
      await to.fill('/e2e/ctrl-s-saved');
      await page.keyboard.press('Control+s');
      await page.waitForURL(/\/Redirect$/);
      await expect
        .poll(async () =>
          JSON.stringify((await api(suite.e2e.server.baseUrl, suite.token, 'GET', `redirect/${id}`)).body),
        )
        .toContain('/e2e/ctrl-s-saved');
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'Ctrl+S saves a draft in the page editor, whose save is no form',
    async () => {
      const page = await suite.signedInPage('/edit/add?tag=201');
      await page.getByLabel('Title').fill('E2E Ctrl S Notes');
      await page.getByRole('button', { name: 'Create and edit' }).click();
      await page.waitForURL(/\/edit\?cId=\d+$/);
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByLabel('Headline').last().fill('Saved by keyboard');
      await page.getByLabel('Note for this version').fill('from the keyboard');
      await page.keyboard.press('Control+s');
      await page.getByText('Draft saved. The live page is unchanged.').waitFor();
      await page.close();
    },
    2 * MINUTE,
  );
});
