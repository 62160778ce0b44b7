// The form builder (/form-manager, issue 15 item 2) in Chromium against the
// real product: a new form with two required fields built from the Form
// Manager's 'New form', the preview showing them as a visitor will, the
// fields reordered by keyboard drag, saved (the server creates the form's tag
// under the Form Manager), and found again in the same order after a reload;
// a rule the server enforces shows at its input. axe on each state.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { keyboardDrag } from './support/keyboard-drag.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const fieldLabels = (page: Page) => page.locator('ol[aria-label="Fields"] > li').evaluateAll((items) => items.map((li) => (li.querySelector('input') as HTMLInputElement | null)?.value ?? ''));

describe('the form builder', () => {
  it('builds a form with two required fields, reorders them by keyboard, saves it and finds it after a reload', async () => {
    const page = await suite.signedInPage();
    await page.goto(`${suite.e2e.adminUrl}/form-manager`);
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
    expect(await preview.getByRole('textbox', { name: 'Full name *' }).evaluate((i: HTMLInputElement) => i.validity.valueMissing)).toBe(true);
    await expectAccessible(page, 'form builder (two fields)');

    await keyboardDrag(page, page.getByRole('button', { name: 'Drag to reorder field 2' }), [{ key: 'ArrowUp', announced: 'Field 2 is over position 1 of 2.' }]);
    await expect.poll(() => fieldLabels(page)).toEqual(['Work e-mail', 'Full name']);
    await expect.poll(() => preview.locator('label').allTextContents()).toEqual(['Work e-mail *', 'Full name *']);

    // A bad redirect is refused at its input; fixed, the form is created and the address becomes the form's.
    await page.getByLabel('Redirect URL (instead of the message)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByText('The redirect must be an http(s) address or a path on this site starting with /', { exact: true }).waitFor();
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
    const id = page.url().split('/').pop();
    const form = await fetch(`${suite.e2e.server.baseUrl}/api/v1/db/form/${id}`, { headers: { authorization: `Bearer ${suite.token}` } }).then((r) => r.json());
    const tag = await fetch(`${suite.e2e.server.baseUrl}/api/v1/db/tag/${form.TId}`, { headers: { authorization: `Bearer ${suite.token}` } }).then((r) => r.json());
    expect(tag).toMatchObject({ TIdParent: 90, TName: 'Volunteer sign-up', TPath: `/form-submissions/${form.TId}` });
    await page.close();
  }, 3 * MINUTE);
});
