// The form builder (/form-manager, issue 15 item 2) in Chromium against the
// real product: a new form with two required fields built from the Form
// Manager's 'New form', the preview showing them as a visitor will, the
// fields reordered by keyboard drag, saved (the server creates the form's tag
// under the Form Manager), and found again in the same order after a reload;
// a rule the server enforces shows at its input. axe on each state.
// Then the form acts (issue 15 items 2 and 6): staff set its notification,
// confirmation and e-mail marketing in the builder (the list read from a
// loopback Mailchimp), and a visitor on another site submits it: one required
// field missing is a 422 and nothing is stored; complete, it is stored, both
// e-mails arrive at a real SMTP server and the subscribe reaches the provider.
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSmtp } from '../support/smtp.js';
import { FAKE_KEYS, startMarketingFakes } from '../support/marketing-fakes.js';
import { api } from '../support/server-process.js';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { keyboardDrag } from './support/keyboard-drag.js';

const MINUTE = 60_000;

// The public site: a page on another origin whose script posts a form to the product, as a site's form would.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Volunteer</title></head><body><main><h1>Volunteer</h1>
<p role="status" id="outcome"></p></main><script>
window.submitForm = async (api, query, fields) => {
  const sent = await fetch(api + '/api/v1/db/form/submit?' + query, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const answer = { status: sent.status, body: await sent.json() };
  document.getElementById('outcome').textContent = sent.ok ? 'Thank you!' : 'Please check: ' + answer.body.errors.map((e) => e.field).join(', ');
  return answer;
};
</script></body></html>`;
const site: Server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
);
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
const smtp = await startSmtp();
const provider = await startMarketingFakes();
const suite = e2eSuite({ CORS_ORIGINS: siteOrigin, SMTP_URL: smtp.url, FETCH_ALLOW: '127.0.0.1' });
afterAll(async () => {
  await new Promise((r) => site.close(r));
  await smtp.close();
  await provider.close();
});
let formPath = '';

const fieldLabels = (page: Page) =>
  page
    .locator('ol[aria-label="Fields"] > li')
    .evaluateAll((items) => items.map((li) => (li.querySelector('input') as HTMLInputElement | null)?.value ?? ''));

describe('the form builder', () => {
  it(
    'builds a form with two required fields, reorders them by keyboard, saves it and finds it after a reload',
    async () => {
      const page = await suite.signedInPage('/form-manager');
      await page.getByRole('table', { name: 'Forms' }).waitFor();
      await expectAccessible(page, '/form-manager');
      await page.getByRole('link', { name: 'New form' }).click();
      await page.getByRole('heading', { name: 'New form' }).waitFor();
      await page.getByLabel('Form name').fill('Volunteer sign-up');

      await page.getByRole('button', { name: 'Add field' }).click();
      await page.getByLabel('Field 1 label').fill('Full name');
      await page.getByLabel('Full name is required').check();
      await page.getByLabel('New field type').click();
      await page.getByRole('option', { name: 'E-mail' }).click();
      await page.getByRole('button', { name: 'Add field' }).click();
      await page.getByLabel('Field 2 label').fill('Work e-mail');
      await page.getByLabel('Work e-mail is required').check();

      const preview = page.getByRole('form', { name: 'Preview of Volunteer sign-up' });
      expect(await preview.getByRole('textbox', { name: 'Work e-mail *' }).getAttribute('type')).toBe('email');
      // The browser's own check, as a visitor gets it: the required fields stop the preview's submit.
      await preview.getByRole('button', { name: 'Send' }).click();
      expect(
        await preview
          .getByRole('textbox', { name: 'Full name *' })
          .evaluate((i: HTMLInputElement) => i.validity.valueMissing),
      ).toBe(true);
      await expectAccessible(page, 'form builder (two fields)');

      await keyboardDrag(page, page.getByRole('button', { name: 'Drag to reorder field 2' }), [
        { key: 'ArrowUp', announced: 'Field 2 is over position 1 of 2.' },
      ]);
      await expect.poll(() => fieldLabels(page)).toEqual(['Work e-mail', 'Full name']);
      await expect.poll(() => preview.locator('label').allTextContents()).toEqual(['Work e-mail *', 'Full name *']);

      // A bad redirect is refused at its input; fixed, the form is created and the address becomes the form's.
      await page.getByLabel('Redirect URL (instead of the message)').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Create form' }).click();
      await page
        .getByText('The redirect must be an http(s) address or a path on this site starting with /', { exact: true })
        .waitFor();
      expect(await page.getByLabel('Redirect URL (instead of the message)').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Redirect URL (instead of the message)').fill('/thank-you');
      await page.getByRole('button', { name: 'Create form' }).click();
      await page.waitForURL(/\/form-manager\/\d+$/);
      await page.getByRole('status').getByText('Saved “Volunteer sign-up”.').waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'Edit “Volunteer sign-up”' }).waitFor();
      await expect.poll(() => fieldLabels(page)).toEqual(['Work e-mail', 'Full name']);
      expect(await page.getByLabel('Work e-mail is required').isChecked()).toBe(true);
      await expectAccessible(page, 'form builder (saved form)');

      // The server filed it under the Form Manager: its tag is the submissions screen's.
      formPath = new URL(page.url()).pathname;
      const id = page.url().split('/').pop();
      const form = await fetch(`${suite.e2e.server.baseUrl}/api/v1/db/form/${id}`, {
        headers: { authorization: `Bearer ${suite.token}` },
      }).then((r) => r.json());
      const tag = await fetch(`${suite.e2e.server.baseUrl}/api/v1/db/tag/${form.TId}`, {
        headers: { authorization: `Bearer ${suite.token}` },
      }).then((r) => r.json());
      expect(tag).toMatchObject({ TIdParent: 90, TName: 'Volunteer sign-up', TPath: `/form-submissions/${form.TId}` });
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'acts: notification, confirmation and subscribe set in the builder; a visitor’s post from another site is refused incomplete and delivered complete',
    async () => {
      expect(formPath, 'the first test saved the form').not.toBe('');
      const base = suite.e2e.server.baseUrl;
      // The provider, as staff set it up on the Email Marketing screen (its own e2e covers that screen).
      expect(
        (
          await api(base, suite.token, 'POST', 'keymanager', {
            KmName: 'mailchimp-key',
            KmDescription: 'Mailchimp',
            KmValue: FAKE_KEYS.mailchimp,
          })
        ).status,
      ).toBeLessThan(300);
      const settings = await fetch(`${base}/api/v1/mc/emailmarketing/settings/9`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          enabled: true,
          apiBaseUrl: provider.baseUrl('mailchimp'),
          keyName: 'mailchimp-key',
          defaultListId: 'a1b2c3',
          doubleOptIn: false,
          dataCenter: 'us6',
        }),
      });
      expect(settings.status, await settings.text()).toBe(200);

      const page = await suite.signedInPage(`${formPath.replace(/^\/maintenance/, '')}`);
      await page.getByRole('heading', { name: 'Edit “Volunteer sign-up”' }).waitFor();
      await page.getByLabel('Notification recipients').fill('volunteers@example.test');
      await page.getByLabel('Send a confirmation e-mail to the visitor').check();
      await page.getByLabel('Subscribe visitors who ask to (isSubscribe)').check();
      await page.getByLabel('Provider', { exact: true }).click();
      await page.getByRole('option', { name: 'Mailchimp' }).click();
      await page.getByLabel('List', { exact: true }).click();
      await page.getByRole('option', { name: /^Events \(d4e5f6\)/ }).click();
      await page.getByRole('button', { name: 'Add mapping' }).click();
      await expectAccessible(page, 'form builder (acting form)');
      await page.getByRole('button', { name: 'Save form' }).click();
      await page.getByRole('status').getByText('Saved “Volunteer sign-up”.').waitFor();

      const id = Number(formPath.split('/').pop());
      const form = (await api(base, suite.token, 'GET', `form/${id}`)).body as {
        FrmConfig: { fields: { name: string; type: string }[] };
      };
      const [emailField, nameField] = form.FrmConfig.fields.map((f) => f.name);
      const visitor = await suite.context.newPage();
      await visitor.goto(siteOrigin);
      const submit = (fields: Record<string, string>) =>
        visitor.evaluate(
          ([apiBase, query, f]) =>
            (
              window as unknown as {
                submitForm: (
                  a: string,
                  q: string,
                  f: Record<string, string>,
                ) => Promise<{ status: number; body: { errors?: { field: string }[]; redirectUrl?: string } }>;
              }
            ).submitForm(apiBase, query, f),
          [base, `id=${id}&isSubscribe=true`, fields] as const,
        );

      const before = (
        await api(
          base,
          suite.token,
          'GET',
          `FormSubmission?pageNumber=1&pageSize=10&filters=${encodeURIComponent(`FrmId==${id}`)}`,
        )
      ).body as unknown[];
      const missing = await submit({ [emailField]: 'grace@example.com' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors!.map((e) => e.field)).toEqual([nameField]);
      await visitor.getByText(`Please check: ${nameField}`).waitFor();
      const between = (
        await api(
          base,
          suite.token,
          'GET',
          `FormSubmission?pageNumber=1&pageSize=10&filters=${encodeURIComponent(`FrmId==${id}`)}`,
        )
      ).body as unknown[];
      expect(before).toEqual([]);
      expect(between).toEqual([]);

      const complete = await submit({ [emailField]: 'grace@example.com', [nameField]: 'Grace Hopper' });
      expect(complete.status).toBe(200);
      expect(complete.body).toEqual({ success: true, redirectUrl: '/thank-you' }); // the form's next step, set in the builder
      await visitor.getByText('Thank you!').waitFor();
      const mails = [await smtp.next(30_000), await smtp.next(30_000)];
      const to = (m: (typeof mails)[number]) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0].address;
      expect(mails.map(to).sort()).toEqual(['grace@example.com', 'volunteers@example.test']);
      expect(mails.every((m) => (m.html as string).includes('Grace Hopper'))).toBe(true);
      await expect
        .poll(() => provider.signups.filter((s) => s.email === 'grace@example.com').map((s) => s.listId), {
          timeout: 30_000,
        })
        .toEqual(['d4e5f6']);

      // Staff see it stored, with every delivery sent.
      await page.goto(
        `${suite.e2e.adminUrl}/form-submissions/${(await api(base, suite.token, 'GET', `form/${id}`)).body.TId}`,
      );
      await page.getByRole('cell', { name: 'Grace Hopper' }).waitFor();
      await visitor.close();
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'deletes a form from the Form Manager after the confirm, and refuses one that has submissions in words',
    async () => {
      const base = suite.e2e.server.baseUrl;
      const spare = (await api(base, suite.token, 'POST', 'form', { FrmName: 'Spare form', FrmConfig: { fields: [] } }))
        .body as { FrmId: number; TId: number };
      const page = await suite.signedInPage('/form-manager');
      const forms = page.getByRole('table', { name: 'Forms' });
      await forms.getByRole('link', { name: 'Spare form', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Delete Spare form' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expectAccessible(page, '/form-manager delete confirm');
      await dialog.getByRole('button', { name: 'Yes, continue' }).click();
      await page.getByText('Deleted the form “Spare form”.').waitFor();
      await expect.poll(() => forms.getByRole('link', { name: 'Spare form', exact: true }).count()).toBe(0);
      expect((await api(base, suite.token, 'GET', `form/${spare.FrmId}`)).status).toBe(404);
      expect((await api(base, suite.token, 'GET', `tag/${spare.TId}`)).body).toMatchObject({ TDeleted: true });

      // The volunteer form of the tests above has a submission: the server says why it stays.
      await page.getByRole('button', { name: 'Delete Volunteer sign-up' }).click();
      await dialog.getByRole('button', { name: 'Yes, continue' }).click();
      await page
        .getByText('The form “Volunteer sign-up” has 1 submission, which keep it: hide or close the form instead')
        .waitFor();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0); // the rest of the page is hidden while it closes
      expect(await forms.getByRole('link', { name: 'Volunteer sign-up', exact: true }).count()).toBe(1);
      await page.close();
    },
    2 * MINUTE,
  );
});
