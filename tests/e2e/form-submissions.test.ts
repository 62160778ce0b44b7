// Form submissions (/form-submissions/{TId}, issue 15 item 2) in Chromium
// against the real product with its demo site: the dashboard's 'Form
// Submissions' item leads to the demo forms; a visitor's post missing a
// required field is refused naming it, a complete one with tracking values
// is stored; the screen shows the form's fields as columns, filters by
// medium, by date (the date picker, by keyboard) and by text, shows the deliveries, exports the filtered rows as
// CSV (formula defused) and opens a submission; axe-core on both screens.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

describe('form submissions', () => {
  it(
    'leads from the dashboard to a form’s submissions, filters them, shows their deliveries and exports CSV',
    async () => {
      const base = suite.e2e.server.baseUrl;
      const submit = (fields: Record<string, string>) =>
        fetch(`${base}/api/v1/db/form/submit?id=1&utm_medium=email`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        });
      const missing = await submit({ name: 'Grace Hopper', message: 'Hello' });
      expect(missing.status).toBe(422);
      expect(((await missing.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['email']);
      const sent = await submit({
        name: '=SUM(A1:A2)',
        email: 'grace@example.com',
        message: 'A question about compilers',
      });
      expect(sent.status).toBe(200);

      const page = await suite.signedInPage('/');
      await page.getByRole('button', { name: 'Forms & Email' }).first().click();
      await page.getByRole('link', { name: 'Form Submissions' }).first().click();
      await page.getByRole('list', { name: 'Forms' }).getByRole('link', { name: 'Contact Us' }).click();
      await page.getByRole('heading', { name: 'Form Submissions: Contact Us', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Submissions of Contact Us' });
      await table.getByRole('columnheader', { name: 'How can we help?' }).waitFor();
      await page.getByText('7 submissions').waitFor();

      await page.getByRole('combobox', { name: 'Medium' }).click();
      await page.getByRole('option', { name: 'Email', exact: true }).click();
      await page.getByText('1 submission', { exact: true }).waitFor();
      await table.getByRole('cell', { name: '=SUM(A1:A2)' }).waitFor();
      await table.getByText(/Notification: (sent|waiting|retrying)/).waitFor();
      await expectAccessible(page, '/form-submissions/{TId} (filtered)');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = readFileSync((await (await download).path())!, 'utf8')
        .replace(/^\ufeff/, '')
        .split(/\r?\n/);
      expect(csv[0]).toBe('Id,Submitted,Your name,E-mail address,How can we help?,Medium,Source,Delivery status');
      expect(csv[1]).toMatch(
        /^\d+,[^,]+,'=SUM\(A1:A2\),grace@example.com,A question about compilers,Email,,(sent|pending)$/,
      );
      expect(csv.filter(Boolean)).toHaveLength(2);

      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText('7 submissions').waitFor();
      // The date range through the date picker (spec §5), by keyboard: a 'From' day next year leaves
      // none; the 'To' calendar then greys out the days before it.
      const nextYear = new Date().getFullYear() + 1;
      await page.getByRole('group', { name: 'From' }).getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.type(`0115${nextYear}`);
      await page.getByText('0 submissions').waitFor();
      await page
        .getByRole('button', { name: /^Choose date/ })
        .last()
        .click();
      const calendar = page.getByRole('dialog');
      await calendar.getByRole('gridcell', { name: '1', exact: true }).first().waitFor();
      await expect.poll(() => calendar.getByRole('gridcell', { name: '14', exact: true }).isDisabled()).toBe(true);
      await expect.poll(() => calendar.getByRole('gridcell', { name: '16', exact: true }).isEnabled()).toBe(true);
      await page.keyboard.press('Escape');
      await expectAccessible(page, '/form-submissions/{TId} (date filter)');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText('7 submissions').waitFor();
      // The year picker (spec §5 and §9): the 5 years before this one to the 6 after; next year has none yet.
      await page
        .getByRole('button', { name: /^Choose date/ })
        .first()
        .click();
      const years = page.getByRole('dialog').getByRole('radio');
      await expect
        .poll(() => years.allInnerTexts())
        .toEqual(Array.from({ length: 12 }, (_, i) => String(nextYear - 6 + i)));
      await expectAccessible(page, '/form-submissions/{TId} (year picker)');
      await page
        .getByRole('dialog')
        .getByRole('radio', { name: String(nextYear) })
        .click();
      await page.getByText('0 submissions').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText('7 submissions').waitFor();
      await page.getByLabel('Search answers').fill('HOA-owned');
      await page.getByText('1 submission', { exact: true }).waitFor();
      await table.getByRole('cell', { name: 'Marcus Lee' }).waitFor();
      await table.getByRole('link', { name: /^View submission / }).click();
      await page.getByRole('table', { name: 'Answers' }).getByRole('cell', { name: 'mlee@example.net' }).waitFor();
      await page.getByRole('table', { name: 'Details' }).getByRole('cell', { name: 'Newsletter' }).waitFor();
      await expectAccessible(page, '/form-submissions/{TId}/{FsId}');
    },
    3 * MINUTE,
  );
});
