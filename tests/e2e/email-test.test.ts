// The e-mail test tool (/email-test, issue 15 item 1) in Chromium against the
// real product and a real SMTP server on loopback: a message sent in the
// Default_Email layout arrives, the screen shows the outcome and the archived
// copy, and an older message opens from the recent archive; axe on the screen.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const env: NodeJS.ProcessEnv = {};
let smtp: TestSmtp;
// Registered before the suite's own hook, so the product starts with SMTP_URL set.
beforeAll(async () => {
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
const suite = e2eSuite(env);
afterAll(async () => smtp?.close());

describe('e-mail test', () => {
  it(
    'sends a message through SMTP and shows the outcome, the archived copy and the recent archive',
    async () => {
      // An earlier message, sent over HTTP, for the archive to hold.
      const earlier = await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/email/test`, {
        method: 'POST',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          to: 'earlier@example.test',
          subject: 'An earlier message',
          body: '<p>Earlier words</p>',
        }),
      });
      expect(earlier.status).toBe(200);
      await smtp.next(30_000);

      const page = await suite.signedInPage('/email-test');
      await page.getByRole('heading', { name: 'Email Test', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Recent e-mail archive' }).waitFor();
      await expectAccessible(page, '/email-test');

      const form = page.getByRole('form', { name: 'Test e-mail' });
      await form.getByLabel('To').fill('e2e-reader@example.test');
      await form.getByLabel('Subject').fill('Delivery check from the browser');
      await form.getByLabel('Body').fill('<p>Hello from the <a href="https://example.test/e2e">test tool</a>.</p>');
      await form.getByRole('button', { name: 'Send test e-mail' }).click();

      await page.getByText('Sent: the mail server accepted the message.').waitFor();
      const mail = await smtp.next(30_000);
      expect(mail.subject).toBe('Delivery check from the browser');
      expect(mail.html as string).toContain('<a href="https://example.test/e2e">test tool</a>');

      const archived = page.getByRole('region', { name: 'Archived message' });
      const frame = archived.getByTitle(/^Archived message #\d+ as sent$/);
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('');
      const inner = page.frameLocator('iframe[title$="as sent"]');
      await inner.getByRole('link', { name: 'test tool' }).waitFor();
      await expectAccessible(page, '/email-test (sent)');

      const table = page.getByRole('table', { name: 'Recent e-mail archive' });
      await table.getByRole('cell', { name: 'Delivery check from the browser' }).waitFor();
      await table
        .getByRole('row')
        .filter({ hasText: 'An earlier message' })
        .getByRole('button', { name: /^View message #\d+$/ })
        .click();
      await inner.getByText('Earlier words').waitFor();
    },
    3 * MINUTE,
  );
});
