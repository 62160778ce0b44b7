// Scheduled changes end to end in Chromium (issue 45 items 1 and 4; docs/scheduled-changes.md): staff schedule a
// draft's publish and a live page's unpublish from the editor's Schedule part, see them on /edit/scheduled and on the
// dashboard's "Coming up" card, change a time and cancel; schedule a draft from the Drafts list; one publish set
// 10 s ahead happens and the screen shows it done. Times are entered and shown in the site's zone (America/New_York,
// seeded), whatever the browser's. axe on the screen, the editor's part and the Drafts dialog, light and dark; the
// screen once in French (its words, its date shape).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible, signIn } from './support/browser.js';
import { watchedContext } from './support/trouble.js';

const MINUTE = 60_000;
const ZONE = 'America/New_York';
const suite = e2eSuite();

const api = suite.ok;

/** A live page with a saved draft (its title changed): what a scheduled publish puts live. */
async function liveWithDraft(title: string): Promise<{ cId: number; draftCvId: number }> {
  const added = await api('POST', '/api/v1/mc/editor/add', { CtId: 1, TId: 53, CTitle: title });
  const cId = added.json.content.CId as number;
  const live = await api('PUT', `/api/v1/mc/editor/page/${cId}`, {}, { 'if-match': added.etag });
  const draft = await api(
    'PUT',
    `/api/v1/mc/editor/page/${cId}`,
    { mode: 'draft', content: { CTitle: `${title} (new)` } },
    { 'if-match': live.etag },
  );
  return { cId, draftCvId: draft.json.draft.CvId as number };
}

const liveTitle = async (cId: number) =>
  (await api('GET', `/api/v1/mc/editor/page/${cId}`)).json.content.CTitle as string;

afterAll(async () => {
  // The account's language back to "the browser's", for any later sign-in of the same account.
  await api('PUT', '/api/v1/mc/account/language', { language: null });
});

describe('scheduled changes in the admin', () => {
  it(
    'schedules from the editor and the Drafts list, lists, moves and cancels, and shows a publish that happened',
    async () => {
      const editorPage = await liveWithDraft('Scheduled in Chromium');
      const draftsPage = await liveWithDraft('Scheduled from Drafts');
      const timedPage = await liveWithDraft('Scheduled ten seconds ahead');
      const base = suite.e2e.adminUrl;
      const page = await suite.signedInPage();

      // The editor's Schedule part: a publish of the saved draft, an unpublish of the live page.
      await page.goto(`${base}/edit?cId=${editorPage.cId}`);
      const part = page.getByRole('region', { name: 'Schedule' });
      await part.getByLabel(`Publish the saved draft at (${ZONE})`).fill('2031-07-01T09:30');
      await expectAccessible(page, 'editor: the Schedule part');
      await part.getByRole('button', { name: 'Schedule publish' }).click();
      await part.getByText('The draft publishes on 07/01/2031 9:30 AM (set by admin).').waitFor();
      await part.getByLabel(`Unpublish the page at (${ZONE})`).fill('2031-08-01T10:00');
      await part.getByRole('button', { name: 'Schedule unpublish' }).click();
      await part.getByText('The page comes down on 08/01/2031 10:00 AM (set by admin).').waitFor();

      // The dashboard's card.
      await page.goto(`${base}/`);
      const card = page.getByRole('region', { name: 'Coming up' });
      await card.getByText('Publish: Scheduled in Chromium, 07/01/2031 9:30 AM').waitFor();
      await card.getByText('Unpublish: Scheduled in Chromium, 08/01/2031 10:00 AM').waitFor();

      // The screen: change the publish's time, then cancel it.
      await card.getByRole('link', { name: 'All scheduled changes' }).click();
      const table = page.getByRole('table', { name: 'Scheduled changes' });
      const publishRow = table
        .getByRole('row')
        .filter({ hasText: 'Scheduled in Chromium' })
        .filter({ has: page.getByRole('cell', { name: 'Publish', exact: true }) });
      await publishRow.filter({ hasText: '07/01/2031 9:30 AM' }).waitFor();
      await expectAccessible(page, '/edit/scheduled');
      await publishRow.getByRole('button', { name: 'Change time of the change to Scheduled in Chromium' }).click();
      await publishRow.getByLabel(`New time (${ZONE})`).fill('2031-07-02T11:15');
      await expectAccessible(page, '/edit/scheduled: changing a time');
      await publishRow.getByRole('button', { name: 'Save' }).click();
      await publishRow.filter({ hasText: '07/02/2031 11:15 AM' }).waitFor();
      const moved = (await api('GET', '/api/v1/mc/editor/scheduled')).json.items.find(
        (i: any) => i.CId === editorPage.cId && i.action === 'publish',
      );
      expect(moved).toMatchObject({ status: 'pending', at: '2031-07-02T11:15:00-04:00' });
      await publishRow.getByRole('button', { name: 'Cancel the change to Scheduled in Chromium' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
      await publishRow.filter({ hasText: 'Cancelled' }).waitFor();

      // The Drafts list: schedule a draft's publish in its dialog; the row shows the time.
      await page.goto(`${base}/drafts`);
      await page.getByRole('button', { name: 'Schedule the publish of the draft of Scheduled from Drafts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish the draft of “Scheduled from Drafts” at a time' });
      await dialog.getByLabel(`Publish the saved draft at (${ZONE})`).fill('2031-09-03T16:45');
      await expectAccessible(page, 'Drafts: the Schedule publish dialog');
      await dialog.getByRole('button', { name: 'Schedule publish' }).click();
      const draftRow = page.getByRole('row').filter({ hasText: 'Scheduled from Drafts' });
      await draftRow.filter({ hasText: '09/03/2031 4:45 PM' }).waitFor();
      const fromDrafts = (await api('GET', '/api/v1/mc/editor/scheduled')).json.items.find(
        (i: any) => i.CId === draftsPage.cId && i.status === 'pending',
      );
      expect(fromDrafts).toMatchObject({
        action: 'publish',
        CvId: draftsPage.draftCvId,
        at: '2031-09-03T16:45:00-04:00',
      });

      // A publish 10 s ahead happens; the screen, read again, shows it done and the page live.
      const due = new Date(Date.now() + 10_000).toISOString();
      await api('POST', '/api/v1/mc/editor/scheduled', { action: 'publish', CvId: timedPage.draftCvId, at: due });
      await page.goto(`${base}/edit/scheduled`);
      const timedRow = table.getByRole('row').filter({ hasText: 'Scheduled ten seconds ahead' });
      await timedRow.filter({ hasText: 'Pending' }).waitFor();
      await expect
        .poll(
          async () => {
            await page.reload();
            await table.waitFor();
            return (await timedRow.textContent()) ?? '';
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toContain('Done');
      expect(await liveTitle(timedPage.cId)).toBe('Scheduled ten seconds ahead (new)');
      expect(await timedRow.getByRole('button').count()).toBe(0);

      // In French: the screen's words and French's date shape (day first, 24-hour).
      await page.getByRole('button', { name: 'Account and theme' }).click();
      await page.getByRole('menuitemradio', { name: 'Français' }).click();
      await page.getByRole('heading', { name: 'Modifications programmées' }).waitFor();
      const french = page.getByRole('table', { name: 'Modifications programmées' });
      await french
        .getByRole('row')
        .filter({ hasText: 'Dépublication' })
        .filter({ hasText: '01/08/2031 10:00' })
        .waitFor();
      await french.getByRole('columnheader', { name: `Quand (${ZONE})` }).waitFor();
      await expectAccessible(page, '/edit/scheduled in French');
      await page.close();
    },
    5 * MINUTE,
  );

  it(
    'the screen, the editor’s Schedule part and the Drafts dialog are axe-clean in the dark theme',
    async () => {
      const { cId } = await liveWithDraft('Scheduled in the dark');
      await api('PUT', '/api/v1/mc/account/language', { language: null });
      const context = await watchedContext(suite.e2e.browser, { bypassCSP: true, colorScheme: 'dark' });
      const page: Page = await context.newPage();
      await signIn(page, suite.e2e.adminUrl);
      await page.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));
      await page.goto(`${suite.e2e.adminUrl}/edit?cId=${cId}`);
      const part = page.getByRole('region', { name: 'Schedule' });
      await part.getByLabel(`Publish the saved draft at (${ZONE})`).fill('2031-10-01T08:00');
      await part.getByRole('button', { name: 'Schedule publish' }).click();
      await part.getByText('The draft publishes on 10/01/2031 8:00 AM (set by admin).').waitFor();
      await expectAccessible(page, 'editor: the Schedule part (dark theme)');
      await page.goto(`${suite.e2e.adminUrl}/edit/scheduled`);
      await page.getByRole('table', { name: 'Scheduled changes' }).getByText('Scheduled in the dark').waitFor();
      await expectAccessible(page, '/edit/scheduled (dark theme)');
      await page.goto(`${suite.e2e.adminUrl}/drafts`);
      await page
        .getByRole('button', {
          name: 'Change schedule of the draft of Scheduled in the dark: move or cancel its publish',
        })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('The draft publishes on 10/01/2031 8:00 AM (set by admin).').waitFor();
      await expectAccessible(page, 'Drafts: the Schedule publish dialog (dark theme)');
      await dialog.getByRole('button', { name: 'Cancel the scheduled publish' }).click();
      await page.getByText('Scheduled change cancelled').waitFor();
      await context.close();
    },
    3 * MINUTE,
  );
});
