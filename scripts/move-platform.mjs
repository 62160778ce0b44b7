// Moves the platform into src/server/platform/ (issue 42 item 1; docs/decisions/0148-the-platform-folder.md): every
// folder and file .dependency-cruiser.cjs named PLATFORM, and pretenuring.ts, start-up infrastructure like
// heap-growth.ts. One command, no behaviour change:
//   node scripts/move-platform.mjs
// 1. each folder and file moved (git sees the renames: `git diff --cached -M`);
// 2. every relative import of every code file re-pointed, resolved from where the file was to where it is;
// 3. the paths written in text (comments, docs, strings that name files, configuration, Markdown links)
//    rewritten; the generated files are made again by `npm run gen`, never edited;
// 4. the dependency rules say the platform is one folder, and the circle it held is no longer known.
// It refuses to run twice (src/server/platform/ exists) and on a dirty tree, so `git checkout .` undoes it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = 'data db http plugins cluster settings storage rate-limit net observability secrets'.split(' ');
const FILES = 'errors config lifecycle maybe-async product-root version shutdown heap-growth pretenuring'.split(' ');
const TO = 'src/server/platform';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
const read = (path) => readFileSync(resolve(ROOT, path), 'utf8');
const write = (path, text) => writeFileSync(resolve(ROOT, path), text);

if (existsSync(resolve(ROOT, TO))) throw new Error(`${TO} exists: the platform has been moved already`);
if (git('status', '--porcelain').trim()) throw new Error('the work tree has changes: commit or stash them first');

/** Where a repository path goes (itself when it does not move). */
function moved(path) {
  const m = /^src\/server\/([^/]+)(\/.*)?$/.exec(path);
  if (!m) return path;
  const [, head, rest = ''] = m;
  if (FOLDERS.includes(head) && rest) return `${TO}/${head}${rest}`;
  if (FOLDERS.includes(head) && !rest) return `${TO}/${head}`;
  const stem = head.replace(/(\.spec)?\.(ts|js)$/, ''); // an import names errors.ts as errors.js
  if (!rest && stem !== head && FILES.includes(stem)) return `${TO}/${head}`;
  return path;
}

const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
const movedFiles = tracked.filter((f) => moved(f) !== f);
console.log(`${movedFiles.length} files move into ${TO}/`);

// 2. Every relative import re-pointed, from where the file was to where it is (an import of a moved file, one
// from a moved file, and one between two moved files). A specifier names its target by path, so resolving it
// from the file's old folder and moving the result is all there is to it; tsc checks the outcome. (ts-morph's
// file.move() does the same by the type checker's resolution, but took over 15 minutes for the ~260 files on the
// 2-core machine; this takes a second.)
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bdeclare\s+module\s+)(['"])(\.\.?\/[^'"\n]*)\2/g;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const changes = new Map();
for (const file of tracked.filter((f) => CODE.test(f) && !f.startsWith('node_modules/'))) {
  if (file === 'scripts/move-platform.mjs') continue;
  const text = read(file);
  const next = text.replace(SPECIFIER, (all, before, quote, spec) => {
    const target = posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\/$/, '');
    if (moved(file) === file && moved(target) === target) return all; // neither end moves: as written
    let rel = posix.relative(posix.dirname(moved(file)), moved(target)) + (spec.endsWith('/') ? '/' : '');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${before}${quote}${rel}${quote}`;
  });
  if (next !== text) changes.set(file, next);
}

// 1. The files move (git sees the renames: `git diff --cached -M`), then take their new imports.
for (const file of movedFiles) {
  mkdirSync(dirname(resolve(ROOT, moved(file))), { recursive: true });
  renameSync(resolve(ROOT, file), resolve(ROOT, moved(file)));
}
for (const [file, text] of changes) write(moved(file), text);
for (const folder of FOLDERS) removeEmpty(resolve(ROOT, 'src/server', folder));
console.log(`${changes.size} code files have their imports re-pointed`);

/** Removes a folder left with no file in it (a folder still holding an untracked file stays, and is named). */
function removeEmpty(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmpty(resolve(dir, entry.name));
  if (readdirSync(dir).length) console.warn(`left in place, not empty: ${posix.relative(ROOT, dir)}`);
  else rmdirSync(dir);
}

// 3. Paths written in text. A path from the root, one from above it (`../../src/server/…`), or a tail that
// starts at `server/` each gain `platform/` (`src/server/db/executor.ts` → `src/server/platform/db/executor.ts`,
// `server/data/write-values.ts` → `server/platform/data/write-values.ts`); a path already under platform/ does not match, so nothing is rewritten twice. Markdown links are
// re-pointed first, from where the linking file and its target were to where they are.
const NAMES = `(?:${FOLDERS.join('|')})(?=/|[^\\w.-]|$)|(?:${FILES.join('|')})(?:\\.spec)?\\.(?:ts|js)(?![\\w.])`;
const IN_TEXT = new RegExp(`((?<![\\w.-])src/server/|(?<![\\w./-])server/)(${NAMES})`, 'gm');
const GENERATED = /\.generated\.(ts|json)$/;
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|md|json|yaml|yml|txt|sh|css|html)$|^\.ci\//;
const SKIP = new Set(['package-lock.json', 'scripts/move-platform.mjs']);
let rewritten = 0;
for (const file of git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean)) {
  if (!TEXT.test(file) || GENERATED.test(file) || SKIP.has(file) || !existsSync(resolve(ROOT, file))) continue;
  const text = read(file);
  if (text.includes('\0')) continue;
  let next = file.endsWith('.md') ? relinked(file, text) : text;
  next = next.replace(IN_TEXT, (all, prefix, name) => `${prefix}platform/${name}`);
  if (next !== text) {
    write(file, next);
    rewritten++;
  }
}
console.log(`${rewritten} files name the moved paths anew`);

/** A Markdown file's relative links, re-pointed when the file or the link's target moved. */
function relinked(file, text) {
  const before = movedFiles.find((f) => moved(f) === file) ?? file;
  return text.replace(/\]\(((?![a-z]+:|#|\/)[^)\s#]+)((?:#[^)\s]*)?)\)/g, (all, target, anchor) => {
    const folder = target.endsWith('/') ? '/' : '';
    const old = posix.normalize(posix.join(posix.dirname(before), decodeURI(target))).replace(/\/$/, '');
    const now = moved(old);
    if (now === old && before === file) return all;
    return `](${posix.relative(posix.dirname(file), now) || '.'}${folder}${anchor})`;
  });
}

// 4. The dependency rules: the platform is src/server/platform/ (one folder for the arrows' count), and the
// circle its folders made is gone from the known ones.
function replaceExactly(file, from, to) {
  const text = read(file);
  if (!text.includes(from)) throw new Error(`${file}: expected text not found, edit it by hand: ${from.slice(0, 80)}`);
  write(file, text.replace(from, to));
}
replaceExactly(
  '.dependency-cruiser.cjs',
  /^\/\*\* The platform's folders and files under src\/server\. \*\/\nconst PLATFORM = .*$/m.exec(
    read('.dependency-cruiser.cjs'),
  )?.[0] ?? 'the PLATFORM line and the comment above it',
  "/** The platform: everything in src/server/platform/ (decision 0148). */\nconst PLATFORM = '^src/server/platform/';",
);
const arrows = read('scripts/import-arrows.mjs');
const known =
  /^\/\*\*\n \* The circles of folders still standing[\s\S]*?^export const KNOWN_CIRCLES = \[[\s\S]*?^\];$/m.exec(
    arrows,
  );
if (!known) throw new Error('scripts/import-arrows.mjs: KNOWN_CIRCLES not found, empty it by hand');
replaceExactly(
  'scripts/import-arrows.mjs',
  known[0],
  [
    '/**',
    ' * The circles of folders still standing, each exactly as it is: none since the platform is one folder',
    ' * (decision 0148). A circle of folders fails the check; one that cannot be broken at once is listed here.',
    ' */',
    'export const KNOWN_CIRCLES = [];',
  ].join('\n'),
);
replaceExactly(
  'tests/project/folder-circles.test.ts',
  "it('knows the platform’s circle only', () => {\n    expect(KNOWN_CIRCLES).toHaveLength(1);",
  "it('knows no circle: the platform is one folder (decision 0148)', () => {\n    expect(KNOWN_CIRCLES).toEqual([]);",
);

// The generated files that name their source folder (the migrations' index) are made again.
execFileSync('node', ['--import', 'tsx', 'codegen/index.ts'], { cwd: ROOT, stdio: 'inherit' });
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changedCode()], { cwd: ROOT, stdio: 'inherit' });
git('add', '-A');
console.log('Done: review `git diff --cached --stat -M`, then run the checks.');

function changedCode() {
  return git('status', '--porcelain', '-z')
    .split('\0')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((f) => /^(src|tests|bench|codegen|scripts)\/.*\.(ts|tsx|mts|mjs)$/.test(f) && existsSync(resolve(ROOT, f)));
}
