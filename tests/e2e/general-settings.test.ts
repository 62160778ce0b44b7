// General Settings and Site Setup (issue 16 items 1–2) in Chromium against the
// real product: a group edited and saved; robots.txt edited in the code
// editor, refused at its bad line, then saved; a change saved by someone else
// meanwhile (over the API) shown beside the user's kept edit, then saved over
// with the new version; a feature switch flipped on Site Setup; axe on both.
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { replaceCode, shownCode } from './support/code-editor.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function api(method: string, path: string, body?: unknown, ifMatch?: string) {
  const res = await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/site${path}`, {
    method,
    headers: {
      authorization: `Bearer ${suite.token}`,
      'content-type': 'application/json',
      ...(ifMatch ? { 'if-match': ifMatch } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? undefined,
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe('general settings and site setup', () => {
  it(
    'saves a group, shows a concurrent change without losing the edit, and flips a feature switch',
    async () => {
      const page = await suite.signedInPage('/general-settings');
      await page.getByRole('heading', { name: 'General Settings', level: 1 }).waitFor();
      const site = page.getByRole('form', { name: 'Site name and titles' });
      await site.getByLabel('Site name').waitFor();
      await page.getByRole('form', { name: 'Favicon' }).getByLabel('Favicon file').waitFor();
      await expectAccessible(page, '/general-settings');

      // Edit and save one group.
      await site.getByLabel('Site name').fill('Cedar & Stone Engineers');
      await site.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Site name and titles saved').waitFor();
      await expect
        .poll(async () => (await api('GET', '/settings/site')).body.siteName, { timeout: 15_000 })
        .toBe('Cedar & Stone Engineers');

      // robots.txt in the code editor: a line that is no directive is refused at the editor, then a good text is saved.
      const robots = page.getByRole('form', { name: 'robots.txt' });
      // Below the fold, its CodeMirror is not created with the screen (issue 41): a read-only copy of the text
      // stands in its place until the group nears the window.
      expect(await robots.locator('.cm-editor').count()).toBe(0);
      await expect
        .poll(() => robots.getByRole('textbox', { name: 'robots.txt' }).getAttribute('aria-readonly'))
        .toBe('true');
      await robots.scrollIntoViewIfNeeded();
      await robots.locator('.cm-editor').waitFor();
      const robotsText = robots.getByRole('textbox', { name: 'robots.txt' });
      await replaceCode(robotsText, 'User-agent: *\nnonsense');
      await robots.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => robotsText.getAttribute('aria-invalid')).toBe('true');
      await robots
        .getByText(/Line 2 \("nonsense"\) is not a "Field: value" line/)
        .first()
        .waitFor();
      await replaceCode(robotsText, 'User-agent: *\nDisallow: /private/');
      await expect.poll(() => shownCode(robotsText)).toBe('User-agent: *\nDisallow: /private/');
      await robots.getByRole('button', { name: 'Save' }).click();
      await page.getByText('robots.txt saved').waitFor();
      await expect
        .poll(async () => (await api('GET', '/settings/robots')).body.text, { timeout: 15_000 })
        .toMatch(/^User-agent: \*\nDisallow: \/private\/\n?$/);

      // Someone else saves the sender while this form is open with an edit in it.
      const sender = page.getByRole('form', { name: 'Default e-mail sender' });
      await sender.getByLabel('Sender name').fill('Browser Team');
      const theirs = await api('GET', '/settings/email-sender');
      const saved = await api('PUT', '/settings/email-sender', { ...theirs.body, fromName: 'API Team' }, theirs.etag);
      expect(saved.status).toBe(200);
      await sender.getByRole('button', { name: 'Save' }).click();
      await sender.getByText(/changed since you opened it/).waitFor();
      await sender.getByText('Saved meanwhile by someone else: API Team', { exact: false }).waitFor();
      expect(await sender.getByLabel('Sender name').inputValue()).toBe('Browser Team');
      expect((await api('GET', '/settings/email-sender')).body.fromName).toBe('API Team');
      await expectAccessible(page, '/general-settings (concurrent change shown)');
      await sender.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Default e-mail sender saved').waitFor();
      await expect
        .poll(async () => (await api('GET', '/settings/email-sender')).body.fromName, { timeout: 15_000 })
        .toBe('Browser Team');

      // Site setup: a feature switch.
      await page.goto(`${suite.e2e.adminUrl}/site-setup`);
      await page.getByRole('heading', { name: 'Site Setup', level: 1 }).waitFor();
      const comments = page.getByRole('switch', { name: 'Comments' });
      await comments.waitFor();
      await expectAccessible(page, '/site-setup');
      const before = await comments.isChecked();
      await comments.click();
      await page.getByText(`Comments is ${before ? 'off' : 'on'}`).waitFor();
      const enabledNow = async () =>
        ((await api('GET', '/setup')).body.features as { tId: number; enabled: boolean }[]).find((f) => f.tId === 14)
          ?.enabled;
      await expect.poll(enabledNow, { timeout: 15_000 }).toBe(!before);
      await comments.click();
      await expect.poll(enabledNow, { timeout: 15_000 }).toBe(before);
    },
    4 * MINUTE,
  );
});
