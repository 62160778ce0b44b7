// End-to-end support: the real product (`node src/server/server.ts`, the
// built admin in dist/) on a temporary SQLite database seeded with the demo
// site, driven by Debian's Chromium through playwright-core (ci-notes.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SERVER_ADMIN_PASSWORD, startServer, type ServerProcess } from '../../support/server-process.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN = { user: 'admin', password: SERVER_ADMIN_PASSWORD };

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
  browser: Browser;
  /** http://127.0.0.1:<port>/maintenance */
  adminUrl: string;
  close(): Promise<void>;
}

export async function startE2E(env: NodeJS.ProcessEnv = {}): Promise<E2E> {
  ensureAdminBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  const server = await startServer({ dataDir }, { SEED_DEMO: 'true', ...env });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    server,
    browser,
    adminUrl: `${server.baseUrl}/maintenance`,
    async close() {
      await browser.close();
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the sign-in screen (step 1 only: no second factor). */
export async function signIn(page: Page, adminUrl: string, user = ADMIN.user, password = ADMIN.password): Promise<void> {
  await page.goto(`${adminUrl}/login`);
  await page.getByLabel('User Name').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
