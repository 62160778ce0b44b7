// The site sections (issue 5 item 5) end to end in Chromium against the real
// product and its demo seed: the dashboard's 'All News Items' tool opens the
// news list (/edit/select?tag=208) with each item under /news/, and a row
// opens the page editor; events are grouped by category while tag 16
// (EventsGroupByCategory) is on and listed together when it is off; blog
// rows name their author and tags (MiscData kinds 6 and 5); axe-core on
// every section list. The Careers List (/custom/careers) pages and searches
// many openings through /api/v1/mc/sections/214/content; the lists carry the
// screen's name as their title and their own 'Add …', not the generic Create.
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const signedInPage = (path?: string) => suite.signedInPage(path);

/** Turns the EventsGroupByCategory switch (tag 16's TVisible) on or off through the generic interface. */
async function groupEvents(on: boolean) {
  const current = await api(suite.e2e.server.baseUrl, suite.token, 'GET', 'tag/16');
  expect(current.status).toBe(200);
  const etag = current.headers.get('etag');
  const changed = await api(
    suite.e2e.server.baseUrl,
    suite.token,
    'PATCH',
    'tag/16',
    { TVisible: on },
    etag ? { 'If-Match': etag } : {},
  );
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

const NEWS_TITLE = 'Riverside Public Library Reopens After Two-Year Renovation';

describe('section lists', () => {
  it(
    "reaches the news list from the dashboard's All News Items, sees /news/ URLs, and opens an item in the editor",
    async () => {
      const page = await signedInPage();
      const tools = page.getByRole('region', { name: 'Tools' });
      await tools.getByRole('button', { name: 'News', exact: true }).click();
      await tools.getByRole('link', { name: 'All News Items' }).click();
      await page.waitForURL(/\/edit\/select\?tag=208$/);
      await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      expect(await page.getByRole('link', { name: 'Add News Item' }).getAttribute('href')).toMatch(
        /\/edit\/add\?tag=208$/,
      );
      const row = page.getByRole('row').filter({ hasText: NEWS_TITLE });
      await row.waitFor();
      await expect
        .poll(() => row.textContent())
        .toContain('/news/riverside-public-library-reopens-after-two-year-renovation');
      await expect.poll(() => row.textContent()).toContain('Maya Okafor, PE'); // the News row's author
      // every row of the section lives under /news/
      const urls = await page.locator('tbody tr td.column-CSeoUrl').allTextContents();
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) expect(url).toMatch(/^\/news\//);
      await expectAccessible(page, 'news list');
      await row.getByRole('link', { name: `Edit ${NEWS_TITLE}` }).click();
      await page.waitForURL(/\/edit\?cId=\d+$/);
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
        .toBe('/news/riverside-public-library-reopens-after-two-year-renovation');
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'groups events by category while tag 16 is on, and lists them together when it is off',
    async () => {
      const page = await signedInPage();
      try {
        await page.goto(`${suite.e2e.adminUrl}/edit/select?tag=204`);
        await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
        const tabs = page.getByRole('tablist', { name: 'Event categories' });
        await tabs.waitFor();
        expect(await tabs.getByRole('tab').allTextContents()).toEqual([
          'Careers',
          'Community',
          'Conference',
          'Continuing Education',
          'Webinar',
        ]);
        await tabs.getByRole('tab', { name: 'Community' }).click();
        await page.getByRole('row').filter({ hasText: 'Fall Open House' }).waitFor();
        await page.getByRole('row').filter({ hasText: 'STEM Day at Westfield Elementary' }).waitFor();
        expect(await page.getByRole('row').filter({ hasText: 'Webinar: Designing Stormwater' }).count()).toBe(0);
        await expect
          .poll(() => page.locator('tbody tr td.column-CSeoUrl').allTextContents())
          .toEqual(expect.arrayContaining([expect.stringMatching(/^\/events\//)]));
        await expectAccessible(page, 'events grouped by category');
        await tabs.getByRole('tab', { name: 'Webinar' }).click();
        await page.getByRole('row').filter({ hasText: 'Webinar: Designing Stormwater' }).waitFor();
        expect(await page.getByRole('row').filter({ hasText: 'Fall Open House' }).count()).toBe(0);

        await groupEvents(false);
        await page.reload();
        await page.getByRole('row').filter({ hasText: 'Fall Open House' }).waitFor();
        await page.getByRole('row').filter({ hasText: 'Webinar: Designing Stormwater' }).waitFor();
        expect(await page.getByRole('tablist').count()).toBe(0);
        await expectAccessible(page, 'events list');
      } finally {
        await groupEvents(true);
        await page.close();
      }
    },
    2 * MINUTE,
  );

  it(
    'searches a Careers List of many openings (no id filter past 50 terms), shows its own title, and adds through /edit/add?tag=214',
    async () => {
      // 12 more openings linked to Careers (214): the list once sent their ids OR-ed with the search's fields, past the grammar's 50 terms.
      const made = await api(
        suite.e2e.server.baseUrl,
        suite.token,
        'POST',
        'content/all',
        Array.from({ length: 12 }, (_, i) => ({
          CtId: 6,
          CTitle: i === 6 ? 'E2E Coastal Hydrologist' : `E2E Opening ${i + 1}`,
          CSeoUrl: `/careers/e2e-opening-${i + 1}`,
          CDeleted: false,
          CMetaData: { Department: `E2E Dept ${i + 1}`, Location: 'Baltimore, MD', Open: true },
        })),
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const links = await api(
        suite.e2e.server.baseUrl,
        suite.token,
        'POST',
        'tagtocontent/all',
        (made.body as { CId: number }[]).map((c, i) => ({ TId: 214, CId: c.CId, CSortOrder: 100 + i })),
      );
      expect(links.status, JSON.stringify(links.body)).toBe(201);

      const page = await signedInPage('/custom/careers');
      await page.getByRole('heading', { level: 1, name: 'Careers List' }).waitFor();
      await page.getByRole('row').filter({ hasText: 'E2E Opening 12' }).waitFor();
      // The shell has no app bar: the screen's one h1 is its title, never the generic 'Contents'.
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Careers List']);
      expect(await page.getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);

      const listed = page.waitForResponse(
        (r) => r.url().includes('/api/v1/mc/sections/214/content') && r.url().includes('ydrologist'),
      );
      await page.getByPlaceholder('Search').fill('hydrologist');
      expect((await listed).status()).toBe(200);
      const row = page.getByRole('row').filter({ hasText: 'E2E Coastal Hydrologist' });
      await row.waitFor();
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
      await expect.poll(() => row.textContent()).toContain('E2E Dept 7');
      await expectAccessible(page, 'careers list searched');

      await page.getByRole('link', { name: 'Add Job Opening' }).click();
      await page.waitForURL(/\/edit\/add\?tag=214$/);
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    "titles a section list with the section's name and offers its 'Add …', no generic Create",
    async () => {
      const page = await signedInPage('/edit/select?tag=208');
      await page.getByRole('row').filter({ hasText: NEWS_TITLE }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['News']);
      expect(await page.getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);
      await page.getByRole('link', { name: 'Add News Item' }).click();
      await page.waitForURL(/\/edit\/add\?tag=208$/);
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'names blog authors and tags, lists projects, and both lists are accessible',
    async () => {
      const page = await signedInPage('/edit/select?tag=201');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      const post = page
        .getByRole('row')
        .filter({ hasText: 'Five Questions to Ask Before Renovating a Historic Building' });
      await post.waitFor();
      await expect.poll(() => post.textContent()).toContain('Maya Okafor, PE');
      await expect.poll(() => post.textContent()).toContain('Structural Engineering, Project Delivery');
      await expectAccessible(page, 'blog list');
      await page.goto(`${suite.e2e.adminUrl}/edit/select?tag=211`);
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await page.locator('tbody tr td.column-CSeoUrl').first().waitFor();
      for (const url of await page.locator('tbody tr td.column-CSeoUrl').allTextContents())
        expect(url).toMatch(/^\/projects\//);
      await expectAccessible(page, 'projects list');
      await page.close();
    },
    2 * MINUTE,
  );
});
