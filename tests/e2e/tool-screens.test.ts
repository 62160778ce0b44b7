// No raw generic screens inside a tool, and Add Content's places (issue 25
// items 3 and 4), in Chromium against the real product and its demo seed:
// System Messages adds and shows a message inside /system-messages and
// returns to its list; /templates has its heading and a form of its own;
// /seo-tools and /remove-content offer no Create; Add Content's "Place under
// tag" lists content sections and menus, no tool. axe-core on each screen.
// After each click the new screen's heading is awaited before its labels are
// used: the router changes the URL before a lazily loaded screen replaces
// the previous one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const open = async (path: string, title: string) => {
  const page = await suite.signedInPage(path);
  await heading(page, title).waitFor();
  return page;
};

describe('tool screens of their own', () => {
  it(
    'adds a system message inside /system-messages, back to its list, and shows it there',
    async () => {
      const page = await open('/system-messages', 'System Messages');
      await page.getByRole('link', { name: 'Add system message', exact: true }).click();
      await heading(page, 'Add system message').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/\/system-messages$/);
      await expectAccessible(page, 'new system message');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Planned downtime on Sunday morning');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await heading(page, 'System Messages').waitFor();
      await page.getByText('System message saved').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/\/system-messages$/);

      // A current message is also shown to staff in the shell's banner (decision 0116); the list's cell opens it.
      await page
        .getByRole('region', { name: 'System messages', exact: true })
        .getByText('Planned downtime on Sunday morning', { exact: true })
        .waitFor();
      await page.getByRole('cell', { name: 'Planned downtime on Sunday morning', exact: true }).click();
      await heading(page, 'System message').waitFor();
      expect(page.url()).toMatch(/\/system-messages\?SId=\d+$/);
      expect(page.url()).not.toContain('/SystemMessages');
      expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe(
        'Planned downtime on Sunday morning',
      );
      await expectAccessible(page, 'a system message');
      await page.getByRole('link', { name: 'Cancel', exact: true }).click();
      await heading(page, 'System Messages').waitFor();
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'gives /templates its heading and a form of its own',
    async () => {
      const page = await open('/templates', 'Templates');
      await expectAccessible(page, 'templates list');
      expect(await page.getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);
      await page.getByText('Primary_Navigation', { exact: true }).click();
      await heading(page, 'Template Primary_Navigation').waitFor();
      expect(page.url()).toMatch(/\/templates\?TemplateId=11$/);
      await expectAccessible(page, 'a template');
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Main menu with drop-downs, checked.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await heading(page, 'Templates').waitFor();
      await page.getByText('Template Primary_Navigation saved').waitFor();
      await page.close();
    },
    3 * MINUTE,
  );

  for (const [path, title] of [
    ['/seo-tools', 'SEO Tools'],
    ['/remove-content', 'Remove Content'],
  ] as const) {
    it(
      `shows no Create on ${path}`,
      async () => {
        const page = await open(path, title);
        const firstRow = page.getByRole('row').nth(1); // the header is row 0
        await firstRow.waitFor();
        expect(await page.getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Create', exact: true }).count()).toBe(0);
        await firstRow.getByRole('cell').nth(2).click();
        await heading(page, title).waitFor(); // a row opens no raw Content screen
        expect(page.url()).not.toContain('/Content/');
        await expectAccessible(page, title);
        await page.close();
      },
      2 * MINUTE,
    );
  }

  it(
    "lists only content sections and menus under Add Content's 'Place under tag'",
    async () => {
      const page = await open('/edit/add', 'Add Content');
      await page.getByRole('combobox', { name: 'Place under tag' }).click();
      const options = page.getByRole('option');
      await options.first().waitFor();
      const names = await options.allTextContents();
      expect(names).toEqual(
        expect.arrayContaining([
          'Blog (201)',
          'Events (204)',
          'News (208)',
          'Projects (211)',
          'Careers (214)',
          'Primary Navigation (53)',
        ]),
      );
      expect(names.filter((n) => /^(AI Tools|API Access|Dashboard|Content) \(/.test(n))).toEqual([]);
      await expectAccessible(page, 'Add Content with its tag list open');
      await page.close();
    },
    2 * MINUTE,
  );
});
