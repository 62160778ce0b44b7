// Staff words in Chromium against the real product (issue 25 item 8): an
// address that names no form or submission shows the tool's own not-found
// words and a way back — never 'FrmId takes a whole number, not "NaN"' — and
// the screens pass axe-core.
import { describe, expect, it } from 'vitest';
import { FORM_NOT_FOUND } from '../../src/admin/pages/forms/builder/FormBuilderPage.js';
import { SUBMISSION_NOT_FOUND } from '../../src/admin/pages/forms/SubmissionDetailPage.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();
const DEVELOPER_WORDS = /NaN|whole number|undefined|FrmId|FsId/;

describe('staff words on malformed addresses', () => {
  it(
    '/form-manager/abc says the form was not found',
    async () => {
      const page = await suite.signedInPage('/form-manager/abc');
      await page.getByRole('heading', { name: 'Form Manager', level: 1 }).waitFor();
      await page.getByText(FORM_NOT_FOUND, { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Back to the forms', exact: true }).waitFor();
      expect(await page.locator('main').first().innerText()).not.toMatch(DEVELOPER_WORDS);
      await expectAccessible(page, '/form-manager/abc');
    },
    2 * MINUTE,
  );

  it(
    '/form-submissions/{TId}/abc says the submission was not found',
    async () => {
      const page = await suite.signedInPage('/form-submissions/90');
      await page.getByRole('list', { name: 'Forms' }).getByRole('link', { name: 'Contact Us', exact: true }).click();
      // The URL changes before the lazily loaded screen replaces the list: wait for its heading.
      await page.getByRole('heading', { name: 'Form Submissions: Contact Us', level: 1 }).waitFor();
      const tagPath = new URL(page.url()).pathname;
      await page.goto(`${suite.e2e.adminUrl}${tagPath.replace(/^.*(\/form-submissions\/)/, '$1')}/abc`);
      await page.getByText(SUBMISSION_NOT_FOUND, { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Back to the submissions', exact: true }).waitFor();
      expect(await page.locator('main').first().innerText()).not.toMatch(DEVELOPER_WORDS);
      await expectAccessible(page, '/form-submissions/{TId}/abc');
    },
    2 * MINUTE,
  );
});
