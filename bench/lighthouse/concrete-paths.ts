// Concrete paths for the spec's routes with parameters ('/banners/:CId'),
// found in the running demo site the way staff reach them, so the bench keeps
// using the one route list (shared/protected-paths.ts) and never a copy:
//   1. the tools of the dashboard's tag tree (their TPath: '/navigation/53',
//      '/redirects/301', '/form-submissions/90');
//   2. the screen one level up ('/form-manager' for '/form-manager/:Id'): its
//      first link to the route, else where a click on its first table row
//      leads ('/banners' has clickable rows, not links).
// A route none of these reaches makes the bench fail: a new route needs data
// to show, not silence.
import type { Page } from 'playwright-core';
import { hasParameters, routeOfPath, type ProtectedPath } from '../../src/shared/protected-paths.js';

/** The path under the admin's base ('/maintenance/banners/7' → '/banners/7'), or undefined outside it. */
function underAdmin(href: string, adminUrl: string): string | undefined {
  const url = new URL(href, adminUrl);
  const base = new URL(adminUrl).pathname.replace(/\/$/, '');
  if (url.origin !== new URL(adminUrl).origin || !url.pathname.startsWith(`${base}/`)) return undefined;
  return url.pathname.slice(base.length) + url.search;
}

/** Whether `path` opens the route `pattern` (not a more literal sibling: '/redirects/checker' is not '/redirects/:RType'). */
const opens = (path: string, pattern: string) => routeOfPath(path.split('?')[0]!)?.path === pattern;

/** A link to a new record ('/api-access/new') only when the screen lists no existing one. */
const existingFirst = (paths: string[]) =>
  [...paths].sort((a, b) => Number(/\/(new|create)$/.test(a)) - Number(/\/(new|create)$/.test(b)));

async function fromParentScreen(
  page: Page,
  adminUrl: string,
  parent: string,
  pattern: string,
): Promise<string | undefined> {
  await page.goto(`${adminUrl}${parent}`);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Loaded: the lazy screen has replaced its fallback and its first reads have answered (as tests/e2e/spec-routes.test.ts waits).
  const loading = page.locator('main [role="progressbar"]:not([aria-valuenow]), main :text-matches("^Loading")');
  await page.waitForFunction(
    () => !document.querySelector('main [role="progressbar"]:not([aria-valuenow])'),
    undefined,
    { timeout: 30_000 },
  );
  await loading
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const links = existingFirst(
    hrefs.map((h) => underAdmin(h, adminUrl)).filter((p): p is string => p !== undefined && opens(p, pattern)),
  );
  const link = links.find((l) => !/\/(new|create)$/.test(l));
  if (link) return link;
  const row = page.locator('main tbody tr').first();
  if (await row.count()) {
    await row.click();
    await page
      .waitForURL((url) => opens(underAdmin(url.href, adminUrl) ?? '', pattern), { timeout: 5_000 })
      .catch(() => undefined);
    const reached = underAdmin(page.url(), adminUrl);
    if (reached && opens(reached, pattern)) return reached;
  }
  return links[0];
}

/**
 * For each route: the path to measure (itself when it has no parameter). `toolPaths` are the TPath values of
 * the dashboard's tag tree; `page` is a signed-in page used to look through the parent screens.
 */
export async function concretePaths(
  routes: readonly ProtectedPath[],
  toolPaths: readonly string[],
  page: Page,
  adminUrl: string,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unreached: string[] = [];
  for (const { path: pattern } of routes) {
    if (!hasParameters(pattern)) {
      found.set(pattern, pattern);
      continue;
    }
    let path = toolPaths.find((p) => opens(p, pattern));
    // The screen one level up: itself, or each of its concrete paths among the tools ('/form-submissions/90', then
    // '/form-submissions/1058' for '/form-submissions/:TId/:FsId', until one lists a submission).
    const parentPattern = pattern.split('/').slice(0, -1).join('/');
    const parents = hasParameters(parentPattern) ? toolPaths.filter((p) => opens(p, parentPattern)) : [parentPattern];
    for (const parent of parents) {
      if (path) break;
      path = await fromParentScreen(page, adminUrl, parent, pattern);
    }
    if (path) found.set(pattern, path);
    else unreached.push(pattern);
  }
  if (unreached.length)
    throw new Error(
      `no concrete path found for ${unreached.join(', ')}: give the demo site a record these routes can open`,
    );
  return found;
}
