// General tokens and token locations (issue 16 item 3) in Chromium against
// the real product: a token made on the screen, its key following the name
// and its value previewed with a demo token in scope; a page that uses it
// listed under "Used in"; a token location moved with the keyboard (dnd-kit)
// and the new order saved; axe on both screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { keyboardDrag } from './support/keyboard-drag.js';
import { replaceCode, shownCode } from './support/code-editor.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${suite.e2e.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${suite.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

const locationNames = (page: Page) =>
  page.getByRole('list', { name: 'Token locations' }).getByRole('heading').allTextContents();

describe('tokens', () => {
  it(
    'creates a token, shows its preview and where it is used',
    async () => {
      const page = await suite.signedInPage('/general-tokens');
      await page.getByRole('heading', { name: 'General Tokens', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'General tokens' });
      await table.getByRole('row', { name: 'Token Company-Phone' }).waitFor();
      await expectAccessible(page, '/general-tokens');

      await page.getByRole('button', { name: 'New token' }).click();
      const form = page.getByRole('form', { name: 'New token' });
      await form.getByLabel('Name').fill('Office Hours');
      await form.getByText('Key: {{ Office-Hours }}').waitFor();
      const value = form.getByRole('textbox', { name: 'Value' });
      await replaceCode(value, 'Call {{ Company-Phone }} weekdays');
      await expect.poll(() => shownCode(value)).toBe('Call {{ Company-Phone }} weekdays');
      await form.getByRole('region', { name: 'Value preview' }).getByText('Call (410) 555-0142 weekdays').waitFor();
      await expectAccessible(page, '/general-tokens (new token)');
      await form.getByRole('button', { name: 'Save token' }).click();
      await page.getByText('Saved the token {{ Office-Hours }}.').waitFor();
      const row = table.getByRole('row', { name: 'Token Office-Hours' });
      await row.getByText('Not used').waitFor();

      const used = (await api('POST', '/api/v1/db/Content', {
        CtId: 1,
        CTitle: 'Opening times',
        CIntroText: '<p>{{ Office-Hours }}</p>',
      })) as { CId: number };
      await page.reload();
      const link = table
        .getByRole('row', { name: 'Token Office-Hours' })
        .getByRole('list', { name: 'Where Office-Hours is used' })
        .getByRole('link', { name: 'Opening times' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(new RegExp(`/edit\\?cId=${used.CId}$`));
    },
    3 * MINUTE,
  );

  it(
    'reorders a token location with the keyboard and keeps the order',
    async () => {
      const page = await suite.signedInPage('/token-locations');
      await page.getByRole('heading', { name: 'Token Locations', level: 1 }).waitFor();
      await expect
        .poll(() => locationNames(page))
        .toEqual([
          '1. Head Start head-start',
          '2. Head End head-end',
          '3. Body Start body-start',
          '4. Body End body-end',
        ]);
      await expectAccessible(page, '/token-locations');

      await keyboardDrag(page, page.getByRole('button', { name: 'Drag to reorder Body End' }), [
        { key: 'ArrowUp', announced: 'Location 4 is over position 3 of 4.' },
      ]);
      await page.getByText('Moved Body End to position 3.').waitFor();
      await expect
        .poll(() => locationNames(page))
        .toEqual([
          '1. Head Start head-start',
          '2. Head End head-end',
          '3. Body End body-end',
          '4. Body Start body-start',
        ]);
      const saved = (await api('GET', '/api/v1/mc/token-locations')) as { name: string }[];
      expect(saved.map((l) => l.name)).toEqual(['Head Start', 'Head End', 'Body End', 'Body Start']);
      await page.reload();
      await expect
        .poll(() => locationNames(page))
        .toEqual([
          '1. Head Start head-start',
          '2. Head End head-end',
          '3. Body End body-end',
          '4. Body Start body-start',
        ]);
    },
    3 * MINUTE,
  );
});
