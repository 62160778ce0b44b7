// The carousel tool (/carousel-tool, issue 14 item 4) in Chromium against the
// real product: a carousel of three slides built from library images (two
// chosen in the media picker, one uploaded from inside it), reordered by
// keyboard drag, previewed with Previous/Next, placed in a page block through
// the page editor (whose copy toolbar inserts a library image), published and found again after a reload; the library
// then refuses deleting a slide's image, naming the carousel, and the tool
// offers no delete while a page shows it. axe on each screen and dialog.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { solidPng } from '../../src/server/files/solid-png.js';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { keyboardDrag } from './support/keyboard-drag.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function uploadByApi(name: string, colour: [number, number, number]): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(solidPng(24, 12, colour))], { type: 'image/png' }), name);
  const res = await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/file`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${suite.token}` },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/**
 * Searches the picker's library and waits for the answer: the search runs after a pause (300 ms), and a tile clicked
 * before it lands can move under the pointer (the newest file first, then only the matches), so the click missed.
 */
async function searchPicker(picker: Locator, title: string) {
  await picker.getByLabel('Search the library').fill(title);
  // The tiles are the buttons named "<title>, <width> × <height>".
  const tiles = picker.getByRole('button', { name: / × \d+$/ });
  await expect
    .poll(async () => {
      const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      return names.length > 0 && names.every((name) => name.startsWith(`${title},`));
    })
    .toBe(true);
}

async function chooseFromPicker(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add slide' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the photo of a new slide' });
  await searchPicker(picker, title);
  await picker.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await picker.getByText(`Chosen: ${title}`).waitFor();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}

const slideAlts = (page: Page) =>
  page
    .locator('ol[aria-label="Slides"] > li')
    .evaluateAll((items) => items.map((li) => (li.querySelector('input') as HTMLInputElement | null)?.value ?? ''));

describe('the carousel tool', () => {
  it(
    'builds a carousel from the library, reorders it by keyboard, previews it, places it in a page, and guards its images',
    async () => {
      await uploadByApi('Gull one.png', [30, 90, 200]);
      await uploadByApi('Gull two.png', [200, 90, 30]);
      const dir = mkdtempSync(join(tmpdir(), 'carousel-e2e-'));
      const third = join(dir, 'Gull three.png');
      writeFileSync(third, solidPng(24, 12, [30, 200, 90]));

      const page = await suite.signedInPage('/carousel-tool');
      await page.getByText('No carousels yet.').waitFor();
      await expectAccessible(page, '/carousel-tool (empty)');
      await page.getByRole('button', { name: 'New carousel' }).click();
      await page.getByLabel('Carousel title').fill('Harbor tour');

      await chooseFromPicker(page, 'Gull one');
      await chooseFromPicker(page, 'Gull two');
      // The third is uploaded from inside the picker, and is the one chosen.
      await page.getByRole('button', { name: 'Add slide' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose the photo of a new slide' });
      await picker.getByLabel('Files to upload').setInputFiles(third);
      await picker.getByText('Gull three.png: uploaded').waitFor();
      await picker.getByText('Chosen: Gull three').waitFor();
      await expectAccessible(page, 'media picker');
      await picker.getByRole('button', { name: 'Choose', exact: true }).click();
      await picker.waitFor({ state: 'detached' });

      for (const [n, alt] of ['First gull', 'Second gull', 'Third gull'].entries())
        await page.getByLabel(`Slide ${n + 1} alt text`).fill(alt);
      await page.getByLabel('Slide 1 caption').fill('Blue morning');
      await keyboardDrag(page, page.getByRole('button', { name: 'Drag to reorder slide 3' }), [
        { key: 'ArrowUp', announced: 'Slide 3 is over position 2 of 3.' },
      ]);
      await expect.poll(() => slideAlts(page)).toEqual(['First gull', 'Third gull', 'Second gull']);
      await page.getByRole('button', { name: 'Move slide 1 down' }).click();
      await expect.poll(() => slideAlts(page)).toEqual(['Third gull', 'First gull', 'Second gull']);

      const preview = page.getByRole('region', { name: 'Harbor tour (preview)' });
      await preview.getByRole('group', { name: '1 of 3' }).getByRole('img', { name: 'Third gull' }).waitFor();
      await preview.getByRole('button', { name: 'Next slide' }).click();
      await preview.getByRole('group', { name: '2 of 3' }).getByText('Blue morning').waitFor();
      await preview.getByRole('button', { name: 'Previous slide' }).click();
      await preview.getByRole('button', { name: 'Previous slide' }).click();
      await preview.getByRole('group', { name: '3 of 3' }).getByRole('img', { name: 'Second gull' }).waitFor();

      await page.getByRole('button', { name: 'Create carousel' }).click();
      await page
        .getByRole('navigation', { name: 'Carousels' })
        .getByRole('button', { name: /Harbor tour/ })
        .waitFor();
      await page.getByRole('heading', { name: 'Edit “Harbor tour”' }).waitFor();
      await expect.poll(() => slideAlts(page)).toEqual(['Third gull', 'First gull', 'Second gull']);
      await expectAccessible(page, '/carousel-tool (editing)');

      // Placed in a page through a block, published, and there after a reload.
      await page.goto(`${suite.e2e.adminUrl}/edit/add?tag=201`);
      await page.getByLabel('Title').fill('E2E Harbor Post');
      await page.getByRole('button', { name: 'Create and edit' }).click();
      await page.waitForURL(/\/edit\?cId=\d+$/);
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByLabel('Headline').last().fill('The harbor');
      const block = page.getByRole('listitem', { name: 'Block 1: The harbor' });
      await block.getByRole('combobox', { name: 'Carousel' }).click();
      await page.getByRole('option', { name: 'Harbor tour (3 slides)' }).click();
      await block
        .getByRole('region', { name: 'Harbor tour (preview)' })
        .getByRole('img', { name: 'Third gull' })
        .waitFor();
      // The copy's toolbar inserts a library image too.
      await block.getByRole('button', { name: 'Image from library' }).click();
      const imagePicker = page.getByRole('dialog', { name: 'Insert an image of the library' });
      await searchPicker(imagePicker, 'Gull two');
      await imagePicker.getByRole('button', { name: /^Gull two/ }).dblclick();
      await imagePicker.waitFor({ state: 'detached' });
      // Gull two has no alt text in the library: the image is inserted as decorative (alt="").
      await block.getByRole('textbox', { name: 'Copy' }).locator('img[src^="/files/"][alt=""]').waitFor();
      await expectAccessible(page, 'editor with a carousel block');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Published.').waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Edit block 1' }).click();
      const reloaded = page.getByRole('listitem', { name: 'Block 1: The harbor' });
      await expect
        .poll(() => reloaded.getByRole('combobox', { name: 'Carousel' }).textContent(), { timeout: 15_000 })
        .toBe('Harbor tour (3 slides)');
      const shown = reloaded.getByRole('region', { name: 'Harbor tour (preview)' });
      await shown.getByRole('button', { name: 'Next slide' }).click();
      await shown.getByRole('group', { name: '2 of 3' }).getByRole('img', { name: 'First gull' }).waitFor();

      // Gull two is used twice: a slide of the carousel, and an image in the page's copy.
      const api = (path: string) =>
        fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/media${path}`, {
          headers: { authorization: `Bearer ${suite.token}` },
        }).then((r) => r.json());
      const [gullTwo] = await api('?q=Gull%20two');
      const uses = (await api(`/${gullTwo.id}`)).usedBy.map((u: { CTitle: string; places: string[] }) => [
        u.CTitle,
        u.places,
      ]);
      expect(uses).toEqual(
        expect.arrayContaining([
          ['Harbor tour', ['carousel slide']],
          ['E2E Harbor Post', ['block copy']],
        ]),
      );

      // The library names the carousel and offers no delete of its image.
      await page.goto(`${suite.e2e.adminUrl}/folder-organization`);
      await page.getByLabel('Search media').fill('Gull one');
      await page.getByRole('button', { name: 'Delete Gull one' }).click();
      const inUse = page.getByRole('dialog', { name: 'This file is in use' });
      await inUse.getByRole('list', { name: 'Pages that use the file' }).getByText('Harbor tour').waitFor();
      await expect.poll(() => inUse.getByRole('button', { name: 'Yes, continue' }).count()).toBe(0);
      await inUse.getByRole('button', { name: 'Close' }).click();

      // The tool lists the page and offers no delete while it shows the carousel.
      await page.goto(`${suite.e2e.adminUrl}/carousel-tool`);
      await page
        .getByRole('navigation', { name: 'Carousels' })
        .getByRole('button', { name: /Harbor tour/ })
        .click();
      await page.getByRole('list', { name: 'Pages that show the carousel' }).getByText('E2E Harbor Post').waitFor();
      expect(await page.getByRole('button', { name: 'Delete carousel' }).isDisabled()).toBe(true);
      await page.close();
    },
    5 * MINUTE,
  );
});
