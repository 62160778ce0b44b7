// The last rough edges of issue 41 where staff see them (decision 0121), in Chromium against the real product:
// the banner edit screen opens under its heading and saves a change; in the page editor a changed title followed
// by one click on Save draft asks the rename question and, once it is answered, saves the draft without a second
// click (decision 0118 "the rename choice finishes the save the click started").
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { e2eSuite } from './support/browser.js';
import { api, mcApi } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const mc = (method: string, path: string, body?: unknown) =>
  mcApi(suite.e2e.server.baseUrl, suite.token, method, path, body);

describe('the banner edit screen', () => {
  it(
    'opens under its heading and saves a change, back on the Banners list',
    async () => {
      const made = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'content', {
        CtId: 65,
        CTitle: 'E2E opening hours',
        CMetaData: { Enabled: false, Placement: 'top' },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const cId = made.body.CId as number;
      const page = await suite.signedInPage(`/banners/${cId}`);
      await page.getByRole('heading', { level: 1, name: 'Edit banner' }).waitFor();
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect.poll(() => name.inputValue()).toBe('E2E opening hours');
      await name.fill('E2E winter opening hours');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(`${suite.e2e.adminUrl}/banners`);
      const stored = await api(suite.e2e.server.baseUrl, suite.token, 'GET', `content/${cId}`);
      expect(stored.body).toMatchObject({
        CTitle: 'E2E winter opening hours',
        CtId: 65,
        CMetaData: { Enabled: false, Placement: 'top' },
      });
      await page.close();
    },
    MINUTE,
  );
});

describe('the page editor', () => {
  it(
    'saves the draft the Save draft click started once the rename question is answered',
    async () => {
      const added = await mc('POST', 'editor/add', { CtId: 1, TId: 53, CTitle: 'E2E Rough Edges' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const cId = added.body.content.CId as number;
      const page = await suite.signedInPage(`/edit?cId=${cId}`);
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      const saves: string[] = [];
      const noteSave = (r: Request) =>
        void (
          r.method() === 'PUT' &&
          r.url().includes(`/api/v1/mc/editor/page/${cId}`) &&
          saves.push(r.postDataJSON().mode ?? 'publish')
        );
      page.on('request', noteSave);

      await page.getByLabel('Title', { exact: false }).first().fill('E2E Rough Edges Renamed');
      // One click: it takes the focus from the title, whose rename question opens before the click ends.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page
        .getByRole('dialog', { name: 'Rename this page?' })
        .getByRole('button', { name: 'Change page name only' })
        .click();
      await page.getByText('Draft saved. The live page is unchanged.').waitFor();
      await page.getByText('All changes saved').waitFor();
      expect(saves).toEqual(['draft']);

      const drafts = await mc('GET', 'editor/drafts');
      const draft = (drafts.body as { CId: number; CvId: number }[]).find((d) => d.CId === cId);
      expect(draft).toBeDefined();
      const version = await mc('GET', `editor/version/${draft!.CvId}`);
      expect(version.body.Snapshot.content).toMatchObject({
        CTitle: 'E2E Rough Edges Renamed',
        CSeoUrl: added.body.content.CSeoUrl,
      });
      // The live page is unchanged: a draft save.
      expect((await mc('GET', `editor/page/${cId}`)).body.content.CTitle).toBe('E2E Rough Edges');
      page.off('request', noteSave);
      await page.close();
    },
    MINUTE,
  );
});
