// The shell's head and the dashboard's "Continue where you left off" in
// Chromium (issue 29 item 6): the head names the signed-in user and role; its
// menu leads to My Account and signs out; a record the user just changed is
// listed on the dashboard and its link opens it again; axe on both.
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible, ADMIN } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

describe('the shell’s head', () => {
  it(
    'names the user and role, and its menu leads to My Account and signs out',
    async () => {
      const page = await suite.signedInPage();
      const head = page.getByTestId('signed-in-as');
      await expect.poll(() => head.innerText()).toMatch(/ · .*MoJoAdmin/);
      // the sidebar keeps the spec's Home button and toggle
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Home' }).waitFor();
      await page.getByRole('button', { name: 'Hide Sidebar' }).waitFor();
      await page.getByRole('button', { name: 'Account and theme' }).click();
      await page.getByRole('menuitem', { name: 'My Account' }).click();
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
      await expect.poll(() => page.getByText(`Signed in as ${ADMIN.user}`).count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Account and theme' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(/\/login/);
      await page.close();
    },
    MINUTE,
  );
});

describe('continue where you left off', () => {
  it(
    'lists the record just changed, and its link opens it again',
    async () => {
      // A path of its own per run: CI's retry of a failed browser test must not meet a 409.
      const from = `/e2e/left-off-${Date.now()}`;
      const created = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'redirect', {
        RFrom: from,
        RTo: '/e2e/there',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body as { RId: number }).RId;
      const page = await suite.signedInPage();
      const recent = page.getByRole('region', { name: 'Continue where you left off' });
      const link = recent.getByRole('link', { name: new RegExp(from) });
      await link.waitFor();
      await expect.poll(() => link.innerText()).toContain('Redirect');
      await expectAccessible(page, 'dashboard with recent edits');
      await link.click();
      await page.waitForURL(new RegExp(`/Redirect/${id}$`));
      await expect.poll(() => page.getByLabel('From').inputValue()).toBe(from);
      await page.close();
    },
    MINUTE,
  );
});
