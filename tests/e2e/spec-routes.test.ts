// Every protected route of spec §2 without parameters (issue 16 "Done when": no route shows 'Feature Coming
// Soon'), opened in Chromium by the demo MoJoAdmin: each shows its screen, not the notice, not 'Permission
// Denied', not an application error, with no failed API call, no page error and nothing serious for axe.
// Routes with parameters open from their lists in their own e2e files.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { hasParameters, PROTECTED_PATHS } from '../../src/shared/protected-paths.js';
import { e2eSuite, seriousA11yViolations } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

// The AI tools answer 503 "not configured" without an OpenAI key: that refusal is the screen's own message.
const EXPECTED_REFUSALS = [/\/api\/v1\/mc\/openai\//];

async function opensScreen(page: Page, adminUrl: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onError = (err: Error) => problems.push(`page error: ${err.message}`);
  const onResponse = (r: Response) => {
    if (r.status() >= 400 && r.url().includes('/api/') && !EXPECTED_REFUSALS.some((re) => re.test(r.url()))) {
      problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    }
  };
  page.on('pageerror', onError);
  page.on('response', onResponse);
  await page.goto(`${adminUrl}${path}`);
  const main = page.locator('main').first();
  await main.waitFor();
  // A screen's first reads: settled when the network has been quiet for half a second (a screen that keeps a stream
  // open never is, so this waits at most 10 s and goes on).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Loaded: the lazy screen has replaced its fallback and its first reads have answered (a progress bar with a value is a
  // meter, such as the AI tools' drafts used today; one without is loading).
  await expect
    .poll(
      async () =>
        (await main.locator('[role="progressbar"]:not([aria-valuenow])').count()) +
        (await main.getByText(/^Loading/).count()),
      { timeout: 30_000, message: `${path} still loading` },
    )
    .toBe(0);
  await expect
    .poll(async () => (await main.innerText()).trim().length, { message: `${path} shows nothing` })
    .toBeGreaterThan(0);
  for (const text of ['Feature Coming Soon', 'Permission Denied', 'Unexpected Application Error!']) {
    if (await page.getByText(text, { exact: true }).count()) problems.push(`shows '${text}'`);
  }
  for (const v of await seriousA11yViolations(page)) problems.push(`axe ${v.impact} ${v.id}: ${v.targets.join(', ')}`);
  page.off('pageerror', onError);
  page.off('response', onResponse);
  return problems;
}

describe('every route of spec §2', () => {
  it(
    'shows its screen: none says Feature Coming Soon, none fails',
    async () => {
      const page = await suite.signedInPage();
      const paths = PROTECTED_PATHS.map((r) => r.path).filter((p) => !hasParameters(p));
      expect(paths.length).toBeGreaterThan(30);
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        const problems = await opensScreen(page, suite.e2e.adminUrl, path);
        if (problems.length) found[path] = problems;
      }
      expect(found).toEqual({});
    },
    10 * MINUTE,
  );
});
