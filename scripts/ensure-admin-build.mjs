// prestart: builds the admin app when dist/ is missing or older than any
// file it is built from, so `npm start` never serves a stale admin and a
// fresh clone needs no separate build step.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/index.html';
const sources = [
  'src/admin',
  'src/shared',
  'vite.config.ts',
  'scripts/vite-light-row-checkbox.ts',
  'scripts/vite-precompress.ts',
];

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const stale = !existsSync(built) || Math.max(...sources.filter(existsSync).map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the admin app (dist/ is missing or older than its sources)…');
  // NODE_ENV is forced: a caller's NODE_ENV (vitest sets "test") would otherwise bundle React's
  // development build, several times slower (found by bench:admin).
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
