// Secured documents (/documents, issue 14 item 5) in Chromium against the
// real product: a PDF goes up with its progress bar, is put in a category
// and restricted to roles, its signed link is copied and downloads the file,
// the download shows in the log; a link signed five minutes too early (with
// the server's key, JWT_SECRET set for this run) is refused as expired, a
// changed one as invalid; axe-core on the screen and its dialogs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signingKey } from '../../src/server/auth/secret.js';
import { derivedKey, LINK_TTL_SECONDS, signLink } from '../../src/server/documents/signed-link.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const JWT_SECRET = 'documents-e2e-signing-secret-0123456789abcdef';
const suite = e2eSuite({ JWT_SECRET });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('secured documents', () => {
  it(
    'uploads a document with progress, restricts it to roles, downloads it through its signed link and logs the download; an expired link is refused',
    async () => {
      const page = await suite.signedInPage('/documents');
      await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
      await page.getByText('No documents match.').waitFor();
      await expectAccessible(page, '/documents (empty)');

      const dir = mkdtempSync(join(tmpdir(), 'documents-e2e-'));
      const file = join(dir, 'Member guide.pdf');
      writeFileSync(file, PDF);
      await page.getByLabel('Files to upload').setInputFiles([file]);
      await page.getByText('Member guide.pdf: uploaded').waitFor();
      await expect
        .poll(() => page.getByRole('progressbar', { name: 'Upload of Member guide.pdf' }).getAttribute('aria-valuenow'))
        .toBe('100');
      const table = page.getByRole('table', { name: 'Documents' });
      await table.getByRole('cell', { name: 'Roles: MoJoAdmin, Admin, Maintenance User' }).waitFor();

      await page.getByLabel('New category').fill('Guides');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('navigation', { name: 'Document categories' }).getByText('Guides').waitFor();

      await table.getByRole('button', { name: 'Edit Member guide' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Member guide' });
      await dialog.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Guides' }).click();
      await dialog.getByLabel('Signed-in users with a role').check();
      await dialog.getByLabel('Roles (comma-separated)').fill('Admin, Member');
      await expectAccessible(page, '/documents (access editor)');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await table.getByRole('cell', { name: 'Roles: Admin, Member' }).waitFor();
      await table.getByRole('cell', { name: 'Guides' }).waitFor();

      await table.getByRole('button', { name: 'Copy link to Member guide' }).click();
      const link = page.getByRole('link', { name: /\/secured-documents\/\d+\/download\?expires=/ });
      await link.waitFor();
      const href = (await link.getAttribute('href'))!;
      expect(href).toContain('by=staff%3Aadmin');
      const got = await page.request.get(href);
      expect(got.status()).toBe(200);
      expect(Buffer.from(await got.body()).equals(PDF)).toBe(true);
      expect(got.headers()['content-disposition']).toContain('Member guide.pdf');

      await table.getByRole('button', { name: 'Downloads of Member guide' }).click();
      const log = page.getByRole('dialog', { name: 'Downloads of Member guide' });
      await log.getByRole('cell', { name: 'staff:admin', exact: true }).waitFor();
      await log
        .getByRole('cell', { name: /^Downloaded "Member guide" \(document \d+\) by staff:admin from / })
        .waitFor();
      await expectAccessible(page, '/documents (download log)');
      await log.getByRole('button', { name: 'Close' }).click();

      // A link the server signed more than five minutes ago has expired; a changed one is not the server's.
      const id = Number(/\/secured-documents\/(\d+)\//.exec(href)![1]);
      const old = signLink(
        derivedKey(signingKey(dir, JWT_SECRET), 'links'),
        id,
        'staff:admin',
        Date.now() - (LINK_TTL_SECONDS + 60) * 1000,
      );
      const expired = await page.request.get(new URL(old.url, href).toString());
      expect(expired.status()).toBe(410);
      expect(await expired.text()).toContain('expired');
      const changed = await page.request.get(href.replace('by=staff%3Aadmin', 'by=public'));
      expect(changed.status()).toBe(403);
    },
    5 * MINUTE,
  );
});
