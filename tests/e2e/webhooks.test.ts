// The Webhooks screen (/webhooks, issue 45 item 3) in Chromium against the
// real product: an administrator adds a webhook pointing at a receiver on
// 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true, as in development), sends a test
// delivery and sees its attempt (status and the receiver's answer); the
// receiver checks the signature. axe on each state, light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { expectedSignature, startReceiver, type Receiver } from '../support/webhook-receiver.js';

const MINUTE = 60_000;
const SECRET = 'screen-secret-0123456789';
const suite = e2eSuite({ WEBHOOK_ALLOW_PRIVATE: 'true' });

describe('webhooks screen', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver?.close());

  it(
    'adds a webhook, sends a test delivery and shows its attempt',
    async () => {
      const page = await suite.signedInPage('/webhooks');
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByText('No webhooks yet.').waitFor();
      await expectAccessible(page, '/webhooks (empty)');

      await page.getByRole('button', { name: 'Add webhook' }).click();
      await page.getByLabel('URL').fill(receiver.url);
      await page.getByRole('checkbox', { name: 'page.published' }).check();
      await page.getByLabel('Secret').fill(SECRET);
      await expectAccessible(page, '/webhooks (adding)');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Webhook saved').waitFor();
      const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: new RegExp(receiver.url) });
      await row.getByRole('cell', { name: 'page.published' }).waitFor();

      await page.getByRole('button', { name: `Send a test delivery to ${receiver.url}` }).click();
      const deliveries = page.getByRole('region', { name: `Deliveries to ${receiver.url}` });
      await deliveries.getByText(/#1 .*: 200/).waitFor({ timeout: 20_000 });
      await deliveries.getByText(/thanks/).waitFor();
      await deliveries.getByRole('cell', { name: 'Sent', exact: true }).waitFor();
      await expectAccessible(page, '/webhooks (a test delivery sent)');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page, '/webhooks (dark)');

      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      expect(got!.body.event).toBe('webhook.test');
      expect(got!.headers['x-webhook-signature']).toBe(expectedSignature(got!.raw, SECRET));
      await page.close();
    },
    3 * MINUTE,
  );
});
