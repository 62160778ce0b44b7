// Every requirement the repository cites (spec §…, contract §…, security
// row …, design example …) resolves to a heading in docs/requirements, so
// nothing outside the repository is needed to follow a reference.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCitations, parseSections, REQUIREMENT_DOCS, unresolved, type Requirements } from './requirement-refs.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = [
  'src',
  'tests',
  'codegen',
  'schema',
  'bench',
  'scripts',
  'docs',
  '.ci',
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'package.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'data', 'coverage', 'results', '.git']);
/** The checker and its spec, whose samples cite made-up sections on purpose. */
const CHECKER = new Set(['tests/docs/requirement-refs.ts', 'tests/docs/requirement-refs.test.ts']);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|ya?ml|json|sql|css|html|sh)$|(^|\/)\.ci\/run$/;

function walk(path: string): string[] {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT.test(relative(ROOT, path)) && !CHECKER.has(relative(ROOT, path)) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED_DIRS.has(name))
    .flatMap((name) => walk(join(path, name)));
}

function requirementsOf(read: (doc: string) => string): Requirements {
  return new Map(REQUIREMENT_DOCS.map((doc) => [doc, parseSections(read(doc))]));
}

const sample: Requirements = requirementsOf(
  (doc) =>
    ({
      'product-spec':
        '# Spec\n## §2 Screens\n### §2.5 Sign-in screen\nAfter success: go to /.\n## §3 Entities\n### §3.9 Named content records (id)\nCache 4.\n',
      'api-contract': '# Contract\n## §2 Generic data interface\n## §4a Many instances, one database\n',
      'security-tests': '# Threats\n## Row 9: impersonation abuse\n',
      design: '# Design\n## Boundaries\n### Example 6: Payload\n',
      'ci-notes': '# Notes\n',
    })[doc] ?? '',
);
const check = (text: string, file = 'src/x.ts') => unresolved(findCitations(file, text), sample);

describe('requirement citations (checker)', () => {
  it('resolves sections, subsections, quoted texts, rows, examples and file names', () => {
    const text = [
      '// spec §2, §3.9; contract §4a (api-contract.md §2)',
      "// The spec's named records (§3 \"Named content records\": menus), spec §2 'After success'.",
      '// Spec §3\'s "Cache 4"; security rows 9 and 9 (twice); design example 6; design.md "Boundaries".',
      "describe('x (spec §2)', () => {}); // see product-spec.md and docs/requirements/design.md",
    ].join('\n');
    expect(findCitations('src/x.ts', text).length).toBe(16);
    expect(check(text)).toEqual([]);
  });

  it('lists each citation that does not resolve, with file and line', () => {
    const text = [
      '// spec §12 and contract §4b',
      '// (spec §4, §5)',
      '// spec §3 "Tags excluded from microsites"; §2.9',
      '// security row 18; design example 12; design.md "Layout"',
      '// the spec is ../shared/spec/product-spec.md; see ci-notes2.md',
    ].join('\n');
    expect(check(text, 'src/y.ts')).toEqual([
      'src/y.ts:1: §12 (product-spec): no heading for §12 in docs/requirements/product-spec.md',
      'src/y.ts:1: §4b (api-contract): no heading for §4b in docs/requirements/api-contract.md',
      'src/y.ts:2: §4 (product-spec): no heading for §4 in docs/requirements/product-spec.md',
      'src/y.ts:2: §5 (product-spec): no heading for §5 in docs/requirements/product-spec.md',
      'src/y.ts:3: §3 "Tags excluded from microsites" (product-spec): "Tags excluded from microsites" is not in §3 of docs/requirements/product-spec.md',
      'src/y.ts:3: §2.9 (product-spec): no heading for §2.9 in docs/requirements/product-spec.md',
      'src/y.ts:4: security row 18 (security-tests): no heading for row 18 in docs/requirements/security-tests.md',
      'src/y.ts:4: design example 12 (design): no heading for example 12 in docs/requirements/design.md',
      'src/y.ts:4: design.md "Layout" (design): no heading for §Layout in docs/requirements/design.md',
      'src/y.ts:5: ../shared/spec/product-spec.md (product-spec): points outside the repository: cite docs/requirements instead',
    ]);
  });

  it('gives a bare § the document named last before it, across comment lines', () => {
    const cites = findCitations(
      'src/z.ts',
      "// (contract\n// §2, spec §3 and §4a, contract §4a, §2)\n/** The spec's claims (§3). */",
    );
    expect(cites.map((c) => `${c.doc} ${c.section}`)).toEqual([
      'api-contract 2',
      'product-spec 3',
      'product-spec 4a',
      'api-contract 4a',
      'api-contract 2',
      'product-spec 3',
    ]);
  });

  it("does not take a file name like x.spec.ts, or a test title's closing quote, for a citation", () => {
    const cites = findCitations('src/z.spec.ts', "// contract §2 in z.spec.ts: §3\nit('rule (spec §5', () => {});");
    expect(cites.map((c) => `${c.doc} ${c.section} ${c.quote ?? ''}`)).toEqual([
      'api-contract 2 ',
      'api-contract 3 ',
      'product-spec 5 ',
    ]);
  });

  it("reads a requirement document's own headings as definitions, and its bare § as its own", () => {
    const cites = findCitations(
      'docs/requirements/api-contract.md',
      '## §4 Authentication\nSee §4a.\nAs in product-spec §7.2.\n',
    );
    expect(cites.map((c) => `${c.doc} ${c.section}`)).toEqual(['api-contract 4a', 'product-spec 7.2']);
  });
});

describe('requirement citations (repository)', () => {
  const requirements = requirementsOf((doc) => readFileSync(join(ROOT, 'docs/requirements', `${doc}.md`), 'utf8'));
  const files = SCANNED.flatMap((p) => walk(join(ROOT, p)));
  const citations = files.flatMap((f) => findCitations(relative(ROOT, f), readFileSync(f, 'utf8')));

  it('finds the citations (the scan reaches src, tests, docs …)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(citations.filter((c) => c.doc === 'product-spec' && c.section !== '').length).toBeGreaterThan(200);
    expect(citations.filter((c) => c.doc === 'api-contract').length).toBeGreaterThan(30);
  });

  it('every citation resolves to a heading in docs/requirements', () => {
    expect(unresolved(citations, requirements)).toEqual([]);
  });
});
