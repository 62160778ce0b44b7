// The admin's languages in Chromium (issue 29 item 1; decision 0103): switch
// to French and German and back from the shell's head; the choice is kept on
// the account, so signing in from a new browser finds it; a browser whose
// Accept-Language is German shows the sign-in screen in German. In French,
// the screens' dates are French's one shape (issue 41 item 2, decision 0119)
// and a tool's refusal is French (its code, decision 0120).
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, signIn } from './support/browser.js';
import { api } from '../support/server-process.js';
import { watchedContext } from './support/trouble.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function newBrowser(locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await watchedContext(suite.e2e.browser, { bypassCSP: true, locale });
  return { context, page: await context.newPage() };
}

async function signedIn(locale = 'en-US') {
  const browser = await newBrowser(locale);
  await signIn(browser.page, suite.e2e.adminUrl);
  await browser.page.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));
  await browser.page.getByRole('button', { name: 'Content', exact: true }).waitFor();
  return browser;
}

/** Opens the head's menu (named in the language shown) and picks a language by its own name. */
async function chooseLanguage(page: Page, menuName: string, language: string) {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

const storedLanguage = async () =>
  (
    await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/account/language`, {
      headers: { authorization: `Bearer ${suite.token}` },
    })
  ).json();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

afterAll(async () => {
  // The account's choice back to "the browser's", for any later sign-in of the same account.
  await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/account/language`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: null }),
  });
});

describe('languages', () => {
  it(
    'switches to French and German and back in the shell, and keeps the choice on the account',
    async () => {
      const { context, page } = await signedIn();
      await expect.poll(() => htmlLang(page)).toBe('en');
      await chooseLanguage(page, 'Account and theme', 'Français');
      await page.getByRole('button', { name: 'Compte et thème' }).waitFor();
      await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
      expect(await htmlLang(page)).toBe('fr');
      await expect.poll(storedLanguage).toEqual({ language: 'fr' });

      await chooseLanguage(page, 'Compte et thème', 'Deutsch');
      await page.getByRole('button', { name: 'Konto und Design' }).click();
      await page.getByRole('menuitem', { name: 'Mein Konto' }).waitFor();
      expect(await page.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(storedLanguage).toEqual({ language: 'de' });

      // My Account says it in German too, with the same choice in its Language section.
      await page.goto(`${suite.e2e.adminUrl}/account`);
      await page.getByRole('heading', { name: 'Mein Konto' }).waitFor();
      await page.getByRole('heading', { name: 'Sprache' }).waitFor();

      await chooseLanguage(page, 'Konto und Design', 'English');
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      await page.getByRole('button', { name: 'Account and theme' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      await expect.poll(storedLanguage).toEqual({ language: 'en' });
      await context.close();
    },
    3 * MINUTE,
  );

  it(
    'finds the language kept when signing in from a new browser',
    async () => {
      const first = await signedIn();
      await chooseLanguage(first.page, 'Account and theme', 'Français');
      await expect.poll(storedLanguage).toEqual({ language: 'fr' });
      await first.context.close();

      // A new browser speaking English: the sign-in is English, then the account's French applies.
      const second = await signedIn('en-US');
      await second.page.getByRole('button', { name: 'Compte et thème' }).waitFor();
      await second.page.getByRole('button', { name: 'Masquer la barre latérale' }).waitFor();
      expect(await htmlLang(second.page)).toBe('fr');
      await second.context.close();
    },
    3 * MINUTE,
  );

  it(
    'a French account signing in from a new English browser never shows the English shell (issue 41 item 2)',
    async () => {
      await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/account/language`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'fr' }),
      });
      const { context, page } = await newBrowser('en-US');
      // Every shell head button's name the page ever shows, from its first frame.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seenHeads: string[] }).seenHeads = seen;
        new MutationObserver(() => {
          for (const b of document.querySelectorAll('button[aria-label]')) {
            const name = b.getAttribute('aria-label') ?? '';
            if (/^(Account and theme|Compte et thème)$/.test(name) && !seen.includes(name)) seen.push(name);
          }
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await signIn(page, suite.e2e.adminUrl);
      await page.getByRole('button', { name: 'Compte et thème' }).waitFor();
      expect(await htmlLang(page)).toBe('fr');
      expect(await page.evaluate(() => (window as unknown as { seenHeads: string[] }).seenHeads)).toEqual([
        'Compte et thème',
      ]);
      await context.close();
    },
    3 * MINUTE,
  );

  it(
    'in French, shows dates as dd/MM/yyyy with a 24-hour time (the user list, My Account’s sessions, the changes log) and a tool’s refusal in French (decisions 0119, 0120)',
    async () => {
      await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/account/language`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'fr' }),
      });
      const made = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'redirect', {
        RFrom: `/e2e-dates-${Date.now()}`,
        RTo: '/e2e-dates-new',
        RType: '301',
      });
      const { context, page } = await newBrowser('en-US');
      await signIn(page, suite.e2e.adminUrl);
      await page.getByRole('button', { name: 'Compte et thème' }).waitFor();
      // Today in the browser's zone as French writes it; the sign-in, the session and the change are all today's.
      const today = await page.evaluate(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
      });
      const frenchMoment = new RegExp(`${today.replaceAll('/', '\\/')} \\d{2}:\\d{2}(?! [AP]M)`);

      await page.goto(`${suite.e2e.adminUrl}/user-management`);
      const admin = page
        .getByRole('table', { name: 'Utilisateurs' })
        .getByRole('row')
        .filter({ hasText: 'admin@localhost' });
      await expect.poll(() => admin.count()).toBe(1);
      expect(await admin.textContent()).toMatch(frenchMoment);

      await page.goto(`${suite.e2e.adminUrl}/account`);
      const current = page
        .getByRole('table', { name: 'Vos sessions' })
        .getByRole('row')
        .filter({ hasText: '(cette session)' });
      await current.waitFor();
      expect(await current.textContent()).toMatch(frenchMoment);

      await page.goto(`${suite.e2e.adminUrl}/logs?tab=changes&entity=Redirect&key=${made.body.RId as number}`);
      const change = page.getByRole('table', { name: /^Modifications de Redirect/ });
      await change.first().waitFor();
      expect(await change.first().getAttribute('aria-label')).toMatch(frenchMoment);

      // General Tokens' taken key, worded from its code.
      await page.goto(`${suite.e2e.adminUrl}/general-tokens`);
      await page.getByRole('button', { name: 'Nouveau jeton' }).click();
      const form = page.getByRole('form', { name: 'Nouveau jeton' });
      // The seeded "Company Phone" has the key Company-Phone: keys are unique whatever their case, so the server refuses.
      await form.getByLabel('Nom').fill('company phone');
      await form.getByRole('button', { name: 'Enregistrer le jeton' }).click();
      const refusal = form.getByRole('alert');
      await refusal
        .getByText(
          /^La clé « company-phone » est prise : le jeton « Company Phone » \(\d+\) a la clé « Company-Phone »/,
        )
        .waitFor();
      expect(await refusal.textContent()).not.toContain('is taken');
      await context.close();
    },
    3 * MINUTE,
  );

  it(
    'shows the sign-in screen in German to a browser whose Accept-Language is German',
    async () => {
      const { context, page } = await newBrowser('de-DE');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(suite.e2e.adminUrl)) sent.push(request.headers()['accept-language'] ?? '');
      });
      await page.goto(`${suite.e2e.adminUrl}/login`);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      await page.getByLabel('Benutzername').waitFor();
      await page.getByRole('link', { name: 'Passwort vergessen?' }).waitFor();
      expect(await htmlLang(page)).toBe('de');
      expect(sent[0]).toMatch(/^de/);
      await context.close();
    },
    3 * MINUTE,
  );
});
