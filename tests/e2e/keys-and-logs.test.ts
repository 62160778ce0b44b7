// Keys and logs (issue 13 items 5, 6 and 8) end to end in Chromium against
// the real product: a key's value set on the Key Manager screen and never
// read back (in no API answer the browser receives, not in the page, not
// after a reload); an API group saved with its endpoints in one call; the
// logs' three tabs, a field-level diff in the changes tab and its CSV; the
// error log emptied by the MoJoAdmin after 'Are you sure?'; system messages
// archived from a row and in bulk; axe-core on every screen.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const SECRET = 'mc-live-8d1f0a6e4b2c9e7f5a3d-us21';
const REPLACEMENT = 'mc-live-0f9e8d7c6b5a4f3e2d1c-us21';
const suite = e2eSuite();

/** Every answer body the page receives from the API, as text. */
function recordAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (r: Response) => {
    if (r.url().includes('/api/'))
      void r.text().then(
        (t) => bodies.push(t),
        () => undefined,
      );
  });
  return bodies;
}

/** The page's markup and the values of its inputs: what a user or a script on it could read. */
const pageText = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.outerHTML +
      [...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value).join('\n'),
  );

const db = (method: string, path: string, body?: unknown) =>
  api(suite.e2e.server.baseUrl, suite.token, method, path, body);

/** Waits for a toast, then for it to leave (axe measures a fading toast as low contrast). */
async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor();
  await page.getByText(text).first().waitFor({ state: 'detached' });
}

describe('Key Manager', () => {
  it(
    'takes a value that is never shown or sent back, only its ending, who set it and when',
    async () => {
      const page = await suite.signedInPage();
      const answers = recordAnswers(page);
      await page.goto(`${suite.e2e.adminUrl}/key-manager`);
      await page.getByRole('heading', { name: 'Key Manager' }).waitFor();
      await expectAccessible(page, '/key-manager');
      await page.getByRole('link', { name: 'Add key' }).click();
      await page.getByRole('heading', { name: 'New key' }).waitFor();
      await expectAccessible(page, '/key-manager/new');
      await page.getByLabel('Name').fill('Mailchimp');
      await page.getByLabel('Description').fill('E-mail marketing');
      const value = page.getByRole('textbox', { name: 'Value', exact: true });
      await value.fill(SECRET);
      expect(await value.getAttribute('type')).toBe('password');
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/db/keymanager') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await created).status()).toBe(201);
      await page.waitForURL(/\/key-manager\/\d+$/);
      const kmId = Number(page.url().split('/').pop());
      await expect
        .poll(() => page.getByTestId('key-value-status').innerText())
        .toMatch(/^Set, ending in …us21 · changed by admin on /);
      expect(await page.getByLabel('Replace the value').inputValue()).toBe('');
      await toast(page, 'Key Mailchimp saved');
      await expectAccessible(page, '/key-manager/{Id}');

      // Replaced: the new ending, and again nothing of the value comes back.
      await page.getByLabel('Replace the value').fill(`  ${REPLACEMENT}\n`);
      const patched = page.waitForResponse(
        (r) => r.url().endsWith(`/api/v1/db/keymanager/${kmId}`) && r.request().method() === 'PATCH',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await patched).request().postDataJSON()).toEqual({ KmValue: REPLACEMENT }); // only the value, trimmed
      await page.getByText('Key Mailchimp saved').waitFor();
      expect(await page.getByLabel('Replace the value').inputValue()).toBe('');

      await page.reload();
      await page.getByTestId('key-value-status').waitFor();
      await page.goto(`${suite.e2e.adminUrl}/key-manager`);
      await page.getByRole('cell', { name: 'Set, ending in …us21' }).waitFor();
      // The browser's own reads of every kind, then the API answers it got, then the page itself.
      for (const path of [
        `keymanager/${kmId}`,
        'keymanager?pageNumber=1&pageSize=500',
        'keymanager',
        'auditlog?pageNumber=1&pageSize=500',
        'auditlog',
      ]) {
        answers.push(JSON.stringify((await db('GET', path)).body));
      }
      // The browser's answers are there: the create, the patch, the reads after them.
      await expect.poll(() => answers.filter((b) => b.includes('"KmName":"Mailchimp"')).length).toBeGreaterThan(4);
      for (const body of answers) for (const value of [SECRET, REPLACEMENT]) expect(body).not.toContain(value);
      expect(answers.join('\n')).not.toMatch(/"KmValue":"(?!\[redacted\])/);
      for (const value of [SECRET, REPLACEMENT]) expect(await pageText(page)).not.toContain(value);
      await page.close();
    },
    3 * MINUTE,
  );
});

describe('API Access', () => {
  it(
    'saves a group with its endpoints in one call, and lists them under it',
    async () => {
      const page = await suite.signedInPage('/api-access/new');
      await page.getByRole('heading', { name: 'New API group' }).waitFor();
      await page.getByLabel('Name').fill('Partner feeds');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByLabel('Path of endpoint 1').fill('news');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByLabel('Method of endpoint 2').click();
      await page.getByRole('option', { name: 'POST' }).click();
      await page.getByLabel('Path of endpoint 2').fill('/api/partners/leads');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Endpoint 1: the path must start with / and have no spaces, ? or #').waitFor(); // the shared rule, before any call
      await expectAccessible(page, '/api-access/new with a problem');
      await page.getByLabel('Path of endpoint 1').fill('/api/partners/news');
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/mc/api-access') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(201);
      await page.waitForURL(/\/api-access\/\d+$/);
      await toast(page, 'API group Partner feeds saved');
      await expectAccessible(page, '/api-access/{AgId}');

      await page.getByLabel('Endpoint 2 enabled').uncheck();
      await page.getByRole('button', { name: 'Remove endpoint 1' }).click();
      const put = page.waitForResponse(
        (r) => /\/api\/v1\/mc\/api-access\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await put).status()).toBe(200);
      expect((await put).request().headers()['if-match']).toMatch(/^(W\/)?"/);

      await page.goto(`${suite.e2e.adminUrl}/api-access`);
      const endpoints = page.getByRole('list', { name: 'Endpoints of Partner feeds' });
      await endpoints.waitFor();
      await expect.poll(() => endpoints.innerText()).toMatch(/^POST\s+\/api\/partners\/leads\s+off$/);
      await expectAccessible(page, '/api-access');
      await page.close();
    },
    3 * MINUTE,
  );
});

describe('logs', () => {
  it(
    'shows the audit log, a field-level diff in changes (also as CSV), and the error log',
    async () => {
      // A path of its own per run: CI runs a failed browser test once more, on the same server (a second '/e2e-old' is a 409).
      const made = await db('POST', 'redirect', { RFrom: `/e2e-old-${Date.now()}`, RTo: '/e2e-new', RType: '301' });
      const rId = made.body.RId as number;
      expect((await db('PATCH', `redirect/${rId}`, { RTo: '/e2e-newer' })).status).toBe(200);
      const page = await suite.signedInPage('/logs');
      await page.getByRole('tab', { name: 'Audit log', selected: true }).waitFor();
      await page
        .getByRole('cell', { name: `Update Redirect ${rId}` })
        .first()
        .waitFor();
      await expectAccessible(page, '/logs (audit log)');

      await page.getByRole('tab', { name: 'Changes' }).click();
      await page.waitForURL(/tab=changes/);
      // The tab is drawn in a transition: for a moment after the URL changes the audit list is still on screen, and one of
      // its controls answers to the label 'Entity' too. So the filter's controls are found inside the filter form.
      const filters = page.getByRole('search', { name: 'Filter changes' });
      await filters.getByLabel('Entity').click();
      await page.getByRole('option', { name: 'Redirect', exact: true }).click();
      await filters.getByLabel('Record key').fill(String(rId));
      await filters.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(new RegExp(`tab=changes&entity=Redirect&key=${rId}`));
      const diff = page.getByRole('table', { name: /^Changes to Redirect \d+ on / }).first();
      await diff.waitFor();
      // Polled: the list may render the table a moment before its rows (a refetch after the filter).
      await expect
        .poll(() => diff.getByRole('row').allInnerTexts())
        .toEqual(['Field\tBefore\tAfter', 'To\t/e2e-new\t/e2e-newer']);
      await expect.poll(() => page.getByRole('table', { name: /^Changes to Redirect/ }).count()).toBe(2); // the update and the create
      await expectAccessible(page, '/logs (changes)');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const csv = await readFile((await (await download).path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('Date,User,Impersonated by,Action,Entity,Record key,Field,Before,After');
      expect(csv).toMatch(new RegExp(`,admin,,Update,Redirect,${rId},RTo,/e2e-new,/e2e-newer\\r\\n`));

      await page.getByRole('tab', { name: 'Error log' }).click();
      await page.getByRole('button', { name: 'Empty the error log' }).waitFor();
      await expectAccessible(page, '/logs (error log)');
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    "narrows the changes to a year chosen with the spec's year picker (5 years back to 6 ahead)",
    async () => {
      const made = await db('POST', 'redirect', {
        RFrom: `/e2e-year-old-${Date.now()}`,
        RTo: '/e2e-year-new',
        RType: '301',
      });
      const rId = made.body.RId as number;
      const page = await suite.signedInPage(`/logs?tab=changes&entity=Redirect&key=${rId}`);
      const changes = page.getByRole('table', { name: /^Changes to Redirect/ });
      await changes.first().waitFor(); // the cold load of the screen and its list
      await expect.poll(() => changes.count()).toBe(1);
      const now = new Date().getFullYear();
      const pick = async (year: number) => {
        await page
          .getByRole('search', { name: 'Filter changes' })
          .getByRole('button', { name: /choose date/i })
          .last() // the year picker: after the From and To date pickers
          .click();
        const years = page.getByRole('radiogroup').getByRole('radio');
        await expect
          .poll(() => years.allInnerTexts())
          .toEqual(Array.from({ length: 12 }, (_, i) => String(now - 5 + i)));
        await expectAccessible(page, '/logs (changes, year picker open)');
        await page.getByRole('radio', { name: String(year) }).click();
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.waitForURL(new RegExp(`year=${year}`));
      };
      await pick(now - 1);
      await expect.poll(() => changes.count()).toBe(0);
      await pick(now);
      await expect.poll(() => changes.count()).toBe(1);
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'lets the MoJoAdmin empty the error log only after confirming, and audits it',
    async () => {
      for (const message of ['E2E failure one', 'E2E failure two'])
        expect((await db('POST', 'errorlog', { ElMessage: message, ElStatus: 500 })).status).toBe(201);
      const page = await suite.signedInPage('/logs?tab=errors');
      await page.getByRole('cell', { name: 'E2E failure two' }).waitFor();
      await page.getByRole('button', { name: 'Empty the error log' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect
        .poll(() => dialog.innerText())
        .toMatch(/This removes all 2 entries of the error log, up to entry \d+ \(.+\), for everyone/);
      await expectAccessible(page, 'empty the error log dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await db('GET', 'errorlog?pageNumber=1')).body).toHaveLength(2); // nothing happened

      await page.getByRole('button', { name: 'Empty the error log' }).click();
      const truncated = page.waitForResponse((r) => r.url().includes('/api/v1/db/errorlog/truncate?upTo='));
      await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, continue' }).click();
      expect((await truncated).status()).toBe(200);
      await page.getByText('Error log emptied: 2 entries removed').waitFor();
      await page.getByText('No data available').waitFor();
      expect((await db('GET', 'errorlog?pageNumber=1')).body).toEqual([]);
      const audit = (await db('GET', `auditlog?pageNumber=1&filters=${encodeURIComponent('Type==ErrorLog')}`)).body;
      expect(audit[0]).toMatchObject({
        UserName: 'admin',
        Message: expect.stringMatching(/^Emptied the error log: 2 entries removed \(up to entry \d+\)$/),
      });
      await page.close();
    },
    3 * MINUTE,
  );
});

describe('system messages', () => {
  it(
    'archives one from its row and several from the selection',
    async () => {
      const ids: number[] = [];
      for (const text of ['E2E bulk one', 'E2E bulk two', 'E2E single'])
        ids.push((await db('POST', 'systemmessages', { SMessage: text })).body.SId);
      const page = await suite.signedInPage('/system-messages');
      await page.getByRole('cell', { name: 'E2E single', exact: true }).waitFor();
      await expectAccessible(page, '/system-messages');

      const one = page.waitForResponse((r) => r.url().includes(`/systemmessages/archive?sId=${ids[2]}`));
      await page.getByRole('button', { name: 'Archive system message E2E single' }).click();
      expect((await one).status()).toBe(200);
      await page.getByText('System message archived').waitFor();
      await page.getByRole('cell', { name: 'E2E single', exact: true }).waitFor({ state: 'detached' });

      for (const text of ['E2E bulk one', 'E2E bulk two'])
        await page
          .getByRole('row', { name: new RegExp(text) })
          .getByRole('checkbox')
          .check();
      const bulk = page.waitForResponse((r) => r.url().includes('/systemmessages/archive?sId='));
      await page.getByRole('button', { name: 'Archive', exact: true }).click();
      expect(new URL((await bulk).url()).searchParams.get('sId')!.split(',').map(Number).sort()).toEqual(
        [ids[0], ids[1]].sort(),
      );
      await page.getByText('2 system messages archived').waitFor();
      for (const id of ids) expect((await db('GET', `systemmessages/${id}`)).body.SArchived).toBe(true);

      await page.getByRole('tab', { name: 'Archived' }).click();
      await page.getByRole('cell', { name: 'E2E bulk two', exact: true }).waitFor();
      await expectAccessible(page, '/system-messages (archived)');
      await page.close();
    },
    3 * MINUTE,
  );
});
