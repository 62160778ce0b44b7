// Custom code and template files (issue 16 items 4 and 7) in Chromium against the real product: a snippet written
// in the code editor and saved twice, its first version compared with the current code and restored; a template
// with a Liquid syntax error refused and the error shown at its line; axe on both screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { replaceCode as pasteCode, shownCode } from './support/code-editor.js';

const MINUTE = 60_000;
const suite = e2eSuite();

/** Replaces an editor's code the way a person pastes, and waits until the editor shows it. */
async function replaceCode(page: Page, name: string, code: string) {
  const editor = page.getByRole('textbox', { name });
  await pasteCode(editor, code);
  await expect.poll(async () => (await shownCode(editor)).trim()).toBe(code);
}

describe('custom code and template files', () => {
  it(
    'creates a snippet in the code editor, saves it twice, shows the diff and restores the first version',
    async () => {
      const page = await suite.signedInPage('/custom-code');
      await page.getByRole('heading', { name: 'Custom Code', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New snippet' }).click();
      const form = page.getByRole('form', { name: 'Snippet' });
      await form.getByLabel('Name').fill('Visitor counter');
      await form.getByRole('combobox', { name: 'Token location' }).click();
      await page.getByRole('option', { name: 'Body End' }).click();
      await replaceCode(page, 'Snippet code', 'window.visits = 1;');
      await form.getByRole('button', { name: 'Create snippet' }).click();
      await page.getByText('Saved “Visitor counter”.').waitFor();

      await replaceCode(page, 'Snippet code', 'window.visits = 2;\nwindow.counted = true;');
      await form.getByRole('button', { name: 'Save snippet' }).click();
      const versions = page.getByRole('table', { name: 'Saved versions of Visitor counter' });
      await versions.getByRole('row').nth(2).waitFor();
      await expectAccessible(page, '/custom-code');

      const compare = versions.getByRole('button', { name: /^Compare version \d+ with the current code$/ }).last();
      const firstId = /Compare version (\d+)/.exec((await compare.getAttribute('aria-label'))!)![1];
      await compare.click();
      const diff = page.getByRole('region', { name: `Version ${firstId} compared with the current code` });
      await diff.getByRole('status').filter({ hasText: '2 lines added, 1 line removed' }).waitFor();
      await diff
        .getByRole('textbox', { name: `Version ${firstId}` })
        .filter({ hasText: 'window.visits = 1;' })
        .waitFor();
      await expectAccessible(page, '/custom-code (diff)');

      await page
        .getByRole('button', { name: `Restore version ${firstId}`, exact: true })
        .first()
        .click();
      await expect
        .poll(async () => (await page.getByRole('textbox', { name: 'Snippet code' }).innerText()).trim())
        .toBe('window.visits = 1;');
      await versions.getByRole('cell', { name: `Restored version ${firstId}` }).waitFor();
    },
    3 * MINUTE,
  );

  it(
    'refuses a template with a Liquid syntax error and shows it at its line',
    async () => {
      const page = await suite.signedInPage('/template-files');
      await page.getByRole('heading', { name: 'Template Files', level: 1 }).waitFor();
      await page
        .getByRole('navigation', { name: 'Templates' })
        .getByRole('button', { name: /^Header/ })
        .click();
      const name = 'Source of “Header”';
      await replaceCode(page, name, '<header>\n{% if user %}\n<p>Hello</p>\n</header>');
      await page.getByRole('button', { name: 'Save template' }).click();
      const editor = page.getByRole('textbox', { name });
      await expect.poll(async () => editor.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(/^Line 2, column 1: tag \{% if user %\} not closed/).waitFor();
      // The cursor was moved to the error: the active line is line 2.
      await expect
        .poll(async () => (await page.locator('.cm-activeLine').first().innerText()).trim())
        .toBe('{% if user %}');
      await expectAccessible(page, '/template-files (syntax error)');

      await replaceCode(page, name, '<header>\n{% if user %}<p>Hello</p>{% endif %}\n</header>');
      await page.getByRole('button', { name: 'Save template' }).click();
      await page.getByText('Saved “Header”.').waitFor();
      await page.getByRole('table', { name: 'Saved versions of Header' }).getByRole('row').nth(1).waitFor();
    },
    3 * MINUTE,
  );
});
