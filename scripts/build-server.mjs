// The server and its admin command bundled by esbuild into build/server/ (`npm start` and `npm run admin`
// run these files; `npm run dev` keeps running the TypeScript sources through tsx). A bundle starts in about
// 60 % of the time tsx needs (no TypeScript loader thread answering every import: 1.5 s against 2.6 s for
// the server on the 2-core machine), which every restart of an instance and every test that starts the
// product as a process gains (docs/decisions/0095-the-server-runs-bundled.md). Packages stay outside the
// bundle (they load from node_modules as before), but for the few of BUNDLED_PACKAGES (decision 0160); the
// sources are bundled unminified, so a stack trace still names readable code (NODE_OPTIONS=--enable-source-maps
// maps it back to the .ts files).
//
// Built when missing or older than any file it was built from (esbuild's metafile lists them), so a
// fresh clone, a `git pull` or an edit needs no separate step. Each file is written whole and renamed
// into place, so an instance starting while another process builds reads the old bundle or the new one.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packagesOutside, refuseCommonJs } from './bundled-packages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The folder of the bundles, two levels below the root (src/server/platform/product-root.ts relies on it). */
export const SERVER_BUILD_DIR = join(ROOT, 'build', 'server');
/** What `npm start` runs. */
export const SERVER_BUNDLE = join(SERVER_BUILD_DIR, 'server.mjs');
/** What `npm run admin` runs. */
export const ADMIN_CLI_BUNDLE = join(SERVER_BUILD_DIR, 'admin.mjs');

const ENTRIES = { server: 'src/server/server.ts', admin: 'src/server/cli/admin.ts' };
const META = join(SERVER_BUILD_DIR, 'meta.json');
// Besides the bundled files: a changed package.json (dependencies, the version the server reads) or lock file
// builds again too; a new esbuild or bundled package is seen by its version (staleReason).
const ALSO_WATCHED = ['package.json', 'package-lock.json', 'scripts/build-server.mjs', 'scripts/bundled-packages.mjs'];

/** Why the bundle must be built again, or '' when it is up to date. */
export function staleReason() {
  if (!existsSync(META) || !Object.keys(ENTRIES).every((name) => existsSync(join(SERVER_BUILD_DIR, `${name}.mjs`))))
    return 'build/server/ is missing';
  const builtAt = statSync(META).mtimeMs;
  let meta;
  try {
    meta = JSON.parse(readFileSync(META, 'utf8'));
  } catch {
    return 'build/server/meta.json cannot be read';
  }
  for (const file of [...Object.keys(meta.inputs), ...ALSO_WATCHED]) {
    const path = join(ROOT, file);
    if (!existsSync(path)) return `${file} is gone`;
    if (statSync(path).mtimeMs > builtAt) return `${file} changed`;
  }
  // npm installs a package's files with the times its tarball holds, so a bundled package (or esbuild) upgraded by
  // `npm install` after the lock file's pull is seen by its version, not by a file time.
  if (!meta.versions) return 'build/server/meta.json names no versions';
  for (const [folder, version] of Object.entries(meta.versions))
    if (versionIn(folder) !== version) return `${folder} is ${versionIn(folder) ?? 'gone'}, was ${version}`;
  return '';
}

/** The version in a package folder's package.json (a path from the root), or undefined. */
function versionIn(folder) {
  try {
    return JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** The folders of esbuild and of every package the bundles hold, each with its version now. */
function versionsOf(inputs) {
  const folders = new Set(['node_modules/esbuild']);
  for (const file of inputs) {
    const folder = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    if (folder) folders.add(folder);
  }
  return Object.fromEntries([...folders].map((folder) => [folder, versionIn(folder)]));
}

/** Builds build/server/ when it is missing or stale; answers whether it built. */
export async function ensureServerBuild({ log = () => {} } = {}) {
  const reason = staleReason();
  if (!reason) return false;
  log(`Bundling the server (${reason})…`);
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: SERVER_BUILD_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  refuseCommonJs(result.metafile);
  mkdirSync(SERVER_BUILD_DIR, { recursive: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  // The metafile last: its time is the build's, so a source saved during the build counts as newer.
  writeWhole(META, JSON.stringify({ ...result.metafile, versions: versionsOf(Object.keys(result.metafile.inputs)) }));
  return true;
}

function writeWhole(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

// `node scripts/build-server.mjs` (npm's prestart and preadmin).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  // On stderr: `npm run -s admin -- … > file` keeps its output clean.
  await ensureServerBuild({ log: (line) => console.error(line) });
}
