// Single sign-on end to end in Chromium (issue 44 item 1): the sign-in
// screen shows the button worded by OIDC_LABEL (axe-clean, both themes);
// the button leads to a real provider (oidc-provider on 127.0.0.1), whose
// login creates the account with its mapped role and lands signed in on the
// dashboard; signing out also ends the provider's session (its login form is
// asked again); a person no role is mapped to reads why on the sign-in screen.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible, startE2E, type E2E } from './support/browser.js';
import { watchedContext } from './support/trouble.js';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.js';

const MINUTE = 60_000;
const LABEL = 'Sign in with Example ID';

/** A port free now, for the server's PUBLIC_URL, which the provider must know before the server starts. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

describe('single sign-on in Chromium', () => {
  let e2e: E2E;
  let op: TestProvider;
  let context: BrowserContext;
  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    op = await startTestProvider(publicUrl);
    op.accounts.set('sam-sub', {
      email: 'sam@example.test',
      email_verified: true,
      name: 'Sam Single',
      groups: ['bo-editors'],
    });
    op.accounts.set('nobody-sub', { email: 'nobody@example.test', email_verified: true, groups: ['visitors'] });
    e2e = await startE2E({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      OIDC_LABEL: LABEL,
      OIDC_CREATE_ACCOUNTS: 'true',
      OIDC_ROLES_CLAIM: 'groups',
      OIDC_ROLE_MAP: '{"bo-editors":"Admin"}',
    });
    context = await watchedContext(e2e.browser, { bypassCSP: true });
  }, 5 * MINUTE);
  afterAll(async () => {
    await context?.close();
    await e2e?.close();
    await op?.close();
  });

  async function throughProvider(page: Page, account: string) {
    await page.getByRole('link', { name: LABEL }).click();
    await page.getByRole('heading', { name: 'Test provider sign-in' }).waitFor();
    await page.getByLabel('Account').fill(account);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it(
    'shows the button, signs a new person in with the mapped role, and signs out of the provider too',
    async () => {
      const page = await context.newPage();
      await page.goto(`${e2e.adminUrl}/login`);
      await page.getByRole('link', { name: LABEL }).waitFor();
      await expectAccessible(page, 'the sign-in screen with single sign-on (light)');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page, 'the sign-in screen with single sign-on (dark)');
      await page.emulateMedia({ colorScheme: 'light' });

      await throughProvider(page, 'sam-sub');
      await page.waitForURL(new RegExp(`^${e2e.adminUrl}/?$`));
      const head = page.getByTestId('signed-in-as');
      await expect.poll(() => head.innerText()).toMatch(/Sam Single.*Admin/s);
      expect(page.url()).not.toContain('sso-ticket');

      await page.getByRole('button', { name: 'Account and theme' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      // RP-initiated logout: the provider asks, then sends the browser back to the sign-in screen.
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await page.waitForURL(new RegExp(`^${e2e.adminUrl}/login`));
      expect(await page.evaluate(() => localStorage.getItem('mojo.admin.token'))).toBeNull();
      // The provider's session has ended: its login form is asked again.
      await page.getByRole('link', { name: LABEL }).click();
      await page.getByRole('heading', { name: 'Test provider sign-in' }).waitFor();
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'tells a person no role is mapped to why, on the sign-in screen',
    async () => {
      const page = await context.newPage();
      await page.goto(`${e2e.adminUrl}/login`);
      await throughProvider(page, 'nobody-sub');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your identity provider gives you no role in the back office.' })
        .waitFor();
      expect(page.url()).not.toContain('sso-error');
      await page.close();
    },
    MINUTE,
  );
});
