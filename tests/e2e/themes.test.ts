// The admin's themes in Chromium (issue 29 item 2): dark from the system
// (prefers-color-scheme) with no choice made; dark from the shell's control,
// kept after a reload and after signing in from a new browser (the choice is
// on the account); and axe finds nothing serious on the dark screens: the
// dashboard with an orange section open, a generated list and form, My
// Account, comment moderation, the carousel and image tools, documents, the
// style guide, the code editor with code in it, a dialog.
// Every generated list and create form is checked dark in every-screen.test.ts.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, expectAccessible, signIn } from './support/browser.js';
import { watchedContext } from './support/trouble.js';
import { replaceCode } from './support/code-editor.js';

const MINUTE = 60_000;
const suite = e2eSuite();

/** The page's background is dark: its relative luminance (WCAG) under 0.1. */
async function looksDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map((v) => Number(v) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!) < 0.1;
  });
}

async function newBrowser(colorScheme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await watchedContext(suite.e2e.browser, { bypassCSP: true, colorScheme });
  const page = await context.newPage();
  await signIn(page, suite.e2e.adminUrl);
  await page.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));
  await page.getByRole('button', { name: 'Content', exact: true }).waitFor();
  return { context, page };
}

async function chooseTheme(page: Page, label: 'Light theme' | 'Dark theme' | 'Theme as the system') {
  await page.getByRole('button', { name: 'Account and theme' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

/** The account's choice as the server keeps it. */
const storedTheme = async () =>
  (
    await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/account/theme`, {
      headers: { authorization: `Bearer ${suite.token}` },
    })
  ).json();

describe('themes', () => {
  it(
    'follows the system while nothing is chosen, and axe finds nothing serious on the dark screens',
    async () => {
      const { context, page } = await newBrowser('dark');
      expect(await looksDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => looksDark(page)).toBe(false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => looksDark(page)).toBe(true);

      const blog = page.getByRole('button', { name: 'Blog', exact: true });
      await blog.click();
      await expect.poll(() => blog.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page, 'dark dashboard with an orange section open');

      await page.getByRole('button', { name: 'Account and theme' }).click();
      await page.getByRole('menu').waitFor();
      await expectAccessible(page, 'dark account menu');
      await page.keyboard.press('Escape');

      const open = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${suite.e2e.adminUrl}${path}`);
        await ready();
        await expect
          .poll(() => page.locator('main [role="progressbar"]:not([aria-valuenow])').count(), { message: path })
          .toBe(0);
        expect(await looksDark(page), path).toBe(true);
        await expectAccessible(page, `dark ${path}`);
      };
      await open('/Tag', () => page.locator('table').first().waitFor());
      await open('/Tag/create', () => page.getByRole('button', { name: 'Save' }).waitFor());
      await open('/account', () => page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor());
      await open('/comment-moderation', () =>
        page.getByRole('heading', { name: 'Comment Moderation', level: 1 }).waitFor(),
      );
      await open('/no-such-screen', () => page.getByText('404 - Not Found').waitFor());
      // Screens with previews and image boxes (their grey surfaces follow the theme).
      for (const path of ['/carousel-tool', '/image-tool', '/documents', '/style-guide']) {
        await open(path, async () => {
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        });
      }

      await page.goto(`${suite.e2e.adminUrl}/custom-code`);
      await page.getByRole('button', { name: 'New snippet' }).click();
      const code = page.getByRole('textbox', { name: 'Snippet code' });
      await replaceCode(
        code,
        '// a comment\nconst visits = /x+/g.test("a") ? 1 : 2;\nfunction count(n) { return n + 1; }',
      );
      await expect.poll(() => code.innerText()).toContain('function count');
      await expectAccessible(page, 'dark code editor');

      await page.goto(`${suite.e2e.adminUrl}/`);
      await page.getByRole('button', { name: 'Administration', exact: true }).click();
      await page.locator('[data-link="clear-cache"]', { hasText: 'Clear Cache' }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, 'dark cache dialog');
      await page.keyboard.press('Escape');

      // Signed out, the sign-in screen follows the system too.
      await page.getByRole('button', { name: 'Account and theme' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await looksDark(page)).toBe(true);
      await expectAccessible(page, 'dark sign-in');
      await context.close();
    },
    3 * MINUTE,
  );

  it(
    'takes the choice from the control, keeps it after a reload and on a sign-in from a new browser',
    async () => {
      const first = await newBrowser('light');
      expect(await looksDark(first.page)).toBe(false);
      await chooseTheme(first.page, 'Dark theme');
      await expect.poll(() => looksDark(first.page)).toBe(true);
      await expect.poll(storedTheme).toEqual({ theme: 'dark' });
      await first.page.reload();
      await first.page.getByRole('button', { name: 'Content', exact: true }).waitFor();
      expect(await looksDark(first.page)).toBe(true);

      // Another browser, whose system says light: the account's choice wins.
      const second = await newBrowser('light');
      await expect.poll(() => looksDark(second.page)).toBe(true);
      await second.page.getByRole('button', { name: 'Account and theme' }).click();
      expect(await second.page.getByRole('menuitemradio', { name: 'Dark theme' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await second.page.getByRole('menuitemradio', { name: 'Theme as the system' }).click();
      await expect.poll(() => looksDark(second.page)).toBe(false);
      await expect.poll(storedTheme).toEqual({ theme: 'system' });
      await second.page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => looksDark(second.page)).toBe(true);
      await chooseTheme(second.page, 'Light theme');
      await expect.poll(() => looksDark(second.page)).toBe(false);
      await expect.poll(storedTheme).toEqual({ theme: 'light' });
      await first.context.close();
      await second.context.close();
    },
    2 * MINUTE,
  );
});
