// Every repository path a comment or a doc cites names a file or folder that exists (issue 42 item 4): the forms
// resolved, and those left alone, are in cited-paths.ts and docs/decisions/0129-names-and-folders.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commentsOf, findPathCitations, missingCitations, tailsOf } from './cited-paths.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The checkers of citations, whose comments show missing paths on purpose. */
const CHECKERS = new Set([
  'tests/project/cited-paths.ts',
  'tests/project/cited-paths.test.ts',
  'tests/docs/decision-refs.ts',
  'tests/docs/decision-refs.test.ts',
]);
/** Texts that cite other projects' files (the requirements quote their sources), and data that only lists paths. */
const NOT_CITING = (file: string) =>
  file.startsWith('docs/requirements/') ||
  file === 'tests/durations.json' ||
  file === 'package-lock.json' ||
  file.includes('.generated.');
const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js|md)$/;

function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))];
}

function exists(path: string): boolean {
  try {
    statSync(join(ROOT, path));
    return true;
  } catch {
    return false;
  }
}

describe('cited paths (checker)', () => {
  const repo = [
    'src/server/site/index.ts',
    'src/server/site/settings/site-setup.ts',
    'docs/preview.md',
    'node_modules/vite/bin/vite.js',
  ];
  const has = (path: string) => repo.includes(path) || repo.some((f) => f.startsWith(`${path}/`));
  const tails = tailsOf(repo);

  it('reads a code file’s comments only, keeping its lines', () => {
    const text = "const a = 'src/x.ts'; // src/y.ts\n/* docs/z.md\n */ f(`tests/t.test.ts`);";
    expect(commentsOf(text).split('\n').length).toBe(3);
    expect(findPathCitations('src/a.ts', text).map((c) => `${c.line} ${c.text}`)).toEqual([
      '1 src/y.ts',
      '2 docs/z.md',
    ]);
  });

  it('resolves paths from the root, relative tails, .js for .ts, and Markdown links', () => {
    const text = [
      '// src/server/site/index.js and src/server/site/ (a folder)',
      '// site/settings/site-setup.ts and vite/bin/vite.js',
      '// src/server/site/gone.ts, general-settings/site-setup.ts',
    ].join('\n');
    expect(missingCitations(findPathCitations('src/b.ts', text), has, tails)).toEqual([
      'src/b.ts:3: src/server/site/gone.ts',
      'src/b.ts:3: general-settings/site-setup.ts',
    ]);
    const doc = 'See [preview](preview.md), [gone](../gone.md) and `src/server/site/settings/site-setup.ts`.';
    expect(missingCitations(findPathCitations('docs/x.md', doc), has, tails)).toEqual(['docs/x.md:1: ../gone.md']);
  });

  it('leaves bare names, imports, URLs and build output alone, and cuts a path at its placeholder', () => {
    const text = [
      "import { x } from '../site/gone.js'; // groups.ts",
      '// https://example.com/src/server/gone.ts, /api/v1/mc/site/gone.ts',
      '// src/server/<feature>/index.ts, docs/decisions/00xx-….md, build/server/server.mjs, bench/results/',
      '// renamed: `src/server/mail/gone.ts` → `src/server/site/index.ts`, mail/gone.ts → site/settings/site-setup.ts',
    ].join('\n');
    expect(findPathCitations('src/c.ts', text).map((c) => c.text)).toEqual([
      'src/server/',
      'src/server/site/index.ts',
      'site/settings/site-setup.ts',
    ]);
  });
});

describe('cited paths (repository)', () => {
  const files = repositoryFiles();
  const tails = tailsOf(files);
  const citations = files
    .filter((file) => TEXT_FILE.test(file) && !CHECKERS.has(file) && !NOT_CITING(file))
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        return []; // deleted, not yet committed
      }
      return findPathCitations(file, text);
    });

  it('finds the citations of the code and the docs', () => {
    expect(citations.length).toBeGreaterThan(1500);
    expect(citations.some((c) => c.file === 'README.md' && c.text === 'docs/decisions/0129-names-and-folders.md')).toBe(
      true,
    );
  });

  it('every cited path exists', () => {
    expect(missingCitations(citations, exists, tails)).toEqual([]);
  });

  // A file cited from the root (the README cites the record) and one cited by a relative tail, each taken away.
  it.each(['docs/decisions/0129-names-and-folders.md', 'src/server/site/redirects/redirect-write-rule.ts'])(
    'fails when a cited file is gone: %s',
    (gone) => {
      const names = (c: { candidates: string[] }) =>
        c.candidates.some((path) => path === gone || gone.endsWith(`/${path}`));
      const citing = citations.filter(names);
      expect(citing.length).toBeGreaterThan(0);
      const missing = missingCitations(
        citations,
        (path) => path !== gone && exists(path),
        tailsOf(files.filter((file) => file !== gone)),
      );
      expect(missing).toEqual(expect.arrayContaining(citing.map((c) => `${c.file}:${c.line}: ${c.text}`)));
    },
  );
});
