// Authenticator apps end to end in Chromium (issue 44 items 2 and 4;
// docs/sign-in.md): the admin sets one up on My Account, the code computed
// with otplib from the key as the screen shows it, signs out, signs in with a
// code, then with a recovery code; then the policy: a role group made to
// require an app on its screen, and a member of it, made by the operator's
// `create-user`, is asked to set one up at sign-in before any screen. axe on
// every new screen (the set-up step in both themes).
import { spawn } from 'node:child_process';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_CLI_BUNDLE } from '../../scripts/build-server.mjs';
import { ADMIN, e2eSuite, expectAccessible, signIn } from './support/browser.js';
import { watchedContext } from './support/trouble.js';

const MINUTE = 60_000;
const suite = e2eSuite();
const home = () => new RegExp(`^${suite.e2e.adminUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);
/** The code of the next time step: accepted (one step of tolerance) and later than any step used before. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Reads the key off the set-up screen, computes the app's code, confirms, and answers the recovery codes shown. */
async function setUpFromScreen(page: Page, screen: string): Promise<{ secret: string; codes: string[] }> {
  const key = page.getByTestId('authenticator-secret');
  await expect.poll(() => key.inputValue()).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
  await expectAccessible(page, `${screen}: set-up`);
  const secret = await key.inputValue();
  await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await list.waitFor();
  await expectAccessible(page, `${screen}: recovery codes`);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have kept them: continue' }).click();
  return { secret, codes };
}

async function signInWithCode(page: Page, user: string, password: string, code: string) {
  await signIn(page, suite.e2e.adminUrl, user, password);
  await page.getByText('Enter the code your authenticator app shows, or one of your recovery codes.').waitFor();
  await page.getByLabel('Code from your authenticator app, or a recovery code.').fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(home());
}

function createUser(email: string, role: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [ADMIN_CLI_BUNDLE, 'create-user', '--email', email, '--name', 'Pat Policy', '--role', role, '--password-stdin'],
      { env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: suite.e2e.dataDir }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`create-user exited ${code}: ${out}`))));
    child.stdin.end(`${password}\n`);
  });
}

describe('authenticator apps in the admin', () => {
  it(
    'sets one up on My Account from the key on screen, then signs in with a code and with a recovery code',
    async () => {
      const page = await suite.signedInPage('/account');
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const { secret, codes } = await setUpFromScreen(page, 'My Account');
      await page.getByText('The authenticator app is on: sign-in asks for its code from now on.').waitFor();
      await page.getByText('On. You have 10 unused recovery codes.').waitFor();
      await expectAccessible(page, 'My Account: authenticator on');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/login/);
      await signInWithCode(page, ADMIN.user, ADMIN.password, await nextCode(secret));
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/login/);
      await signInWithCode(page, ADMIN.user, ADMIN.password, codes[0]);
      await page.goto(`${suite.e2e.adminUrl}/account`);
      await page.getByText('On. You have 9 unused recovery codes.').waitFor();
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'makes a role group require an app on its screen, and its member sets one up at sign-in before any screen',
    async () => {
      const base = suite.e2e.server.baseUrl;
      const group = await fetch(`${base}/api/v1/mc/access/roles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Name: 'Field reporters', claims: [] }),
      });
      const roleId = ((await group.json()) as { Id: string }).Id;
      // The first test left this browser signed in as the admin.
      const admin = await suite.context.newPage();
      await admin.goto(`${suite.e2e.adminUrl}/user-group-management/${roleId}`);
      await admin.getByLabel('Require an authenticator app').check();
      await expectAccessible(admin, 'role group with the policy');
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => {
          const res = await fetch(`${base}/api/v1/mc/access/roles/${roleId}`, {
            headers: { authorization: `Bearer ${suite.token}` },
          });
          return ((await res.json()) as { claims: { ClaimType: string }[] }).claims.map((c) => c.ClaimType);
        })
        .toEqual(['SecondFactor']);
      await admin.close();

      const member = { email: 'pat@example.test', password: 'Reports from the field 42' };
      await createUser(member.email, 'Field reporters', member.password);
      // Their own browser, in the dark theme (it follows the system): axe checks the set-up step dark too.
      const own = await watchedContext(suite.e2e.browser, { bypassCSP: true, colorScheme: 'dark' });
      const mine = await own.newPage();
      await signIn(mine, suite.e2e.adminUrl, member.email, member.password);
      await mine.getByRole('heading', { name: 'Set up an authenticator app' }).waitFor();
      expect(mine.url()).toMatch(/\/login/);
      await setUpFromScreen(mine, 'sign-in (dark theme)');
      await mine.waitForURL(home());
      await mine.goto(`${suite.e2e.adminUrl}/account`);
      await mine
        .getByText('One of your role groups requires an authenticator app: it stays on, and sign-in asks for it.')
        .waitFor();
      await own.close();
    },
    3 * MINUTE,
  );
});
