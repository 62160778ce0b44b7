// `npm run bench` (also alone: node --import tsx bench/admin-bytes.ts): the
// bytes a browser transfers for the sign-in page and for the dashboard
// (issue 12 item 6), each a cold load (empty cache) in Debian's Chromium
// against the real product with its demo site, asking `br, gzip`. Counted
// per request as Chromium's encodedDataLength (headers and body as they came
// off the wire), grouped by resource type; the same loads without
// compression are shown for comparison. Target: sign-in page ≤ 250 kB.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TOKEN_KEY } from '../src/admin/auth/token-storage.js';
import { adminToken, startServer } from '../tests/support/server-process.js';

export const SIGN_IN_TARGET_KB = 250;

interface Transfer {
  bytes: number;
  files: number;
  byType: Map<string, { bytes: number; files: number }>;
}

/** One cold load of `url` in a new context (empty cache), until `ready` and the network is idle. */
async function coldLoad(
  browser: Browser,
  url: string,
  encoding: string,
  token: string | undefined,
  ready: (page: Page) => Promise<void>,
): Promise<Transfer> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'accept-encoding': encoding },
    storageState: {
      cookies: [],
      origins: token ? [{ origin, localStorage: [{ name: TOKEN_KEY, value: token }] }] : [],
    },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const out: Transfer = { bytes: 0, files: 0, byType: new Map() };
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = (types.get(e.requestId) ?? 'Other').toLowerCase();
      const t = out.byType.get(type) ?? { bytes: 0, files: 0 };
      t.bytes += e.encodedDataLength;
      t.files++;
      out.byType.set(type, t);
      out.bytes += e.encodedDataLength;
      out.files++;
    });
    await cdp.send('Network.enable');
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return out;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const detail = (t: Transfer) => [...t.byType].map(([type, v]) => `${type} ${kb(v.bytes)} kB/${v.files}`).join(', ');

export async function measureAdminBytes(browser: Browser, adminUrl: string, token: string) {
  const signIn = (encoding: string) =>
    coldLoad(browser, `${adminUrl}/login`, encoding, undefined, (p) =>
      p.getByRole('button', { name: 'Sign In' }).waitFor(),
    );
  const dashboard = (encoding: string) =>
    coldLoad(browser, `${adminUrl}/`, encoding, token, (p) =>
      p
        .getByRole('heading', { name: /dashboard/i })
        .first()
        .waitFor({ timeout: 30_000 }),
    );
  return {
    signIn: { compressed: await signIn('br, gzip'), plain: await signIn('identity') },
    dashboard: { compressed: await dashboard('br, gzip'), plain: await dashboard('identity') },
  };
}

export function printAdminBytes(r: Awaited<ReturnType<typeof measureAdminBytes>>) {
  console.log('\n== admin pages, cold load in Chromium, bytes on the wire (headers included)');
  for (const [name, p] of [
    ['sign-in page', r.signIn],
    ['dashboard', r.dashboard],
  ] as const) {
    console.log(
      `${name.padEnd(13)} br, gzip: ${kb(p.compressed.bytes).padStart(7)} kB in ${p.compressed.files} requests (${detail(p.compressed)})`,
    );
    console.log(`${''.padEnd(13)} identity: ${kb(p.plain.bytes).padStart(7)} kB in ${p.plain.files} requests`);
  }
  const ratio = r.signIn.compressed.bytes / 1024 / SIGN_IN_TARGET_KB;
  console.log(
    `  ${ratio <= 1 ? 'PASS' : 'MISS'} sign-in page: ${kb(r.signIn.compressed.bytes)} kB transferred (target ≤ ${SIGN_IN_TARGET_KB} kB); ratio ${ratio.toFixed(2)}`,
  );
}

/** Starts the product (demo site, temporary database; dist/ built if stale) and Chromium, measures, stops both. */
export async function adminBytes() {
  // Not tests/e2e/support/browser.ts: it registers vitest hooks, which need a vitest run.
  execFileSync(process.execPath, ['scripts/ensure-admin-build.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  const server = await startServer({ dataDir }, { SEED_DEMO: 'true' });
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      return await measureAdminBytes(browser, `${server.baseUrl}/maintenance`, await adminToken(server.baseUrl));
    } finally {
      await browser.close();
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printAdminBytes(await adminBytes());
