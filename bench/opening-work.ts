// `npm run bench:opening` (issue 41: cut the main-thread work a list and the editor do on opening): what
// the browser runs to open a screen, cold and signed in, on the dashboard, a list, the editor and General
// Settings, measured in a way the machine's load moves little: the script files and their bytes (decoded),
// the V8 bytes compiled, and beside them the main thread's script time and long tasks (those do move with
// load). Each route is opened with this checkout's build (dist/) and with a baseline build (`--baseline
// <dist dir>`, e.g. the parent commit's `vite build --outDir`), alternately in the same run against the
// same server, and the table prints after/baseline ratios (decision 0122).
// The admin's files are answered from the chosen build by the browser's request interception (both builds
// alike), the API by the real product on a temporary demo database.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { TOKEN_KEY } from '../src/admin/auth/token-storage.js';
import { CHROMIUM, ensureAdminBuild } from '../tests/e2e/support/browser.js';
import { adminToken, startServer } from '../tests/support/server-process.js';

const ROUTES = ['/', '/redirects/301', '/edit?cId=1026', '/general-settings'];
const { values: options } = parseArgs({
  options: { baseline: { type: 'string' }, runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
/** `--only /general-settings,/edit?cId=1026`: those routes alone. */
const routes = options.only ? options.only.split(',').map((r) => r.trim()) : ROUTES;

interface Opening {
  scripts: number;
  scriptKb: number;
  scriptMs: number;
  taskMs: number;
  longTasks: number;
  /** Total blocking time: each long task's time past 50 ms, summed (what Lighthouse weighs most, issue 41). */
  blockingMs: number;
  /**
   * The same sum over the main thread's tasks measured in CPU time (the trace's thread duration): what the
   * blocking time would be on an idle machine, where a loaded one stretches every task's wall time.
   */
  cpuBlockingMs: number;
  /** Cumulative layout shift as Lighthouse counts it: the largest session window of shifts without input. */
  shift: number;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
  '.json': 'application/json',
};

/** One cold open of `route` with the admin's files from `dist`, until the screen's reads have settled. */
async function open(browser: Browser, baseUrl: string, token: string, dist: string, route: string): Promise<Opening> {
  const context = await browser.newContext({
    viewport: { width: 1350, height: 940 },
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: TOKEN_KEY, value: token }] }] },
  });
  try {
    // Every admin file from `dist` (index.html for the app's own paths), the API from the product.
    await context.route(`${baseUrl}/maintenance/**`, async (r) => {
      const path = new URL(r.request().url()).pathname.replace(/^\/maintenance\//, '');
      const file = path && existsSync(join(dist, path)) && extname(path) ? join(dist, path) : join(dist, 'index.html');
      await r.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { longTasks: number[] }).longTasks = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => (window as unknown as { longTasks: number[] }).longTasks.push(e.duration)),
      ).observe({ type: 'longtask', buffered: true });
      (window as unknown as { shifts: [number, number][] }).shifts = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput)
            (window as unknown as { shifts: [number, number][] }).shifts.push([e.startTime, shift.value]);
        }),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.set(e.requestId, 0));
    cdp.on(
      'Network.dataReceived',
      (e) => scripts.has(e.requestId) && scripts.set(e.requestId, scripts.get(e.requestId)! + e.dataLength),
    );
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${baseUrl}/maintenance${route}`);
    await page.locator('main').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !document.querySelector('main [role="progressbar"]:not([aria-valuenow])'),
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const metrics = new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: [number, number][] }).shifts);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return {
      scripts: scripts.size,
      scriptKb: [...scripts.values()].reduce((a, b) => a + b, 0) / 1024,
      scriptMs: (metrics.get('ScriptDuration') ?? 0) * 1000,
      taskMs: (metrics.get('TaskDuration') ?? 0) * 1000,
      longTasks: longTasks.length,
      blockingMs: longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      cpuBlockingMs: mainThreadTaskCpuMs(trace.traceEvents).reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      shift: largestSessionWindow(shifts),
    };
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The CPU time (ms) of each task the renderers' main threads ran during the trace. */
function mainThreadTaskCpuMs(events: TraceEvent[]): number[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => e.tdur! / 1000);
}

/** Layout shifts ([time ms, value]) grouped as Lighthouse does: a window ends after 1 s without a shift or at 5 s. */
function largestSessionWindow(shifts: [number, number][]): number {
  let largest = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const [time, value] of shifts) {
    if (time - last > 1000 || time - start > 5000) [sum, start] = [0, time];
    sum += value;
    last = time;
    largest = Math.max(largest, sum);
  }
  return largest;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medianOf = (runs: Opening[]): Opening => ({
  scripts: median(runs.map((r) => r.scripts)),
  scriptKb: median(runs.map((r) => r.scriptKb)),
  scriptMs: median(runs.map((r) => r.scriptMs)),
  taskMs: median(runs.map((r) => r.taskMs)),
  longTasks: median(runs.map((r) => r.longTasks)),
  blockingMs: median(runs.map((r) => r.blockingMs)),
  cpuBlockingMs: median(runs.map((r) => r.cpuBlockingMs)),
  shift: median(runs.map((r) => r.shift)),
});

ensureAdminBuild();
await ensureServerBuild();
const builds: [string, string][] = [
  ['this build', resolve('dist')],
  ...(options.baseline ? [['baseline', resolve(options.baseline)] as [string, string]] : []),
];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-opening-'));
const server = await startServer({ dataDir }, { SEED_DEMO: 'true' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const token = await adminToken(server.baseUrl);
  console.log(`\n== opening a screen, cold and signed in (median of ${options.runs} runs each, builds alternated)`);
  console.log(
    `${'route'.padEnd(20)} ${'build'.padEnd(11)} ${'scripts'.padStart(7)} ${'kB'.padStart(7)} ${'script ms'.padStart(9)} ${'task ms'.padStart(8)} ${'long'.padStart(5)} ${'blocking'.padStart(8)} ${'cpu blocking'.padStart(12)} ${'shift'.padStart(6)}`,
  );
  for (const route of routes) {
    const runs = new Map<string, Opening[]>(builds.map(([name]) => [name, []]));
    for (let i = 0; i < Number(options.runs); i++)
      for (const [name, dist] of builds) runs.get(name)!.push(await open(browser, server.baseUrl, token, dist, route));
    const [self, base] = builds.map(([name]) => medianOf(runs.get(name)!));
    for (const [name, o] of [['this build', self!], ...(base ? [['baseline', base] as const] : [])] as const) {
      console.log(
        `${route.padEnd(20)} ${name.padEnd(11)} ${String(o.scripts).padStart(7)} ${o.scriptKb.toFixed(0).padStart(7)} ${o.scriptMs.toFixed(0).padStart(9)} ${o.taskMs.toFixed(0).padStart(8)} ${String(o.longTasks).padStart(5)} ${o.blockingMs.toFixed(0).padStart(8)} ${o.cpuBlockingMs.toFixed(0).padStart(12)} ${o.shift.toFixed(3).padStart(6)}`,
      );
    }
    if (base) {
      const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
      console.log(
        `${''.padEnd(20)} ${'ratio'.padEnd(11)} ${ratio(self!.scripts, base.scripts).padStart(7)} ${ratio(self!.scriptKb, base.scriptKb).padStart(7)} ${ratio(self!.scriptMs, base.scriptMs).padStart(9)} ${ratio(self!.taskMs, base.taskMs).padStart(8)} ${ratio(self!.longTasks, base.longTasks).padStart(5)} ${ratio(self!.blockingMs, base.blockingMs).padStart(8)} ${ratio(self!.cpuBlockingMs, base.cpuBlockingMs).padStart(12)} ${ratio(self!.shift, base.shift).padStart(6)}`,
      );
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
