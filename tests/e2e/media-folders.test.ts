// The media library's folders (/folder-organization, issue 14 item 2) in
// Chromium against the real product with the demo site: a folder made and
// renamed, one file dragged onto it in the tree, another moved with the
// keyboard alone (Move to… dialog), the tree walked with the arrow keys,
// an upload landing in the selected folder, the counts following each step;
// axe-core on the tree and on the dialog.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../src/server/files/solid-png.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

describe('media folders', () => {
  it(
    'makes and renames a folder, takes a dragged file and a keyboard-moved one, counts them, and receives uploads',
    async () => {
      const page = await suite.signedInPage('/folder-organization');
      const tree = page.getByRole('tree', { name: 'Folders' });
      const grid = page.getByRole('list', { name: 'Media files' });
      await tree.getByRole('treeitem', { name: /^All files \d+ files$/ }).waitFor();
      await grid.waitFor();

      await page.getByRole('button', { name: 'New folder' }).click();
      const naming = page.getByRole('dialog', { name: 'New folder in Top level' });
      await naming.getByLabel('Folder name').fill('Site photos');
      await naming.getByRole('button', { name: 'Create' }).click();
      await tree.getByRole('treeitem', { name: 'Site photos 0 files' }).waitFor();
      await expect
        .poll(() => tree.getByRole('treeitem', { name: 'Site photos 0 files' }).getAttribute('aria-selected'))
        .toBe('true');

      await page.getByRole('button', { name: 'Rename' }).click();
      const renaming = page.getByRole('dialog', { name: 'Rename Site photos' });
      await renaming.getByLabel('Folder name').fill('Project photos');
      await renaming.getByRole('button', { name: 'Rename' }).click();
      const folder = (count: string) => tree.getByRole('treeitem', { name: `Project photos ${count}` });
      await folder('0 files').waitFor();
      await expectAccessible(page, '/folder-organization (folder tree)');

      // Drag: a demo image's card onto the folder.
      await tree.getByRole('treeitem', { name: /^All files/ }).click();
      await page.getByLabel('Search media').fill('Riverside Library');
      const riverside = grid.getByRole('listitem').filter({ hasText: 'The Riverside Library reading room' });
      await expect.poll(() => grid.getByRole('listitem').count()).toBe(1);
      await riverside.dragTo(folder('0 files'));
      await folder('1 file').waitFor();
      await page.getByRole('status').filter({ hasText: 'Moved 1 file to "Project photos".' }).waitFor();

      // Keyboard only: Move to… on another file, the destination chosen with the arrow keys.
      await page.getByLabel('Search media').fill('Harbor Point');
      await expect.poll(() => grid.getByRole('heading').allTextContents()).toEqual(['Harbor Point topping out']);
      await grid.getByRole('button', { name: 'Move Harbor Point topping out', exact: true }).focus();
      await page.keyboard.press('Enter');
      const moving = page.getByRole('dialog', { name: 'Move Harbor Point topping out to…' });
      await moving.waitFor();
      await expectAccessible(page, '/folder-organization (Move to… dialog)');
      await moving.getByRole('radio', { name: 'No folder' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => moving.getByRole('radio', { name: 'Project photos' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Move');
      await page.keyboard.press('Enter');
      await folder('2 files').waitFor();

      // The tree by keyboard: from All files down to the folder, Enter lists its files.
      await page.getByLabel('Search media').fill('');
      await tree.getByRole('treeitem', { name: /^All files/ }).focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => folder('2 files').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => grid.getByRole('heading').allTextContents())
        .toEqual(['Harbor Point topping out', 'The Riverside Library reading room']);

      // An upload while the folder is selected lands in it.
      const dir = mkdtempSync(join(tmpdir(), 'folders-e2e-'));
      const path = join(dir, 'Crane in folder.png');
      writeFileSync(path, solidPng(12, 8, [10, 120, 200]));
      await page.getByText('New uploads go into the folder Project photos.').waitFor();
      await page.getByLabel('Files to upload').setInputFiles([path]);
      await page.getByText('Crane in folder.png: uploaded').waitFor();
      await folder('3 files').waitFor();
      await expect.poll(() => grid.getByRole('heading').allTextContents()).toContain('Crane in folder');

      // A folder holding files is not deleted: the dialog says what is inside.
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const deleting = page.getByRole('dialog', { name: 'Delete the folder Project photos?' });
      await deleting.getByRole('button', { name: 'Delete folder' }).click();
      await deleting
        .getByRole('alert')
        .filter({ hasText: '"Project photos" is not empty: it holds 3 files' })
        .waitFor();
      await expectAccessible(page, '/folder-organization (folder not empty)');
    },
    5 * MINUTE,
  );
});
