// The DB tools screen (/db-tools, issue 16 item 8) in Chromium against the
// real product: the database's facts are shown, a backup downloads as a real
// SQLite database, and a CSV file is checked with a dry run (listed, nothing
// written) and then imported, and the lookup tables list it, add a row and
// edit one in place; axe on each state.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const constantsNamed = async (value: string) => {
  const res = await fetch(
    `${suite.e2e.server.baseUrl}/api/v1/db/dbconstants?filters=${encodeURIComponent(`DbcValue==${value}`)}`,
    { headers: { authorization: `Bearer ${suite.token}` } },
  );
  return (await res.json()) as { DbcId: number; DbcType: number; DbcSortOrder: number }[];
};

describe('DB tools', () => {
  it(
    'shows the facts, downloads a backup, and imports a CSV after its dry run',
    async () => {
      const page = await suite.signedInPage('/db-tools');
      await page.getByRole('heading', { name: 'DB Tools', level: 1 }).waitFor();
      const tables = page.getByRole('table', { name: 'Tables' });
      await tables.getByRole('rowheader', { name: 'DBConstants', exact: true }).waitFor();
      await page.getByText('SQLite (embedded)').waitFor();
      await expectAccessible(page, '/db-tools');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download a backup' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^cms-.+\.sqlite$/);
      const saved = await download.path();
      expect(readFileSync(saved).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
      await page.getByText(/^Backup downloaded: cms-.+\.sqlite/).waitFor();

      await page.getByRole('tab', { name: 'CSV export & import' }).click();
      await page.getByLabel('CSV text').fill('DbcType,DbcValue,DbcSortOrder\n1,Podcast,40\n2,Community radio,41\n');
      await page.getByRole('button', { name: 'Check (dry run)' }).click();
      await page
        .getByText('Dry run of DBConstants: nothing was written. 2 to create, 0 to update, 0 unchanged.')
        .waitFor();
      const outcome = page.getByRole('table', { name: /Dry run of DBConstants/ });
      await outcome.getByRole('cell', { name: /DbcValue: Community radio/ }).waitFor();
      expect(await constantsNamed('Podcast')).toEqual([]);
      await expectAccessible(page, '/db-tools (CSV dry run)');

      await page.getByRole('button', { name: 'Import 2 changes' }).click();
      await page.getByText('Imported into DBConstants: 2 created, 0 updated, 0 unchanged.').waitFor();
      expect((await constantsNamed('Podcast')).map((c) => c.DbcType)).toEqual([1]);

      // The lookup tables list the imported constant (sources shown), and add and edit rows in place.
      await page.getByRole('tab', { name: 'Lookup tables' }).click();
      const constants = page.getByRole('table', { name: 'DBConstants rows' });
      await constants.getByRole('cell', { name: 'Podcast', exact: true }).waitFor();
      await page.getByLabel('DBConstants type').click();
      await page.getByRole('option', { name: '2: Sources' }).click();
      await constants.getByRole('cell', { name: 'Community radio', exact: true }).waitFor();
      await constants.getByRole('cell', { name: 'Podcast', exact: true }).waitFor({ state: 'detached' });
      await expectAccessible(page, '/db-tools (lookup tables)');

      await page.getByLabel('Value of the new DBConstants row').fill('Newsletter swap');
      await page.getByLabel('Sort order of the new DBConstants row').fill('42');
      await page.getByRole('button', { name: 'Add the new DBConstants row' }).click();
      await page
        .getByRole('status')
        .getByText(/^Added DBConstants \d+\.$/)
        .waitFor();
      await constants.getByRole('cell', { name: 'Newsletter swap', exact: true }).waitFor();
      expect(await constantsNamed('Newsletter swap')).toMatchObject([{ DbcType: 2, DbcSortOrder: 42 }]);

      const [radio] = await constantsNamed('Community radio');
      await page.getByRole('button', { name: `Edit DBConstants ${radio.DbcId}` }).click();
      await page.getByLabel(`Value of DBConstants ${radio.DbcId}`).fill('Local radio');
      await expectAccessible(page, '/db-tools (lookup row being edited)');
      await page.getByRole('button', { name: `Save DBConstants ${radio.DbcId}` }).click();
      await page.getByText(`Saved DBConstants ${radio.DbcId}.`).waitFor();
      await constants.getByRole('cell', { name: 'Local radio', exact: true }).waitFor();
      expect(await constantsNamed('Local radio')).toMatchObject([{ DbcId: radio.DbcId, DbcType: 2 }]);
      expect(await constantsNamed('Community radio')).toEqual([]);
    },
    4 * MINUTE,
  );
});
