// The image tool (/image-tool, issue 14 item 3) and the library's Replace (item
// 1) in Chromium against the real product: an uploaded photo is opened in the
// tool from the library, cropped 1:1 with the aspect preset and a keyboard
// nudge, saved; the library shows version 2 at the same URL, whose bytes are
// now square; a replacement of the same type goes up with its progress and
// becomes version 3; axe-core on the tool and the versions dialog.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('the image tool', () => {
  it(
    'crops a library image 1:1 into a new version at the same URL, and the library replaces it keeping the URL',
    async () => {
      const page = await suite.signedInPage();
      const dir = mkdtempSync(join(tmpdir(), 'image-tool-e2e-'));
      const photo = join(dir, 'Lighthouse wide.jpg');
      writeFileSync(photo, await jpeg(300, 150, '#3366cc'));
      const replacement = join(dir, 'Lighthouse night.jpg');
      writeFileSync(replacement, await jpeg(120, 90, '#112233'));

      await page.goto(`${suite.e2e.adminUrl}/folder-organization`);
      await page.getByLabel('Files to upload').setInputFiles([photo]);
      await page.getByText('Lighthouse wide.jpg: uploaded').waitFor();
      await page.getByLabel('Search media').fill('Lighthouse wide');
      await page.getByRole('button', { name: 'List' }).click();
      const table = page.getByRole('table', { name: 'Media files' });
      const link = table.getByRole('link', { name: 'Lighthouse wide' });
      const url = (await link.getAttribute('href'))!;
      expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);

      await table.getByRole('button', { name: 'Replace Lighthouse wide' }).click();
      await page
        .getByRole('dialog', { name: 'Replace Lighthouse wide' })
        .getByRole('link', { name: 'Open in the image tool' })
        .click();
      await page.getByRole('heading', { name: 'Image Tool' }).waitFor();
      const cropBox = page.getByRole('group', { name: /^Crop area, 300 × 150 pixels at 0, 0/ });
      await cropBox.waitFor();
      await expectAccessible(page, '/image-tool');

      await page.getByRole('button', { name: 'Aspect 1:1' }).click();
      await page.getByRole('group', { name: /^Crop area, 150 × 150 pixels at 75, 0/ }).waitFor();
      await page.getByRole('group', { name: /^Crop area/ }).press('ArrowRight');
      await page.getByRole('group', { name: /^Crop area, 150 × 150 pixels at 78, 0/ }).waitFor();
      await page.getByRole('img', { name: /^Preview, 150 × 150 pixels/ }).waitFor();
      await expect.poll(() => page.getByLabel('Strip location and camera data').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Save as a new version' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Saved version 2 of Lighthouse wide at ${url}; version 1 is kept.` })
        .waitFor();

      // The same URL now serves the square bytes.
      const size = await page.evaluate(async (u) => {
        const img = new Image();
        img.src = `${u}?check=${Date.now()}`;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, url);
      expect(size).toEqual([150, 150]);

      await page.goto(`${suite.e2e.adminUrl}/folder-organization`);
      await page.getByLabel('Search media').fill('Lighthouse wide');
      await page.getByRole('button', { name: 'List' }).click();
      await table.getByRole('cell', { name: '150 × 150' }).waitFor();
      expect(await table.getByRole('link', { name: 'Lighthouse wide' }).getAttribute('href')).toBe(url);
      await table.getByRole('button', { name: 'Replace Lighthouse wide' }).click();
      const versions = page.getByRole('dialog', { name: 'Replace Lighthouse wide' });
      await versions.getByText('Current: version 2').waitFor();
      await versions.getByRole('list', { name: 'Earlier versions' }).getByRole('link', { name: 'Version 1' }).waitFor();
      await expectAccessible(page, '/folder-organization (versions of a file)');

      await versions.getByLabel('Replacement for Lighthouse wide').setInputFiles([replacement]);
      await versions.getByText(`Replaced: ${url} now serves version 3.`).waitFor();
      await expect
        .poll(() => versions.getByRole('list', { name: 'Earlier versions' }).getByRole('link').allTextContents())
        .toEqual(['Version 2', 'Version 1']);
    },
    5 * MINUTE,
  );
});
