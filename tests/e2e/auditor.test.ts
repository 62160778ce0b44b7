// The Auditor (issue 40 item 5; docs/decisions/0112-auditor-role.md) end to
// end in Chromium against the real product: an account with the built-in role
// Auditor, made by the operator's `create-user`, signs in to a dashboard that
// asks the server nothing it refuses (no 4xx answer in the network log) and
// points to what it reads; it opens the Data group's Redirect list and a
// record with no Create, Edit, Delete or row selection, exports the list as
// CSV, reads the logs' audit log, changes and error log without 'Empty the
// error log', a page's version history on its Summary (Compare, no Restore),
// and an account's audit trail; axe on the dashboard and the changes tab.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { ADMIN_CLI_BUNDLE } from '../../scripts/build-server.mjs';
import { e2eSuite, expectAccessible, signIn } from './support/browser.js';
import { api } from '../support/server-process.js';

const MINUTE = 60_000;
const AUDITOR = { user: 'auditor@example.test', password: 'Reads everything, changes 42 nothing' };
const suite = e2eSuite();

/** `npm run admin -- create-user …` beside the running server, the password on standard input. */
function createAuditor(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ADMIN_CLI_BUNDLE,
        'create-user',
        '--email',
        AUDITOR.user,
        '--name',
        'Ann Auditor',
        '--role',
        'Auditor',
        '--password-stdin',
      ],
      {
        env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: suite.e2e.dataDir },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`create-user exited ${code}: ${out}`))));
    child.stdin.end(`${AUDITOR.password}\n`);
  });
}

/** Every API answer of 400 or more the page receives, as 'STATUS METHOD URL'. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r: Response) => {
    if (r.url().includes('/api/') && r.status() >= 400) seen.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return seen;
}

const editorCall = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await suite.call(method, `/api/v1/mc/editor/${path}`, body, headers);
  return { ...res, etag: res.headers.get('etag') ?? '' };
};

describe('an Auditor in the admin', () => {
  // Made once, before the test: a retry of the test (CI retries a failed browser test once) finds them made, where
  // making them again would be refused (the account's user name and the redirect's path are taken).
  let cId: number;
  beforeAll(async () => {
    expect(await createAuditor()).toContain(AUDITOR.user);
    // Something to read: a redirect (audited, so the changes have rows) and a page with two versions.
    const redirect = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'redirect', {
      RFrom: '/audited-old',
      RTo: '/audited-new',
      RType: '301',
    });
    expect(redirect.status, JSON.stringify(redirect.body)).toBe(201);
    const added = await editorCall('POST', 'add', { CtId: 1, TId: 53, CTitle: 'Audited page' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    cId = added.body.content.CId as number;
    const saved = await editorCall(
      'PUT',
      `page/${cId}`,
      { content: { CTitle: 'Audited page, edited' } },
      { 'if-match': added.etag },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, MINUTE);

  it(
    'lands on a dashboard of what it reads, and reads the Data group, the logs, a page history and an account trail, with no write control',
    async () => {
      const page = await suite.context.newPage();
      const refused = refusals(page);
      await signIn(page, suite.e2e.adminUrl, AUDITOR.user, AUDITOR.password);
      await page.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));

      // The dashboard: what it reads and where, no tools or cache tools it may not use, nothing refused.
      await page.getByRole('heading', { name: 'Your account reads only' }).waitFor();
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      const history = sidebar.getByRole('list', { name: 'History' });
      await history.waitFor();
      await sidebar.getByRole('button', { name: 'Data' }).waitFor();
      expect(await page.getByRole('region', { name: 'Tools' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
      await expectAccessible(page, 'the Auditor dashboard');

      // The Data group's Redirect list: no Create, no row selection (bulk delete), Export; CSV of every row.
      await sidebar.getByRole('button', { name: 'Data' }).click();
      await sidebar.getByRole('link', { name: 'Redirects' }).click();
      await page.waitForURL(/\/Redirect$/);
      const row = page.getByRole('row', { name: /\/audited-old/ });
      await row.waitFor();
      expect(await page.getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create', exact: true }).count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain('/audited-old');
      expect(csv).toContain('/audited-new');

      // A record: shown, with no Edit or Delete.
      await row.getByText('/audited-old').click();
      await page.waitForURL(/\/Redirect\/\d+\/show$/);
      await page.getByText('/audited-new').first().waitFor();
      expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

      // The logs: the audit log, the changes with rows and their field diffs, the error log without 'Empty'.
      await history.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('tab', { name: 'Audit log', selected: true }).waitFor();
      await page
        .getByRole('row', { name: /Redirect/ })
        .first()
        .waitFor();
      await history.getByRole('link', { name: 'Changes' }).click();
      await page.getByRole('tab', { name: 'Changes', selected: true }).waitFor();
      await page
        .getByRole('table', { name: /^Changes to Redirect/ })
        .first()
        .waitFor();
      await expectAccessible(page, 'the changes tab, for an Auditor');
      await page.getByRole('tab', { name: 'Error log' }).click();
      await page.getByRole('tab', { name: 'Error log', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Export' }).waitFor();
      expect(await page.getByRole('button', { name: /Empty the error log/ }).count()).toBe(0);

      // A page's version history: the editor sends the Auditor to the Summary, which lists and compares, no Restore.
      await page.goto(`${suite.e2e.adminUrl}/edit?cId=${cId}`);
      await page.waitForURL(new RegExp(`/edit/summary\\?cId=${cId}$`));
      const versions = page.getByRole('list', { name: 'Versions' });
      await versions.getByRole('listitem').first().waitFor();
      expect(await versions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Edit this page' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Preview version/ }).count()).toBe(0);
      await versions.getByRole('button', { name: 'Compare' }).last().click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // An account's audit trail, and the accounts without 'Invite'.
      await history.getByRole('link', { name: 'Accounts and their audit trails' }).click();
      await page.getByRole('heading', { name: 'User Management' }).waitFor();
      expect(await page.getByRole('button', { name: /Invite/ }).count()).toBe(0);
      await page.getByRole('link', { name: 'Ann Auditor' }).click();
      await page.getByRole('tab', { name: 'Audit trail', selected: true }).waitFor();
      expect(await page.getByRole('tab').count()).toBe(1);
      await page.getByRole('table', { name: 'Audit trail' }).getByRole('row').nth(1).waitFor();

      expect(refused).toEqual([]);
      await page.close();
    },
    5 * MINUTE,
  );
});
