// How long the product takes to start, as an operator's rolling restart and the data-safety runs wait for it: from
// spawning `node build/server/server.mjs` on an existing DATA_DIR to its "Sign in at" line, N starts, with the CPU
// time the process used by then and its RSS at that moment (decision 0160). The first start (migrations, first
// admin) is not counted. Other bundles named after N (copies of an older build in build/server/, so their paths
// from the product root hold) start in turn with it, round by round, so a shared machine's load falls on each alike.
// Usage: node --import tsx bench/start-time.ts [N=10] [other bundle …]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, SERVER_BUNDLE } from '../scripts/build-server.mjs';
import { cpuSeconds, rssMb, start, stop } from './run-processes.js';

const [runsText, ...others] = process.argv.slice(2);
const runs = Number(runsText ?? 10);
const bundles = [SERVER_BUNDLE, ...others];
await ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'start-time-'));
const env = {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  CMS_ADMIN_USER: 'admin',
  CMS_ADMIN_PASSWORD: 'start time password 1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  await stop(await start([SERVER_BUNDLE], env, /Sign in at/));
  const seen = bundles.map(() => ({ ms: [] as number[], cpu: [] as number[], rss: [] as number[] }));
  for (let round = 0; round < runs; round++)
    for (const [i, bundle] of bundles.entries()) {
      const began = performance.now();
      const child = await start([bundle], env, /Sign in at/);
      seen[i].ms.push(performance.now() - began);
      seen[i].cpu.push(cpuSeconds(child.pid!) * 1000);
      seen[i].rss.push(rssMb(child.pid!));
      await stop(child);
    }
  for (const [i, bundle] of bundles.entries()) {
    const { ms, cpu, rss } = seen[i];
    console.log(`${bundle}\n  starts (ms): ${ms.map((t) => t.toFixed(0)).join(' ')}`);
    const [toSignIn, cpuMs, rssAt] = [median(ms), median(cpu), median(rss)].map((x) => x.toFixed(0));
    console.log(`  median ${toSignIn} ms to "Sign in at", CPU ${cpuMs} ms, RSS ${rssAt} MB`);
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
