// Review before publish end to end in Chromium (issue 45 item 2; docs/review.md):
// the admin turns the policy on for a role group on its screen; a member of it
// (made by the operator's `create-user`) finds "Submit for review" in place of
// "Publish"; the reviewer sees the change on the dashboard, as a diff, and
// requests changes with a comment the author then reads in the editor; the
// author submits again and the reviewer approves: the page goes live. axe on
// every new screen, the author's in the dark theme, the reviewer's in the light.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ADMIN_CLI_BUNDLE } from '../../scripts/build-server.mjs';
import { e2eSuite, expectAccessible, signIn } from './support/browser.js';
import { watchedContext } from './support/trouble.js';

const MINUTE = 60_000;
const suite = e2eSuite();

function createUser(email: string, role: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [ADMIN_CLI_BUNDLE, 'create-user', '--email', email, '--name', 'Robin Writer', '--role', role, '--password-stdin'],
      { env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: suite.e2e.dataDir }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`create-user exited ${code}: ${out}`))));
    child.stdin.end(`${password}\n`);
  });
}

describe('review before publish in the admin', () => {
  it(
    'submits a change, gets it sent back with a comment the author reads, then approved and published',
    async () => {
      const api = suite.ok;
      const group = await api('POST', '/api/v1/mc/access/roles', { Name: 'Writers under review', claims: [] });
      const roleId = group.json.Id as string;
      const added = await api('POST', '/api/v1/mc/editor/add', { CtId: 1, TId: 53, CTitle: 'Reviewed in Chromium' });
      const cId = added.json.content.CId as number;
      await api('PUT', `/api/v1/mc/editor/page/${cId}`, {}, { 'if-match': added.etag }); // live before the review

      const admin = await suite.signedInPage(`/user-group-management/${roleId}`);
      await admin.getByLabel('Require review before publishing').check();
      await expectAccessible(admin, 'role group with the review policy');
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () =>
          (await api('GET', `/api/v1/mc/access/roles/${roleId}`)).json.claims.map((c: any) => c.ClaimType),
        )
        .toEqual(['Publishing']);

      const writer = { email: 'robin@example.test', password: 'Words that need a second look 7' };
      await createUser(writer.email, 'Admin', writer.password);
      const found = (await api('GET', `/api/v1/mc/users?q=${encodeURIComponent(writer.email)}`)).json;
      const writerId = (Array.isArray(found) ? found : found.rows)[0].Id as string;
      await api('PUT', `/api/v1/mc/access/roles/${roleId}/members/${writerId}`);

      // The author's own browser, in the dark theme.
      const own = await watchedContext(suite.e2e.browser, { bypassCSP: true, colorScheme: 'dark' });
      const mine = await own.newPage();
      await signIn(mine, suite.e2e.adminUrl, writer.email, writer.password);
      await mine.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));
      await mine.goto(`${suite.e2e.adminUrl}/edit?cId=${cId}`);
      await mine.getByLabel('Meta description').fill('A first try');
      await mine.getByRole('button', { name: 'Submit for review', exact: true }).click();
      await mine.getByText(/Submitted for review by robin@example\.test on .+: waiting for a reviewer\./).waitFor();
      expect(await mine.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
      await expectAccessible(mine, 'editor: submitted for review (dark theme)');

      await admin.goto(`${suite.e2e.adminUrl}/`);
      const list = admin.getByRole('region', { name: 'Waiting for your review' });
      await list.getByText(/Reviewed in Chromium, submitted by robin@example\.test/).waitFor();
      await expectAccessible(admin, 'dashboard: waiting for your review');
      await list.getByRole('button', { name: 'Show changes' }).click();
      const diff = admin.getByRole('dialog');
      await diff.getByRole('cell', { name: 'A first try' }).waitFor();
      await expectAccessible(admin, 'review: the change as a diff');
      await diff.getByRole('button', { name: 'Close' }).click();
      await list.getByRole('button', { name: 'Request changes' }).click();
      await admin.getByLabel('What should change').fill('Say what the page is about.');
      await expectAccessible(admin, 'review: request changes');
      await admin.getByRole('button', { name: 'Send back to the author' }).click();
      await list.getByText('No changes are waiting for review.').waitFor();

      await mine.reload();
      const sentBack = mine.getByRole('alert', { name: 'Changes requested' });
      await sentBack.getByText('Say what the page is about.').waitFor();
      await expectAccessible(mine, 'editor: changes requested (dark theme)');
      await mine.getByLabel('Meta description').fill('What the page is about, in one line');
      await mine.getByRole('button', { name: 'Submit for review', exact: true }).click();
      await mine.getByText(/Submitted for review by robin@example\.test/).waitFor();

      await admin.reload();
      await list.getByRole('button', { name: 'Approve and publish' }).click();
      await list.getByText('No changes are waiting for review.').waitFor();
      const live = (await api('GET', `/api/v1/mc/editor/page/${cId}`)).json;
      expect(live.content.CMetaDesc).toEqual({ description: 'What the page is about, in one line' });
      await own.close();
      await admin.close();
    },
    4 * MINUTE,
  );
});
