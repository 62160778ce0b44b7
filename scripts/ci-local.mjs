// `npm run ci:local`: runs CI here, as CI runs it — `bash .ci/run` in a fresh clone of the
// committed HEAD (uncommitted changes are not in it), with a copy of ../shared beside the clone,
// CI=true, no standard input and a clean environment — then repeats its closing line
// `N passed, N failed` last and exits with its code. See README.md "Testing".
//
//   CI_LOCAL_KEEP=1          keep the temporary folder (clone, shared copy, temp files) afterwards
//   CI_LOCAL_PASS_ENV=A,B    also pass these variables of yours (say CI_TEST_TIMEOUT); none by default
//   CI_LOCAL_COMMAND='…'     run this shell command in the clone instead of `bash .ci/run`
//                            (tests/support/ci-local.test.ts checks the mechanics with it)
//
// Everything the run writes to the temp folder (throwaway PostgreSQL, servers' data dirs, reports)
// goes to TMPDIR=<folder>/tmp, removed with the rest; the tests take free ports (port 0), so a dev
// server or another run on this machine does not collide with it. Lines the run added to the clone's
// tests/FLAKY.md (tests that passed only on their retry) are copied into this checkout's, uncommitted.
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const say = (line) => process.stdout.write(`ci:local: ${line}\n`);
const git = (cwd, ...args) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = git(here, 'rev-parse', '--show-toplevel');
const SHA = git(ROOT, 'rev-parse', 'HEAD');
const SHORT = SHA.slice(0, 12);
const COMMAND = process.env.CI_LOCAL_COMMAND?.trim() || 'bash .ci/run';
const KEEP = !!process.env.CI_LOCAL_KEEP && process.env.CI_LOCAL_KEEP !== '0';

// The machine's basics only: none of this session's own (DATABASE_URL, TEST_*, PORT, npm's npm_*…).
const BASICS = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TERM',
  'TZ',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
];

function cleanEnvironment(tmp) {
  const pass = new Set([
    ...BASICS,
    ...(process.env.CI_LOCAL_PASS_ENV ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ]);
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && (pass.has(name) || name.startsWith('LC_'))) env[name] = value;
  }
  // `npm run` puts this checkout's node_modules/.bin (and npm's node-gyp-bin) first on PATH: not in a clean run.
  env.PATH = (env.PATH ?? '/usr/local/bin:/usr/bin:/bin')
    .split(':')
    .filter((p) => p && !/node_modules[/\\]\.bin$/.test(p) && !/node-gyp-bin$/.test(p))
    .join(':');
  env.CI = 'true';
  env.TMPDIR = tmp;
  return env;
}

/** Makes a tree writable again (the shared/ copy is read-only, as CI lays it) so it can be removed. */
function makeWritable(path) {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s || s.isSymbolicLink()) return;
  chmodSync(path, s.mode | 0o200);
  if (s.isDirectory()) for (const name of readdirSync(path)) makeWritable(join(path, name));
}

function makeReadOnly(path) {
  const s = statSync(path);
  if (s.isDirectory()) for (const name of readdirSync(path)) makeReadOnly(join(path, name));
  chmodSync(path, s.mode & ~0o222);
}

/**
 * The clone's tests/FLAKY.md gains a line for each test that passed only on its retry (tests/run.ts):
 * those lines are carried into this checkout's tests/FLAKY.md (left uncommitted), so they are not lost
 * with the clone.
 */
function carryFlakyLines(clone) {
  const theirs = join(clone, 'tests', 'FLAKY.md');
  const ours = join(ROOT, 'tests', 'FLAKY.md');
  if (!existsSync(theirs) || !existsSync(ours)) return;
  const have = new Set(readFileSync(ours, 'utf8').split('\n'));
  const fresh = readFileSync(theirs, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('- ') && !have.has(l));
  if (!fresh.length) return;
  const text = readFileSync(ours, 'utf8');
  appendFileSync(ours, `${text.endsWith('\n') ? '' : '\n'}${fresh.map((l) => `${l}\n`).join('')}`);
  say(
    `added ${fresh.length} flaky test line(s) to tests/FLAKY.md here (uncommitted): flaky tests get fixed, never ignored`,
  );
}

/**
 * Sends the signal to every process group of the run's session. `detached` made the run a session of its
 * own, and `timeout` in .ci/run puts `npm test` in a group of its own within it, which signalling the
 * run's group alone would not reach.
 */
function signalRun(pid, signal) {
  const groups = new Set([pid]);
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const [, , pgrp, session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(session) === pid) groups.add(Number(pgrp));
      } catch {
        // ended meanwhile
      }
    }
  } catch {
    // no /proc: the run's own group only
  }
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // already gone
    }
  }
}

function removeFolder(base) {
  if (KEEP) {
    say(`kept ${base} (CI_LOCAL_KEEP)`);
    return;
  }
  try {
    makeWritable(base);
    rmSync(base, { recursive: true, force: true });
  } catch (err) {
    say(`could not remove ${base}: ${err.message}`);
  }
}

const dirty = git(ROOT, 'status', '--porcelain');
if (dirty) {
  const n = dirty.split('\n').length;
  say(
    `WARNING: the work tree has ${n} uncommitted change(s) (git status): they are NOT in this run, which tests commit ${SHORT} only`,
  );
}

const base = mkdtempSync(join(tmpdir(), 'ci-local-'));
chmodSync(base, 0o755); // as root, a throwaway PostgreSQL runs as the postgres user, under base/tmp
const clone = join(base, 'repo');
const tmp = join(base, 'tmp');
mkdirSync(tmp);
chmodSync(tmp, 0o1777);

let exitCode = 1;
let child;
let interrupted;
const onSignal = (signal) => {
  if (interrupted) return;
  interrupted = signal;
  if (!child) {
    say(`${signal} before the run started`);
    removeFolder(base);
    console.log('0 passed, 1 failed');
    process.exit(130);
  }
  say(`${signal}: stopping the run`);
  signalRun(child.pid, 'SIGINT'); // as Ctrl-C would: npm test then stops and cleans up after itself
  setTimeout(() => signalRun(child.pid, 'SIGKILL'), 90_000).unref();
};
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, onSignal);

try {
  say(`cloning ${SHORT} into ${clone}`);
  git(base, 'clone', '--quiet', '--no-local', '--no-checkout', ROOT, clone);
  try {
    git(clone, 'cat-file', '-e', `${SHA}^{commit}`);
  } catch {
    git(clone, 'fetch', '--quiet', 'origin', 'HEAD'); // a detached HEAD on no branch
  }
  git(clone, 'checkout', '--quiet', '--detach', SHA);

  // CI lays shared/ beside its clone, without write bits. Nothing in the repository reads it (the
  // requirements it needs are copied into docs/requirements/), but a faithful run has it.
  const shared = resolve(ROOT, '..', 'shared');
  if (existsSync(shared)) {
    cpSync(shared, join(base, 'shared'), { recursive: true });
    makeReadOnly(join(base, 'shared'));
    say(`copied ${shared} beside it, read-only`);
  }

  say(`running \`${COMMAND}\` there with CI=true, no stdin, a clean environment, TMPDIR=${tmp}`);
  const started = Date.now();
  child = spawn('bash', ['-c', COMMAND], {
    cwd: clone,
    env: cleanEnvironment(tmp),
    stdio: ['ignore', 'pipe', 'pipe'], // 'ignore' is /dev/null, as CI's "no standard input"
    detached: true, // a session of its own (setsid), so signalRun finds all it started
  });

  // Its output passes through as it comes; the last `N passed, N failed` is kept.
  let summary;
  let partial = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (/^\d+ passed, \d+ failed$/.test(line.trim())) summary = line.trim();
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));

  const code = await new Promise((res) => {
    child.on('error', (err) => {
      say(`could not start: ${err.message}`);
      res(127);
    });
    child.on('exit', (c, signal) => {
      // Its output is read to the end unless something it left running holds the pipe; then, after 5 s,
      // that leftover is ended (CI, too, ends all that a run left running).
      const done = () => res(c ?? (signal ? 128 : 1));
      const leftover = setTimeout(() => {
        signalRun(child.pid, 'SIGKILL');
        done();
      }, 5000);
      child.on('close', () => {
        clearTimeout(leftover);
        done();
      });
    });
  });
  if (/^\d+ passed, \d+ failed$/.test(partial.trim())) summary = partial.trim();
  const seconds = Math.round((Date.now() - started) / 1000);

  exitCode = interrupted ? 130 : code;
  if (!summary) {
    say(`the run printed no \`N passed, N failed\` line (exit code ${code})`);
    summary = '0 passed, 1 failed';
    if (exitCode === 0) exitCode = 1;
  }
  try {
    carryFlakyLines(clone);
  } catch (err) {
    say(`could not carry tests/FLAKY.md's new lines over: ${err.message}`);
  }
  removeFolder(base);
  say(`${seconds} s at ${SHORT} (exit code ${exitCode}${interrupted ? `, interrupted by ${interrupted}` : ''})`);
  console.log(summary);
} catch (err) {
  say(`failed: ${err.message}`);
  removeFolder(base);
  console.log('0 passed, 1 failed');
  exitCode = 1;
}
process.exit(exitCode);
