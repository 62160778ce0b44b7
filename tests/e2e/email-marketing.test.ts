// E-mail marketing (/email-marketing, issue 15 item 3) in Chromium against
// the real product and a loopback stand-in for Mailchimp
// (tests/support/marketing-fakes.ts; FETCH_ALLOW lets the server reach it):
// the Mailchimp panel is pointed at the fake with a Key Manager key chosen by
// name, the connection is tested, a default list is picked from the lists
// the provider answers, and a public sign-up reaches the fake; axe-core on
// the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_KEYS, startMarketingFakes, type MarketingFakes } from '../support/marketing-fakes.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite({ FETCH_ALLOW: '127.0.0.1' });
let fakes: MarketingFakes;

beforeAll(async () => {
  fakes = await startMarketingFakes();
});
afterAll(async () => {
  await fakes?.close();
});

describe('e-mail marketing', () => {
  it(
    'connects Mailchimp with a Key Manager key, tests the connection, picks a list and takes a public sign-up',
    async () => {
      const api = suite.e2e.server.baseUrl;
      const key = await fetch(`${api}/api/v1/db/keymanager`, {
        method: 'POST',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          KmName: 'Mailchimp e2e',
          KmDescription: 'fake Mailchimp',
          KmValue: FAKE_KEYS.mailchimp,
        }),
      });
      expect(key.status).toBeLessThan(300);

      const page = await suite.signedInPage('/email-marketing');
      await page.getByRole('heading', { name: 'Email Marketing', level: 1 }).waitFor();
      const panel = page.getByRole('region', { name: 'Mailchimp' });
      await panel.getByLabel('API base URL').fill(fakes.baseUrl('mailchimp'));
      await panel.getByRole('combobox', { name: 'API key (Key Manager)' }).click();
      await page.getByRole('option', { name: 'Mailchimp e2e' }).click();
      await panel.getByLabel('Data center').fill('us6');
      await panel.getByLabel('Mailchimp sign-ups on').check();
      await panel.getByLabel('Double opt-in (the provider e-mails a confirmation first)').uncheck();
      await panel.getByRole('button', { name: 'Save Mailchimp' }).click();
      await panel.getByText('Mailchimp settings saved.').waitFor();

      await panel.getByRole('button', { name: 'Test connection' }).click();
      await panel.getByText("Mailchimp answered: Everything's Chimpy!").waitFor();

      await panel.getByRole('combobox', { name: 'Default list' }).click();
      await page.getByRole('option', { name: /^Newsletter \(a1b2c3\)/ }).click();
      await panel.getByRole('button', { name: 'Save Mailchimp' }).click();
      await panel.getByText('Mailchimp settings saved.').waitFor();
      await expectAccessible(page, '/email-marketing');

      // The page never held the key's value; the server sent it to the fake.
      expect(await page.content()).not.toContain(FAKE_KEYS.mailchimp);
      expect(
        fakes.requests.some(
          (r) =>
            r.path === '/ping' &&
            r.authorization === `Basic ${Buffer.from(`anystring:${FAKE_KEYS.mailchimp}`).toString('base64')}`,
        ),
      ).toBe(true);

      const signup = await fetch(`${api}/api/emailmarketing/mailchimp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://www.example.org' },
        body: JSON.stringify({
          email: 'visitor@example.com',
          fields: { firstName: 'Vera' },
          consent: true,
          consentText: 'Send me the newsletter',
        }),
      });
      expect(signup.status, await signup.clone().text()).toBe(200);
      expect(await signup.json()).toEqual({ success: true, status: 'subscribed' });
      expect(fakes.signups.at(-1)).toMatchObject({
        provider: 'mailchimp',
        listId: 'a1b2c3',
        email: 'visitor@example.com',
        fields: { FNAME: 'Vera' },
      });
    },
    3 * MINUTE,
  );
});
