// Passkeys end to end in Chromium (issue 44 item 3; docs/sign-in.md, decision
// 0138), with Chromium's virtual authenticator (DevTools protocol:
// WebAuthn.enable, WebAuthn.addVirtualAuthenticator) in the device's place.
// The product runs with PUBLIC_URL on localhost (an IP address is no valid
// RP ID): the admin adds a passkey on My Account, signs out, signs in with the
// password and the passkey as the second step, allows the passkey to sign in
// alone, and signs in with it alone ("Use a passkey instead"). axe on the new
// screens, My Account in both themes.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, expectAccessible, signIn, startE2E, type E2E } from './support/browser.js';
import { watchedContext } from './support/trouble.js';

const MINUTE = 60_000;

/** A free loopback port, so PUBLIC_URL can name it before the product starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Chromium's virtual authenticator on this page: a platform authenticator that verifies the person. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

describe('passkeys in the admin', () => {
  let e2e: E2E;
  let context: BrowserContext;
  let adminUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    e2e = await startE2E({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
    adminUrl = `http://localhost:${port}/maintenance`;
    context = await watchedContext(e2e.browser, { bypassCSP: true });
  }, 5 * MINUTE);
  afterAll(async () => {
    await context?.close();
    await e2e?.close();
  });

  const home = () => new RegExp(`^${adminUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);
  async function logout(page: Page) {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
  }

  it(
    'adds a passkey on My Account, signs in with it after the password, then with it alone',
    async () => {
      const page = await context.newPage();
      const credentials = await addVirtualAuthenticator(context, page);
      await signIn(page, adminUrl);
      await page.waitForURL(home());
      await page.goto(`${adminUrl}/account`);
      await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
      await page.getByLabel('Name of the new passkey').fill('Laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('The passkey has been added.').waitFor();
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await list.getByText('Laptop', { exact: true }).waitFor();
      await page.getByText('Sign-in asks for a passkey after your password.').waitFor();
      expect(await credentials()).toHaveLength(1);
      await expectAccessible(page, 'My Account: a passkey');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page, 'My Account: a passkey (dark theme)');
      await page.emulateMedia({ colorScheme: 'light' });

      // The second step: the password, then the passkey (the virtual authenticator answers).
      await logout(page);
      await signIn(page, adminUrl, ADMIN.user, ADMIN.password);
      await page.getByText('Use your passkey to finish signing in.').waitFor();
      await expectAccessible(page, 'sign-in: the passkey step');
      await page.getByRole('button', { name: 'Use my passkey' }).click();
      await page.waitForURL(home());

      // Alone: allowed on My Account, then "Sign in with a passkey" without user name or password.
      await page.goto(`${adminUrl}/account`);
      await expect.poll(() => list.getByText(/Last used /).count()).toBe(1);
      // The switch follows the server's answer (a controlled switch): click, then wait for the answer.
      const alone = page.getByLabel('Sign in with Laptop alone, without the password');
      await alone.click();
      await page.getByText('This passkey can now sign you in alone.').waitFor();
      await expect.poll(() => alone.isChecked()).toBe(true);
      await logout(page);
      await page.getByRole('button', { name: 'Use a passkey instead' }).click();
      // Signed in: back on the screen the sign-out left (the login's return parameter), as the admin.
      await page.waitForURL(`${adminUrl}/account`);
      await page.getByText('Signed in as').waitFor();
      expect(await page.getByText('admin', { exact: true }).count()).toBeGreaterThan(0);
      await page.close();
    },
    4 * MINUTE,
  );
});
