// The custom tag editor and the style guide (issue 16 items 5 and 6) in
// Chromium against the real product: a tag added through the dialog, renamed,
// moved with the keyboard (the server's chain says so), a fixed tag's delete
// refused on the screen; a block style switched off in the style guide and
// gone from the page editor's block style picker; axe on both screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { keyboardDrag } from './support/keyboard-drag.js';

const MINUTE = 60_000;
const DESIGN = 44; // the dashboard's Design & Code section
const suite = e2eSuite();

interface Node {
  TId: number;
  TName: string;
  children: Node[];
}

async function mc(path: string): Promise<any> {
  const res = await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/${path}`, {
    headers: { authorization: `Bearer ${suite.token}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

const find = (nodes: Node[], id: number): Node | undefined =>
  nodes.map((n) => (n.TId === id ? n : find(n.children, id))).find(Boolean);
const designChildren = async () => find(await mc('tags'), DESIGN)!.children.map((c) => c.TName);

async function saveDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('custom tag editor', () => {
  it(
    'adds, renames and moves a tag with the keyboard, and refuses to delete a fixed tag',
    async () => {
      const page = await suite.signedInPage('/custom-tag-editor');
      await page.getByRole('heading', { name: 'Custom Tag Editor', level: 1 }).waitFor();
      const tags = page.getByRole('list', { name: 'Tags' });
      await tags.waitFor();
      await expectAccessible(page, '/custom-tag-editor');

      // Add: under Design & Code, last.
      await page.getByRole('button', { name: 'Add tag' }).click();
      const add = page.getByRole('dialog', { name: 'Add tag' });
      await add.getByRole('textbox', { name: 'Name' }).fill('E2E Tag');
      await add.getByRole('combobox', { name: 'Parent' }).click();
      await page.getByRole('option', { name: `Design & Code (${DESIGN})` }).click();
      await add.getByRole('textbox', { name: 'Path' }).fill('/e2e-tag');
      await add.getByRole('combobox', { name: 'Icon' }).fill('Label');
      await saveDialog(page, 'Add tag');
      await tags.getByRole('button', { name: 'Drag E2E Tag' }).waitFor();
      await expect.poll(designChildren).toEqual(expect.arrayContaining(['E2E Tag']));
      const before = await designChildren();
      expect(before.at(-1)).toBe('E2E Tag');

      // Rename.
      await tags.getByRole('button', { name: 'Edit E2E Tag' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit E2E Tag' });
      await edit.getByRole('textbox', { name: 'Name' }).fill('E2E Renamed');
      await saveDialog(page, 'Edit E2E Tag');
      const handle = tags.getByRole('button', { name: 'Drag E2E Renamed' });
      await handle.waitFor();

      // Move with the keyboard: one place up, before the tag above it.
      const above = before.at(-2)!;
      await keyboardDrag(page, handle, [{ key: 'ArrowUp', announced: `E2E Renamed is over ${above}.` }]);
      await expect.poll(designChildren).toEqual([...before.slice(0, -2), 'E2E Renamed', above]);

      // A fixed tag: the dialog says so, and the server's refusal shows.
      await tags.getByRole('button', { name: 'Delete Dashboard' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Dashboard?' });
      await confirm.getByText('This is one of the product’s fixed tags: it cannot be deleted.').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alert').filter({ hasText: 'fixed tags and cannot be deleted' }).waitFor();
      expect(find(await mc('tags'), 2)).toBeDefined();
      await expectAccessible(page, '/custom-tag-editor (refusal shown)');
    },
    4 * MINUTE,
  );
});

describe('style guide', () => {
  it(
    'draws the styles, edits the CSS of one in the code editor and switches one off for the editor',
    async () => {
      const page = await suite.signedInPage('/style-guide');
      await page.getByRole('heading', { name: 'Style Guide', level: 1 }).waitFor();
      const callout = page.getByRole('listitem', { name: 'Callout' });
      await callout.waitFor();
      await page.frameLocator('iframe[title="Sample of Callout"]').locator('div.block-callout').waitFor();
      await expectAccessible(page, '/style-guide');

      expect((await mc('style-guide/offered')).blockStyles.map((s: { name: string }) => s.name)).toContain('callout');
      const offered = callout.getByRole('switch', { name: 'Offered in the editor' });
      await offered.click();
      await expect.poll(() => offered.isChecked()).toBe(false);
      await expect
        .poll(async () => (await mc('style-guide/offered')).blockStyles.map((s: { name: string }) => s.name))
        .not.toContain('callout');
      await expectAccessible(page, '/style-guide (one switched off)');

      // Its CSS is edited in the code editor (CodeMirror, CSS): typed text is saved and drawn.
      await callout.getByRole('button', { name: 'Edit Callout' }).click();
      const dialog = page.getByRole('dialog');
      const css = dialog.getByRole('textbox', { name: 'CSS', exact: true });
      await css.waitFor();
      await dialog.getByRole('textbox', { name: 'Sample HTML' }).waitFor();
      await expectAccessible(page, '/style-guide (edit dialog)');
      await css.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n.block-callout { letter-spacing: 1px; }');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await mc('style-guide')).blockStyles.find((s: { name: string }) => s.name === 'callout').css)
        .toContain('letter-spacing: 1px');

      // The page editor's picker offers the rest, not Callout (the home page's first block is a hero).
      await page.goto(`${suite.e2e.adminUrl}/edit?cId=500`);
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Edit block 1' }).click();
      const picker = page.getByRole('combobox', { name: 'Block style' });
      await expect.poll(() => picker.textContent()).toBe('Hero');
      await picker.click();
      await expect
        .poll(() => page.getByRole('listbox').getByRole('option').allTextContents())
        .toEqual(['None', 'Default', 'Hero', 'Two columns', 'Quote', 'Full-width image']);
      await page.keyboard.press('Escape');
    },
    3 * MINUTE,
  );
});
