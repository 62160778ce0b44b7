// `npm run bench:admin`: the admin's speed targets (issue 4 item 7), measured
// in Debian's Chromium against the real product on a temporary database:
//   - the gzipped JavaScript the sign-in page loads (target ≤ 250 kB), and
//     the size of every built chunk;
//   - how long a 500-row list page takes to render (target < 300 ms), from
//     the click on 'Show 500' to the 500th row in the DOM (fetch included),
//     median of 7 runs.
// Each figure is printed with its ratio to the target (≤ 1 meets it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { signIn, startE2E } from '../tests/e2e/support/browser.js';
import { adminToken, api } from '../tests/support/server-process.js';

const SIGN_IN_BUDGET_KB = 250;
const RENDER_BUDGET_MS = 300;
const RUNS = 7;
const kb = (bytes: number) => bytes / 1024;

function chunkSizes(): { file: string; raw: number; gzip: number }[] {
  const dir = 'dist/assets';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const body = readFileSync(join(dir, file));
      return { file, raw: statSync(join(dir, file)).size, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const e2e = await startE2E();
try {
  // 1. What the sign-in page loads.
  const page = await e2e.browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => undefined);
    if (body) scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${e2e.adminUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  const signInGzip = [...scripts.values()].reduce((a, b) => a + b, 0);

  // 2. A 500-row list page.
  const token = await adminToken(e2e.server.baseUrl);
  for (let done = 0; done < 600; done += 200) {
    const rows = Array.from({ length: 200 }, (_, i) => ({ RFrom: `/bench/old/${done + i}`, RTo: `/bench/new/${done + i}` }));
    const r = await api(e2e.server.baseUrl, token, 'POST', 'redirect/all', rows);
    if (r.status !== 201) throw new Error(`seeding: ${r.status}`);
  }
  await signIn(page, e2e.adminUrl);
  await page.waitForURL(new RegExp(`^${e2e.adminUrl}/?$`));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${e2e.adminUrl}/Redirect?perPage=20&page=1`);
    await page.locator('tbody tr').nth(19).waitFor();
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    // The clock starts in the page, just before the click on 'Show 500'.
    await page.evaluate(() => ((window as unknown as { t0: number }).t0 = performance.now()));
    await page.getByRole('option', { name: 'Show 500' }).click();
    await page.locator('tbody tr').nth(499).waitFor({ timeout: 30_000 });
    times.push(await page.evaluate(() => performance.now() - (window as unknown as { t0: number }).t0));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];

  console.log('\nAdmin bundle (dist/assets, gzip -9):');
  for (const c of chunkSizes().slice(0, 12)) console.log(`  ${c.file.padEnd(48)} ${kb(c.raw).toFixed(1).padStart(8)} kB  gzip ${kb(c.gzip).toFixed(1).padStart(7)} kB`);
  console.log(`\nSign-in page JavaScript: ${kb(signInGzip).toFixed(1)} kB gzipped in ${scripts.size} files; target ${SIGN_IN_BUDGET_KB} kB; ratio ${(kb(signInGzip) / SIGN_IN_BUDGET_KB).toFixed(2)}`);
  console.log(`500-row list page: median ${median.toFixed(0)} ms from the 'Show 500' click to the 500th row (runs: ${times.map((t) => t.toFixed(0)).join(', ')}); target ${RENDER_BUDGET_MS} ms; ratio ${(median / RENDER_BUDGET_MS).toFixed(2)}`);
} finally {
  await e2e.close();
}
