// The menus of issue 5 end to end in Chromium against the real product: a
// menu reordered by mouse drag and by keyboard (the order survives a reload),
// an item deleted and put back at its place by its toast's Undo; axe-core on
// the menu editor. The other site tools are in site-tools.test.ts.
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { keyboardDrag } from './support/keyboard-drag.js';
import { api, mcApi } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();
const mc = (method: string, path: string, body?: unknown) =>
  mcApi(suite.e2e.server.baseUrl, suite.token, method, path, body);

const signedInPage = (path?: string) => suite.signedInPage(path);

const menuNames = (page: Page) =>
  page.getByRole('list', { name: 'Menu items' }).locator('.nav-item-name').allTextContents();

/** Drags one locator onto the upper part of another with the mouse, in small steps as a hand would. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 4, { steps: 15 });
  await page.mouse.up();
}

/** A menu item's TId by name. */
async function byName(rootId: number, name: string): Promise<number> {
  const walk = (nodes: { TId: number; TName: string; children: never[] }[]): number | undefined => {
    for (const n of nodes) if (n.TName === name) return n.TId;
    for (const n of nodes) {
      const below = walk(n.children);
      if (below) return below;
    }
    return undefined;
  };
  return walk((await mc('GET', `navigation/${rootId}`)).body)!;
}

/** A new visible menu (a top-level tag) made through the data interface; its TId. */
async function newMenu(name: string): Promise<number> {
  const root = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'tag', {
    TName: name,
    TIdParent: null,
    TVisible: true,
  });
  expect(root.status, JSON.stringify(root.body)).toBe(201);
  return root.body.TId as number;
}

describe('a menu', () => {
  it(
    'gets an item from the dialog, is reordered by mouse drag and by keyboard, and keeps the order after a reload',
    async () => {
      const rootId = await newMenu('E2E Menu');
      for (const name of ['Beta', 'Gamma']) {
        const made = await api(suite.e2e.server.baseUrl, suite.token, 'POST', 'tag', {
          TName: name,
          TIdParent: rootId,
          TPath: `/${name.toLowerCase()}`,
          TVisible: true,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      }
      const page = await signedInPage(`/navigation/${rootId}`);
      await page.getByRole('heading', { name: 'E2E Menu' }).waitFor();
      await expect.poll(() => menuNames(page)).toEqual(['Beta', 'Gamma']);

      // add through the dialog: it goes last
      await page.getByRole('button', { name: 'Add menu item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Alpha');
      await dialog.getByLabel('A URL').check();
      await dialog.getByLabel('URL', { exact: true }).fill('/alpha');
      await expectAccessible(page, 'menu item dialog');
      // one call makes the item (tag and chain place together): no generic tag writes
      const genericWrites: string[] = [];
      const noteGenericWrite = (r: Request) =>
        void (r.method() !== 'GET' && r.url().includes('/api/v1/db/') && genericWrites.push(r.url()));
      page.on('request', noteGenericWrite);
      const added = page.waitForResponse(
        (r) => r.url().endsWith(`/navigation/${rootId}/items`) && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect((await added).status()).toBe(201);
      expect((await added).request().postDataJSON()).toEqual({
        TName: 'Alpha',
        TVisible: true,
        TPath: '/alpha',
        parentId: rootId,
        beforeId: null,
      });
      await expect.poll(() => menuNames(page)).toEqual(['Beta', 'Gamma', 'Alpha']);
      page.off('request', noteGenericWrite);
      expect(genericWrites).toEqual([]);
      // axe measures a toast mid-fade as low contrast: check the screen once 'Menu item added' is gone.
      await page.getByText('Menu item added').waitFor({ state: 'detached' });
      await expectAccessible(page, 'navigation');

      // mouse: Alpha onto Beta → first
      const moved = page.waitForResponse(
        (r) => r.url().endsWith(`/navigation/${rootId}/move`) && r.request().method() === 'POST',
      );
      await mouseDrag(
        page,
        page.getByRole('button', { name: 'Drag Alpha' }),
        page.getByTestId(`nav-item-${await byName(rootId, 'Beta')}`),
      );
      expect((await moved).status()).toBe(200);
      await expect.poll(() => menuNames(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
      await page.reload();
      await expect.poll(() => menuNames(page)).toEqual(['Alpha', 'Beta', 'Gamma']);

      // keyboard: Gamma up one → before Beta
      const movedAgain = page.waitForResponse((r) => r.url().endsWith(`/navigation/${rootId}/move`));
      const gamma = page.getByRole('button', { name: 'Drag Gamma' });
      await expect.poll(() => gamma.getAttribute('aria-disabled')).toBe('false'); // the drag's save is done
      await keyboardDrag(page, gamma, [{ key: 'ArrowUp', announced: 'Gamma is over Beta.' }]);
      expect((await movedAgain).status()).toBe(200);
      await expect.poll(() => menuNames(page)).toEqual(['Alpha', 'Gamma', 'Beta']);

      // into the item above, by its button: Beta under Gamma
      await page.getByRole('button', { name: 'Move Beta into the item above' }).click();
      await expect
        .poll(async () => page.getByTestId(`nav-item-${await byName(rootId, 'Beta')}`).getAttribute('data-depth'))
        .toBe('1');

      await page.reload();
      await expect.poll(() => menuNames(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
      const tree = (await mc('GET', `navigation/${rootId}`)).body as { TName: string; children: { TName: string }[] }[];
      expect(tree.map((n) => n.TName)).toEqual(['Alpha', 'Gamma']);
      expect(tree[1].children.map((n) => n.TName)).toEqual(['Beta']);

      // hide and delete
      await page.getByLabel('Alpha visible').uncheck();
      await expect.poll(async () => (await mc('GET', `navigation/${rootId}`)).body[0].TVisible).toBe(false);
      await page.getByRole('button', { name: 'Delete Alpha' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => menuNames(page)).toEqual(['Gamma', 'Beta']);
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'deletes an item, and the Undo in its toast puts it back at its place',
    async () => {
      const rootId = await newMenu('E2E Undo Menu');
      for (const name of ['One', 'Two', 'Three']) {
        const made = await mc('POST', `navigation/${rootId}/items`, {
          TName: name,
          TPath: `/undo-${name.toLowerCase()}`,
          parentId: rootId,
          beforeId: null,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      }
      const twoId = await byName(rootId, 'Two');
      const serverNames = async () =>
        ((await mc('GET', `navigation/${rootId}`)).body as { TName: string }[]).map((n) => n.TName);
      const page = await signedInPage(`/navigation/${rootId}`);
      await page.getByRole('heading', { name: 'E2E Undo Menu' }).waitFor();
      await expect.poll(() => menuNames(page)).toEqual(['One', 'Two', 'Three']);

      await page.getByRole('button', { name: 'Delete Two' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      // The screen's own toast carries the Undo (not the shell's fallback "Deleted.").
      const undo = page.getByRole('alert').filter({ hasText: 'Two deleted' }).getByRole('button', { name: 'Undo' });
      await undo.waitFor();
      expect(await menuNames(page)).toEqual(['One', 'Three']);
      expect(await serverNames()).toEqual(['One', 'Three']);
      const restored = page.waitForResponse(
        (r) => r.url().endsWith(`/navigation/${rootId}/items/${twoId}/restore`) && r.request().method() === 'POST',
      );
      await undo.click();
      expect((await restored).status()).toBe(200);
      await page.getByText('Restored.').waitFor();
      await expect.poll(() => menuNames(page)).toEqual(['One', 'Two', 'Three']);
      expect(await serverNames()).toEqual(['One', 'Two', 'Three']);
      await page.close();
    },
    2 * MINUTE,
  );

  it(
    'opens the menu a navigation record names (/navigation/content/1)',
    async () => {
      const page = await signedInPage('/navigation/content/1');
      // The settings record's own heading, not the menu's (issue 41 item 2).
      await page.getByRole('heading', { level: 1, name: 'Primary Navigation — Menu Settings', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add menu item' }).waitFor();
      await expectAccessible(page, 'navigation by content');
      await page.close();
    },
    MINUTE,
  );
});
