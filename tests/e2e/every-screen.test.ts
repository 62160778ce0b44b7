// Every generated screen opens for the demo admin (issue 4 "uses every
// generated screen"): each entity's list, the show and edit screens of its
// first row, and its create form, with no application error and nothing
// serious or critical for axe-core; then every one of them again in the dark
// theme (issue 29 item 2: the system's prefers-color-scheme).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SCHEMA } from '../../src/shared/generated/entities.generated.js';
import { formatId } from '../../src/shared/record-id.js';
import { seriousA11yViolations, signIn, startE2E, type E2E } from './support/browser.js';
import { watchedContext } from './support/trouble.js';
import { adminToken, api } from '../support/server-process.js';

const MINUTE = 60_000;
let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  context = await watchedContext(e2e.browser, { bypassCSP: true }); // axe is injected as a script
  page = await context.newPage();
  await signIn(page, e2e.adminUrl);
  await page.waitForURL(new RegExp(`^${e2e.adminUrl}/?$`));
}, 5 * MINUTE);
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

let loaded = false;

/**
 * Opens `path` as a link in the app does: the first screen loads the app, each next one is a client-side
 * navigation (the data router follows popstate), as staff move between screens; a full load per screen
 * spent most of this file's minutes booting the app again. Each hop passes through the 404 screen, so a
 * screen's ready check cannot be met by the last screen's table or Save button while the next one loads.
 */
async function visit(path: string) {
  if (!loaded) {
    loaded = true;
    return page.goto(`${e2e.adminUrl}${path}`);
  }
  const navigate = (to: string) =>
    page.evaluate(
      (url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      `${new URL(e2e.adminUrl).pathname}${to}`,
    );
  await navigate('/every-screen/between-screens');
  await page.getByRole('heading', { level: 1, name: '404 - Not Found' }).waitFor();
  await navigate(path);
}

async function opens(path: string, ready: () => Promise<unknown>) {
  const errors: string[] = [];
  const onError = (err: Error) => errors.push(err.message);
  page.on('pageerror', onError);
  const failed: string[] = [];
  const onResponse = (r: import('playwright-core').Response) =>
    void (
      r.status() >= 400 &&
      r.url().includes('/api/') &&
      failed.push(`${r.status()} ${r.request().method()} ${r.url()}`)
    );
  page.on('response', onResponse);
  await visit(path);
  await ready().catch(async (e: Error) => {
    throw new Error(
      `${path} did not open: ${e.message}\nfailed API calls: ${failed.join('; ') || 'none'}\nthe page says: ${(await page.locator('main, body').first().innerText()).slice(0, 400)}`,
    );
  });
  page.off('response', onResponse);
  // Editors loaded on demand (rich text) are part of the screen axe must see.
  await expect
    .poll(() => page.locator('[aria-label^="Loading the "]').count(), { message: `${path} still loading an editor` })
    .toBe(0);
  await expect.poll(() => page.getByText('Unexpected Application Error!').count(), { message: path }).toBe(0);
  expect(await seriousA11yViolations(page), `axe on ${path}`).toEqual([]);
  page.off('pageerror', onError);
  expect(errors, path).toEqual([]);
}

/** Each entity's list, the show and edit screens of its first row (when it has one) and its create form, each checked by opens(). */
async function opensEveryScreen(check?: (path: string) => Promise<void>) {
  const token = await adminToken(e2e.server.baseUrl);
  const open = async (path: string, ready: () => Promise<unknown>) => {
    await opens(path, ready);
    await check?.(path);
  };
  for (const entity of Object.values(SCHEMA)) {
    await open(`/${entity.name}`, () => page.locator('table, [role="status"]').first().waitFor());
    const first = await api(e2e.server.baseUrl, token, 'GET', `${entity.name.toLowerCase()}?pageNumber=1&pageSize=1`);
    const row = (first.body as Record<string, string | number>[])[0];
    if (row) {
      const id = encodeURIComponent(formatId(entity.key.map((k) => row[k])));
      await open(`/${entity.name}/${id}/show`, () => page.locator('.RaShow-main, .show-page').first().waitFor());
      if (!entity.access.appendOnly)
        await open(`/${entity.name}/${id}`, () => page.getByRole('button', { name: 'Save' }).waitFor());
    }
    await open(`/${entity.name}/create`, () => page.getByRole('button', { name: 'Save' }).waitFor());
  }
}

describe('every generated screen', () => {
  it(
    'opens each list, show, edit and create screen',
    async () => {
      await opensEveryScreen();
    },
    10 * MINUTE,
  );

  it(
    'opens each list, show, edit and create screen in the dark theme',
    async () => {
      // The system asks for dark and the user chose nothing: the admin follows (react-admin's darkTheme).
      await page.emulateMedia({ colorScheme: 'dark' });
      await opensEveryScreen(async (path) => {
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), `${path} is dark`).toBe(
          'rgb(49, 49, 49)',
        );
      });
    },
    10 * MINUTE,
  );
});
