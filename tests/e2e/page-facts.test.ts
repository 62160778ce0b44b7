// News and event details end to end in Chromium against the real product: a
// news item added from its section list ('Add News Item') is given a date
// and an author in the page editor's 'News details' and shows them in the
// All News Items list; an event added with 'Add Event' is given a category,
// a location and a date and is listed under that category with its next
// date. The add itself makes the News / EventItem row (checked before the
// panel is touched); before it did, both lists stayed blank.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

/**
 * From a section list, its 'Add …' button, a title, and on into the editor. Each step waits for
 * the screen it needs: React Router changes the URL before the lazily loaded Add Content screen
 * replaces the list (a transition), so right after the URL changes 'Title' may still be the list's
 * "Sort by title" header (a CI failure), and Create is enabled only once the preset tag is read.
 */
async function addFromSection(page: Page, tag: number, addLabel: string, title: string): Promise<number> {
  await page.goto(`${suite.e2e.adminUrl}/edit/select?tag=${tag}`);
  await page.getByRole('link', { name: addLabel }).click();
  await page.waitForURL(new RegExp(`/edit/add\\?tag=${tag}$`));
  await page.getByRole('heading', { level: 1, name: 'Add Content' }).waitFor();
  const titleBox = page.getByRole('textbox', { name: 'Title', exact: true });
  await titleBox.fill(title);
  await expect.poll(() => titleBox.inputValue()).toBe(title);
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Place under tag' }).inputValue())
    .toMatch(new RegExp(`\\(${tag}\\)$`));
  await page.getByRole('button', { name: 'Create and edit' }).click();
  await waitForEditor(page);
  return Number(new URL(page.url()).searchParams.get('cId'));
}

/** The editor's URL after Create; if the add was refused instead, fails with the screen's own message. */
async function waitForEditor(page: Page): Promise<void> {
  try {
    await page.waitForURL(/\/edit\?cId=\d+$/);
  } catch (err) {
    const shown = await page.getByRole('alert').allTextContents();
    throw new Error(
      `Create and edit did not open the editor (${page.url()}); the screen says: ${JSON.stringify(shown)}`,
      { cause: err },
    );
  }
}

/** Types a day into a date picker, section by section, as a user would. */
async function typeDay(page: Page, picker: ReturnType<Page['getByRole']>, digits: string) {
  await picker.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(digits);
}

describe('news and event details in the page editor', () => {
  it(
    'adds a news item, sets its date and author, and sees them in All News Items',
    async () => {
      const page = await suite.signedInPage();
      const cId = await addFromSection(page, 208, 'Add News Item', 'E2E Harbour Festival Announced');
      // The add made the News row: the panel edits it rather than offering to create one.
      const made = (await api(suite.e2e.server.baseUrl, suite.token, 'GET', `news?filters=CId==${cId}`))
        .body as unknown[];
      expect(made).toHaveLength(1);
      const form = page.getByRole('form', { name: 'News details' });
      await form.waitFor();
      expect(await page.getByText('This page has no news details yet; Save adds them.').count()).toBe(0);
      await typeDay(page, form.getByRole('group', { name: 'Date' }), '03142027');
      await form.getByLabel('Author').fill('Jane E2E');
      await form.getByLabel('Category').fill('Press');
      await expectAccessible(page, 'page editor with news details');
      await form.getByRole('button', { name: 'Save news details' }).click();
      await page.getByText('The news details were saved.').waitFor();

      const stored = await api(suite.e2e.server.baseUrl, suite.token, 'GET', `news?filters=CId==${cId}`);
      const rows = stored.body as { NDate: string; NAuthor: string }[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ NAuthor: 'Jane E2E' });
      expect(rows[0].NDate.slice(0, 10)).toBe('2027-03-14');

      await page.goto(`${suite.e2e.adminUrl}/edit/select?tag=208`);
      const row = page.getByRole('row').filter({ hasText: 'E2E Harbour Festival Announced' });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Jane E2E');
      expect(await row.textContent()).toContain('03/14/2027'); // the day typed, in the English date format
      expect(await row.textContent()).toContain('Press');
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'adds an event, gives it a category, a location and a date, and finds it under that category with its next date',
    async () => {
      const page = await suite.signedInPage();
      const cId = await addFromSection(page, 204, 'Add Event', 'E2E Riverside Cleanup');
      expect(
        (await api(suite.e2e.server.baseUrl, suite.token, 'GET', `eventitem?filters=CId==${cId}`)).body,
      ).toHaveLength(1);
      const form = page.getByRole('form', { name: 'Event details' });
      await form.waitFor();
      await form.getByLabel('Category').fill('Community');
      await form.getByLabel('Location', { exact: true }).fill('Riverside Park');
      await form.getByRole('button', { name: 'Add a date' }).click();
      await typeDay(page, form.getByRole('group', { name: 'Date 1 starts' }), '06202027');
      await expectAccessible(page, 'page editor with event details');
      await form.getByRole('button', { name: 'Save event details' }).click();
      await page.getByText('The event details were saved.').waitFor();
      const dates = (await api(suite.e2e.server.baseUrl, suite.token, 'GET', `eventdate?filters=CId==${cId}`)).body as {
        EdStart: string;
      }[];
      expect(dates.map((d) => d.EdStart.slice(0, 10))).toEqual(['2027-06-20']);
      // The list's Next date column shows it as every moment is shown (shared/dates.ts formatDateTime, in the browser's zone).
      const shown = await page.evaluate((iso) => {
        const d = new Date(iso);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
      }, dates[0].EdStart);

      await page.goto(`${suite.e2e.adminUrl}/edit/select?tag=204`);
      await page.getByRole('tablist', { name: 'Event categories' }).getByRole('tab', { name: 'Community' }).click();
      const row = page.getByRole('row').filter({ hasText: 'E2E Riverside Cleanup' });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Riverside Park');
      expect(await row.textContent()).toContain(shown);
      await page.close();
    },
    3 * MINUTE,
  );
});
