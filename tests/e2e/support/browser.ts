// End-to-end support: the real product (`node src/server/server.ts`, the
// built admin in dist/) on a temporary SQLite database seeded with the demo
// site, driven by Debian's Chromium through playwright-core (ci-notes.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchedContext } from './trouble.js';
import { signedInAdminPage } from './sign-in.js';
import {
  adminToken,
  jsonCall,
  startServer,
  type JsonAnswer,
  type ServerProcess,
} from '../../support/server-process.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { ADMIN, signIn } from './sign-in.js';

let built = false;
/** Builds dist/ when it is missing or stale (the same check `npm start` runs). */
export function ensureAdminBuild(): void {
  // npm test builds once before any test file starts (tests/run.ts): never rebuild under a running suite.
  if (built || process.env.ADMIN_BUILT_BY_RUNNER === '1') return;
  execFileSync(process.execPath, ['scripts/ensure-admin-build.mjs'], { stdio: 'inherit' });
  built = true;
}

export interface E2E {
  server: ServerProcess;
  /** The server's DATA_DIR (its SQLite file: rows a test stores behind the API, e.g. older than a write rule). */
  dataDir: string;
  browser: Browser;
  /** http://127.0.0.1:<port>/maintenance */
  adminUrl: string;
  close(): Promise<void>;
}

export async function startE2E(env: NodeJS.ProcessEnv = {}): Promise<E2E> {
  ensureAdminBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  const server = await startServer({ dataDir }, { SEED_DEMO: 'true', ...env });
  const stopServer = async () => {
    server.child.kill('SIGTERM');
    // The product drains for up to 25 s on SIGTERM; past that something is stuck, so end it.
    const killer = setTimeout(() => server.child.kill('SIGKILL'), SERVER_STOP_MS);
    await server.exited;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let browser: Browser;
  try {
    // Reduced motion (the product then skips MUI's transitions, palette.ts motionOptions): a click
    // into a panel still opening could land beside its target as the page moved (two CI failures),
    // and axe measured dialogs mid-fade. The animated path is what users without the setting see,
    // and it is the same markup.
    browser = await launchChromium();
  } catch (err) {
    await stopServer();
    throw err;
  }
  return {
    server,
    dataDir,
    browser,
    adminUrl: `${server.baseUrl}/maintenance`,
    async close() {
      try {
        await browser.close();
      } finally {
        await stopServer();
      }
    },
  };
}

/** Debian's Chromium as every browser test starts it (ci-notes.md). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--force-prefers-reduced-motion',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// Under vitest's hookTimeout (60 s, vitest.config.ts), so an afterAll calling close() can finish.
const SERVER_STOP_MS = 30_000;

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Waits until the page's finite animations and transitions have ended (at most 3 s). axe measures
 * colour contrast with the opacity it sees, so a dialog caught in its fade-in fails the contrast
 * rule by timing alone (a CI run did exactly that on the cache modal). Endless ones (spinners) are
 * not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 100);
      });
    const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const deadline = performance.now() + 3000;
    await frame();
    await frame();
    for (;;) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0 || performance.now() > deadline) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), pause(500)]);
      await frame();
    }
  });
}

/** axe-core's serious and critical violations on the page once its animations have settled. */
export async function seriousA11yViolations(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  await settleAnimations(page);
  // Once a document: a screen reached by a client-side navigation keeps the axe already loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails the test with axe's serious and critical findings on the settled page. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${screen}`).toEqual([]);
}

interface E2ESuite {
  readonly e2e: E2E;
  /** A browser context without the CSP, so axe can be injected. */
  readonly context: BrowserContext;
  /** The demo admin's token, for API calls that set up or check data. */
  readonly token: string;
  /**
   * A new page of the context, signed in as the demo admin, on `path` of the admin (from /maintenance; the dashboard
   * without one): through the sign-in screen the first time, then on that session while it is still the admin's
   * (sign-in.ts).
   */
  signedInPage(path?: string): Promise<Page>;
  /** A JSON call to the product (`path` from /api/…) as the demo admin: set-up and checks beside the browser. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonAnswer>;
  /** The same call for set-up that must work: fails the test on a status of 300 or more; its JSON and ETag. */
  ok(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ json: any; etag: string }>;
}

/** Starts the product (with `env` added to its environment) and Chromium once for the calling test file, and stops them after it. */
export function e2eSuite(env: NodeJS.ProcessEnv = {}): E2ESuite {
  let e2e: E2E;
  let context: BrowserContext;
  let token: string;
  beforeAll(async () => {
    e2e = await startE2E(env);
    context = await watchedContext(e2e.browser, { bypassCSP: true });
    token = await adminToken(e2e.server.baseUrl);
  }, 5 * 60_000);
  afterAll(async () => {
    await context?.close();
    await e2e?.close();
  });
  const call: E2ESuite['call'] = (method, path, body, headers = {}) =>
    jsonCall(`${e2e.server.baseUrl}${path}`, token, method, body, headers);
  return {
    get e2e() {
      return e2e;
    },
    get context() {
      return context;
    },
    get token() {
      return token;
    },
    signedInPage: (path) => signedInAdminPage(context, e2e.adminUrl, path),
    call,
    async ok(method, path, body, headers) {
      const res = await call(method, path, body, headers);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return { json: res.body ?? null, etag: res.headers.get('etag') ?? '' };
    },
  };
}
