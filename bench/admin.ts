// `npm run bench:admin`: the admin's speed targets (issue 4 item 7), measured
// in Debian's Chromium against the real product on a temporary database:
//   - the gzipped JavaScript the sign-in page loads (target ≤ 250 kB), and
//     the size of every built chunk;
//   - how long a 500-row list page takes to render (target < 300 ms): from
//     the arrival of the 500 rows to the first frame with the 500th row, and
//     from the click on 'Show 500' (menu and fetch included); median of 7.
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
    const rows = Array.from({ length: 200 }, (_, i) => ({
      RFrom: `/bench/old/${done + i}`,
      RTo: `/bench/new/${done + i}`,
    }));
    const r = await api(e2e.server.baseUrl, token, 'POST', 'redirect/all', rows);
    if (r.status !== 201) throw new Error(`seeding: ${r.status}`);
  }
  await signIn(page, e2e.adminUrl);
  await page.waitForURL(new RegExp(`^${e2e.adminUrl}/?$`));
  // Two clocks in the page: from the click on 'Show 500' and from the arrival of the 500 rows
  // (the resource timing's responseEnd), both to the first frame that has the 500th row.
  const times: number[] = [];
  const renders: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${e2e.adminUrl}/Redirect?perPage=20&page=1`);
    await page.locator('tbody tr').nth(19).waitFor();
    await page.evaluate(`(() => {
      const w = window;
      w.arrived = undefined; w.rendered = undefined;
      new PerformanceObserver((list) => { for (const en of list.getEntries()) if (en.name.includes('pageSize=500')) w.arrived = en.responseEnd; }).observe({ type: 'resource' });
      const tick = () => { if (document.querySelector('tbody tr:nth-child(500)')) w.rendered = performance.now(); else requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.evaluate('window.t0 = performance.now()');
    await page.getByRole('option', { name: 'Show 500' }).click();
    await page.locator('tbody tr').nth(499).waitFor({ timeout: 30_000 });
    await page.waitForFunction('window.rendered !== undefined && window.arrived !== undefined');
    const [click, render] = (await page.evaluate(
      '[window.rendered - window.t0, window.rendered - window.arrived]',
    )) as [number, number];
    times.push(click);
    renders.push(render);
  }
  renders.sort((a, b) => a - b);
  const medianRender = renders[Math.floor(renders.length / 2)];
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];

  console.log('\nAdmin bundle (dist/assets, gzip -9):');
  for (const c of chunkSizes().slice(0, 12))
    console.log(
      `  ${c.file.padEnd(48)} ${kb(c.raw).toFixed(1).padStart(8)} kB  gzip ${kb(c.gzip).toFixed(1).padStart(7)} kB`,
    );
  console.log(
    `\nSign-in page JavaScript: ${kb(signInGzip).toFixed(1)} kB gzipped in ${scripts.size} files; target ${SIGN_IN_BUDGET_KB} kB; ratio ${(kb(signInGzip) / SIGN_IN_BUDGET_KB).toFixed(2)}`,
  );
  console.log(
    `500-row list page, from the 500 rows' arrival to the frame showing the 500th: median ${medianRender.toFixed(0)} ms (runs: ${renders.map((t) => t.toFixed(0)).join(', ')}); target ${RENDER_BUDGET_MS} ms; ratio ${(medianRender / RENDER_BUDGET_MS).toFixed(2)}`,
  );
  console.log(
    `  the same from the 'Show 500' click (menu close and fetch included): median ${median.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
} finally {
  await e2e.close();
}
