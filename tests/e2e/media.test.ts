// The media library (/folder-organization, issue 14 items 1 and 7) in
// Chromium against the real product with the demo site: every seeded image
// loads, three files go up at once each with its progress, one gets its alt text, a file pages use
// cannot be deleted (the dialog lists them), an unused one can; a file is
// imported from a URL (a "remote site" on loopback, which FETCH_ALLOW lets the
// server reach) and a private address is refused; axe-core on each view.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../src/server/files/solid-png.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite({ FETCH_ALLOW: '127.0.0.1' });

// The other site a file is imported from: one PNG, everything else 404.
let remote: Server;
let remoteOrigin: string;
beforeAll(async () => {
  const photo = solidPng(30, 20, [20, 90, 160]);
  remote = createServer((req, res) =>
    req.url === '/pictures/Harbor%20lights.png'
      ? res.writeHead(200, { 'content-type': 'image/png' }).end(photo)
      : res.writeHead(404).end(),
  );
  await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
  remoteOrigin = `http://127.0.0.1:${(remote.address() as { port: number }).port}`;
});
afterAll(() => new Promise((r) => remote?.close(r)));

describe('the media library', () => {
  it(
    'shows every demo image, uploads three files with progress, refuses to delete a used one and deletes an unused one',
    async () => {
      const page = await suite.signedInPage('/folder-organization');
      const grid = page.getByRole('list', { name: 'Media files' });
      await grid.waitFor();
      // Every seeded image is a real file: each <img> of the grid decodes to its pixels.
      const images = grid.getByRole('img');
      await expect.poll(() => images.count()).toBeGreaterThanOrEqual(20);
      await expect
        .poll(
          () =>
            images.evaluateAll(
              (all) =>
                all.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0)
                  .length,
            ),
          { message: 'broken or unloaded images' },
        )
        .toBe(0);
      await expectAccessible(page, '/folder-organization (grid)');

      const dir = mkdtempSync(join(tmpdir(), 'media-e2e-'));
      const files = ['Crane one.png', 'Crane two.png', 'Crane three.png'].map((name, i) => {
        const path = join(dir, name);
        writeFileSync(path, solidPng(20 + i, 10, [200, 40 * i, 90]));
        return path;
      });
      await page.getByLabel('Files to upload').setInputFiles(files);
      for (const name of ['Crane one.png', 'Crane two.png', 'Crane three.png'])
        await page.getByText(`${name}: uploaded`).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('progressbar', { name: /^Upload of Crane/ })
            .evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow'))),
        )
        .toEqual(['100', '100', '100']);

      await page.getByLabel('Search media').fill('crane');
      await expect
        .poll(() => grid.getByRole('heading').allTextContents())
        .toEqual(['Crane three', 'Crane two', 'Crane one']);

      await grid.getByRole('button', { name: 'Edit Crane one' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Crane one' });
      await editor.getByLabel('Alternative text').fill('A red crane');
      await editor.getByRole('button', { name: 'Save' }).click();
      await grid.getByRole('img', { name: 'A red crane' }).waitFor();

      await page.getByRole('button', { name: 'List' }).click();
      const table = page.getByRole('table', { name: 'Media files' });
      await table.getByRole('cell', { name: '22 × 10' }).waitFor();
      await expectAccessible(page, '/folder-organization (list)');

      await table.getByRole('button', { name: 'Delete Crane two' }).click();
      await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, continue' }).click();
      await expect.poll(() => table.getByRole('link').allTextContents()).toEqual(['Crane three', 'Crane one']);

      await page.getByLabel('Search media').fill('Riverside Library');
      await page.getByRole('button', { name: 'Delete The Riverside Library reading room' }).click();
      const inUse = page.getByRole('dialog', { name: 'This file is in use' });
      await inUse.waitFor();
      await expect
        .poll(() => inUse.getByRole('list', { name: 'Pages that use the file' }).getByRole('listitem').count())
        .toBeGreaterThanOrEqual(1);
      await expectAccessible(page, '/folder-organization (file in use)');
      await expect.poll(() => inUse.getByRole('button', { name: 'Yes, continue' }).count()).toBe(0);
    },
    5 * MINUTE,
  );

  it(
    'imports a file from a URL into the library, and shows the refusal of a private address',
    async () => {
      const page = await suite.signedInPage('/folder-organization');
      await page.getByRole('list', { name: 'Media files' }).waitFor();
      await page.getByRole('button', { name: 'Import from URL' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import from URL' });
      await dialog.getByLabel('File URL').fill('http://169.254.169.254/latest/meta-data/');
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/private, loopback or reserved/);
      await expectAccessible(page, '/folder-organization (import from URL)');
      await dialog.getByLabel('File URL').fill(`${remoteOrigin}/pictures/Harbor%20lights.png`);
      await dialog.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('status').filter({ hasText: 'Imported Harbor lights.png.' }).waitFor();
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByLabel('Search media').fill('Harbor lights');
      const grid = page.getByRole('list', { name: 'Media files' });
      await expect.poll(() => grid.getByRole('heading').allTextContents()).toEqual(['Harbor lights']);
      // No alt text yet, so the thumbnail is decorative (no img role): read the element itself.
      await expect
        .poll(() => grid.locator('img').evaluateAll((all) => all.map((i) => (i as HTMLImageElement).naturalWidth)))
        .toEqual([30]);
    },
    2 * MINUTE,
  );
});
