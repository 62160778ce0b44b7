// People end to end in Chromium (issue 13 "Done when"): a MoJoAdmin sets up
// a Maintenance User for the News section through the screens alone — the
// invitation with the role and the News tag, the dashboard tag added with
// consent where the picker warns — the invitee chooses a password from the
// e-mail read off a real SMTP server, signs in and sees exactly the News
// tools; the MoJoAdmin impersonates them and stops; My Account, where logging
// out in one browser leaves another signed in (issue 25 item 6). axe-core on
// every screen and dialog on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible, signIn, startE2E, type E2E } from './support/browser.js';
import { watchedContext } from './support/trouble.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

const MINUTE = 60_000;
const INVITEE = {
  name: 'News Desk',
  user: 'newsdesk',
  email: 'newsdesk@example.test',
  password: 'News-desk-password-42',
};
let e2e: E2E;
let smtp: TestSmtp;
let context: BrowserContext;
let inviteeId = '';

beforeAll(async () => {
  smtp = await startSmtp();
  e2e = await startE2E({ SMTP_URL: smtp.url });
  context = await watchedContext(e2e.browser, { bypassCSP: true }); // axe is injected as a script
}, 5 * MINUTE);
afterAll(async () => {
  await context?.close();
  await e2e?.close();
  await smtp?.close();
});

const home = () => new RegExp(`^${e2e.adminUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

async function signedInPage(ctx: BrowserContext = context, user?: string, password?: string): Promise<Page> {
  const page = await ctx.newPage();
  await signIn(page, e2e.adminUrl, user, password);
  await page.waitForURL(home());
  return page;
}

/** Every dashboard section opened: the tools listed, by name. */
async function dashboardTools(page: Page): Promise<string[]> {
  await page.locator('[data-section-id]').first().waitFor();
  const closed = page.locator('[data-section-id] [aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return (await page.locator('[data-section-id] [data-tag-id][data-depth="2"]').allInnerTexts()).map((t) => t.trim());
}

describe('a MoJoAdmin sets up a Maintenance User for the News section, without a raw table', () => {
  it(
    'invites them with the role and the News tag, adding the dashboard tag with consent',
    async () => {
      const page = await signedInPage();
      await page.goto(`${e2e.adminUrl}/user-management`);
      await page.getByRole('table', { name: 'Users' }).waitFor();
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'admin@localhost' }).count()).toBe(1);
      await expectAccessible(page, 'user list');

      await page.getByRole('button', { name: 'Invite user' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a user' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(INVITEE.name);
      await dialog.getByRole('textbox', { name: 'User name' }).fill(INVITEE.user);
      await dialog.getByRole('textbox', { name: 'E-mail' }).fill(INVITEE.email);
      await dialog.getByRole('checkbox', { name: 'Maintenance User' }).check();
      await dialog.getByRole('checkbox', { name: 'News (208)' }).check();
      const warning = dialog.getByRole('alert', { name: 'Not on the dashboard' });
      await warning.getByText('News (208) needs Dashboard (2).').waitFor();
      await expectAccessible(page, 'invitation with the dashboard warning');
      await warning.getByRole('button', { name: 'Also grant Dashboard (2)' }).click();
      const consent = page.getByRole('dialog', { name: 'Also grant Dashboard (2)?' });
      await consent.getByTestId('also-allowed').waitFor();
      expect(await consent.getByTestId('also-allowed').innerText()).toContain('Blog (201)');
      await expectAccessible(page, 'consent to the dashboard tag');
      await consent.getByRole('button', { name: 'Grant Dashboard (2)' }).click();
      await expect.poll(() => warning.count()).toBe(0);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();

      await page.waitForURL(/\/user-management\/[0-9a-f-]{36}$/);
      inviteeId = /\/user-management\/([0-9a-f-]{36})$/.exec(page.url())![1];
      await page.getByText(`An invitation to choose a password was sent to ${INVITEE.email}.`).waitFor();
      await expect.poll(() => page.getByRole('checkbox', { name: 'Dashboard (2)' }).isChecked()).toBe(true);
      await expect.poll(() => page.getByRole('checkbox', { name: 'News (208)' }).isChecked()).toBe(true);
      await expectAccessible(page, 'account: profile and access');
      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByRole('button', { name: 'Send the invitation again' }).waitFor();
      await expectAccessible(page, 'account: security');
      await page.getByRole('tab', { name: 'Audit trail' }).click();
      await page.getByText(/^Invited newsdesk: \+role Maintenance User; \+TId 2, \+TId 208$/).waitFor();
      await expectAccessible(page, 'account: audit trail');
      // the explainer's tab (pages/access/UserReach.tsx): what the new account reaches, and why
      await page.getByRole('tab', { name: 'Reach, and why' }).click();
      await page.getByRole('heading', { name: `What ${INVITEE.name} can reach, and why` }).waitFor();
      await expect.poll(() => page.getByText('All News Items').count()).toBeGreaterThan(0);
      await expectAccessible(page, 'account: reach, and why');
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'the invitee chooses a password from the e-mail and signs in to exactly the News tools',
    async () => {
      const mail = await smtp.next(15_000);
      expect(mail.to).toMatchObject({ text: INVITEE.email });
      const link = /https?:\/\/[^\s"'<>]+change-password\?[^\s"'<>]+/
        .exec(String(mail.html))![0]
        .replace(/&amp;/g, '&');
      const invitee = await watchedContext(e2e.browser, { bypassCSP: true }); // a browser of their own, signed out
      const page = await invitee.newPage();
      await page.goto(link.replace(/^https?:\/\/[^/]+/, e2e.server.baseUrl));
      await page.getByLabel('New Password', { exact: true }).fill(INVITEE.password);
      await page.getByLabel(/Confirm/).fill(INVITEE.password);
      await page.getByRole('button', { name: /Change Password/ }).click();
      await page.waitForURL(/\/login/);
      await signIn(page, e2e.adminUrl, INVITEE.user, INVITEE.password);
      await page.waitForURL(home());
      expect(await dashboardTools(page)).toEqual(['All News Items', 'Add News Item']);
      expect(await page.getByRole('link', { name: 'Site Setup' }).count()).toBe(0); // no Protected Settings panel
      // the News tools open; user management does not
      await page.goto(`${e2e.adminUrl}/edit/select?tag=208`);
      await expect.poll(() => page.getByText('Permission Denied').count()).toBe(0);
      await page.goto(`${e2e.adminUrl}/user-management`);
      await page.getByText('Permission Denied').waitFor();
      // My Account is open to everyone
      await page.goto(`${e2e.adminUrl}/account`);
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      await page.getByText(`Signed in as ${INVITEE.user}`).waitFor();
      await expectAccessible(page, 'My Account (Maintenance User)');
      await invitee.close();
    },
    3 * MINUTE,
  );

  it(
    'the MoJoAdmin impersonates them, sees what they see under the banner, and stops',
    async () => {
      const page = await signedInPage();
      await page.goto(`${e2e.adminUrl}/user-management/${inviteeId}?tab=security`);
      await page.getByRole('button', { name: 'Impersonate' }).click();
      await page.waitForURL(home());
      const banner = page.getByRole('status', { name: 'Impersonation' });
      await banner.getByText(`Impersonating: ${INVITEE.name}`).waitFor();
      // The shell's head says it too: whose account this is, and who acts (issue 29 item 6).
      const head = await page.getByTestId('signed-in-as').innerText();
      expect(head.startsWith(`${INVITEE.name} · `) && /· impersonated by \S/.test(head), head).toBe(true);
      expect(await dashboardTools(page)).toEqual(['All News Items', 'Add News Item']);
      await page.goto(`${e2e.adminUrl}/account`);
      await page
        .getByText('E-mail, user name, password and second factor cannot be changed while impersonating.')
        .first()
        .waitFor();
      await expectAccessible(page, 'My Account while impersonating');
      await banner.getByRole('button', { name: 'Stop Impersonating' }).click();
      await page.waitForURL(home());
      await expect.poll(() => page.getByRole('status', { name: 'Impersonation' }).count()).toBe(0);
      await expect.poll(() => page.getByText('Protected Settings').count()).toBeGreaterThan(0);
      await page.goto(`${e2e.adminUrl}/user-management/${inviteeId}?tab=audit`);
      await page.getByText(`Impersonation Stopped: admin as ${INVITEE.user}`).waitFor();
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'shows the last MoJoAdmin why they keep their role, and My Account',
    async () => {
      const page = await signedInPage();
      await page.goto(`${e2e.adminUrl}/user-management?q=admin%40localhost`);
      await page.getByRole('link', { name: 'Site Administrator' }).click();
      const own = page.getByRole('checkbox', { name: 'MoJoAdmin' });
      await own.waitFor();
      expect(await own.isDisabled()).toBe(true);
      await page
        .getByText('The last MoJoAdmin keeps the role: someone must be able to manage everything')
        .first()
        .waitFor();
      await page.goto(`${e2e.adminUrl}/account`);
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      await expectAccessible(page, 'My Account (MoJoAdmin)');
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'signed in twice (A and B), signing out with B leaves A signed in; My Account lists the sessions and signs out another',
    async () => {
      const browserA = await watchedContext(e2e.browser, { bypassCSP: true });
      const browserB = await watchedContext(e2e.browser, { bypassCSP: true });
      try {
        const a = await signedInPage(browserA);
        const b = await signedInPage(browserB);
        await b.goto(`${e2e.adminUrl}/account`);
        const sessionsB = b.getByRole('table', { name: 'Your sessions' });
        await sessionsB.waitFor();
        await sessionsB
          .getByRole('row')
          .filter({ hasText: '(this session)' })
          .getByRole('button', { name: /^Sign out/ })
          .click();
        await b.waitForURL(/\/login/);
        // A goes on: its next calls are answered, it is not sent to sign in.
        await a.goto(`${e2e.adminUrl}/account`);
        const sessionsA = a.getByRole('table', { name: 'Your sessions' });
        await sessionsA.waitFor();
        expect(a.url()).not.toMatch(/\/login/);
        await expectAccessible(a, 'My Account: sessions');
        const others = sessionsA
          .getByRole('row')
          .filter({ hasNot: a.getByText('(this session)') })
          .filter({ has: a.getByRole('button', { name: /^Sign out/ }) });
        const before = await others.count();
        expect(before).toBeGreaterThan(0); // the suite's other sign-ins as admin
        await others
          .first()
          .getByRole('button', { name: /^Sign out/ })
          .click();
        await a.getByText(/^Signed out /).waitFor();
        await expect.poll(() => others.count()).toBe(before - 1);
        await a.reload();
        await a.getByRole('heading', { name: 'My Account' }).waitFor();
        expect(a.url()).not.toMatch(/\/login/);
      } finally {
        await browserA.close();
        await browserB.close();
      }
    },
    3 * MINUTE,
  );
});
