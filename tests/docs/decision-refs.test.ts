// Every citation of a decision record (docs/decisions/NNNN-short-title.md)
// names a record that exists, nothing names the single file the records
// replaced, the index lists every record under its own title, and every
// record has its Context, Decision and Consequences.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  findDecisionCitations,
  INDEX,
  indexProblems,
  oldFileMentions,
  shapeProblems,
  unresolvedCitations,
} from './decision-refs.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The checker and its spec, whose samples cite missing records and the old file on purpose. */
const CHECKER = new Set(['tests/docs/decision-refs.ts', 'tests/docs/decision-refs.test.ts']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'data', 'coverage', 'results', '.git']);
/** The old file's name, spelt so that this spec does not mention it. */
const OLD = ['decisions', 'md'].join('.');

/** The repository's tracked files (and new ones not ignored); a walk when git is not there. */
function repositoryFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    const walk = (path: string): string[] =>
      statSync(path).isFile()
        ? [relative(ROOT, path)]
        : readdirSync(path)
            .filter((name) => !SKIPPED_DIRS.has(name))
            .flatMap((name) => walk(join(path, name)));
    return walk(ROOT);
  }
}

/** Text files only: a file that is gone (deleted, not yet committed) or holds a NUL byte is skipped. */
function readText(file: string): string | undefined {
  try {
    const bytes = readFileSync(join(ROOT, file));
    return bytes.includes(0) ? undefined : bytes.toString('utf8');
  } catch {
    return undefined;
  }
}

const RECORD = `# A decision

## Context

Why it came up.

## Decision

What we do.

## Consequences

What follows.
`;

describe('decision citations (checker)', () => {
  it('finds citations from code, from docs by relative link, and between records', () => {
    const code = findDecisionCitations(
      'src/x.ts',
      '// see docs/decisions/0031-key-manager.md "Rotation"\n// (docs/decisions/README.md)',
    );
    expect(code.map((c) => `${c.line} ${c.target}`)).toEqual([
      '1 docs/decisions/0031-key-manager.md',
      '2 docs/decisions/README.md',
    ]);
    const doc = findDecisionCitations(
      'docs/requirements/README.md',
      'in [../decisions/](../decisions/README.md) and [x](../decisions/0002-y.md)',
    );
    expect(doc.map((c) => c.target)).toEqual(['docs/decisions/README.md', 'docs/decisions/0002-y.md']);
    const sibling = findDecisionCitations(
      'docs/decisions/0003-z.md',
      'after [0001-a.md](0001-a.md) and docs/decisions/0002-b.md',
    );
    expect(sibling.map((c) => c.target).sort()).toEqual([
      'docs/decisions/0001-a.md',
      'docs/decisions/0001-a.md',
      'docs/decisions/0002-b.md',
    ]);
    // A record's name alone, outside docs/decisions, and a path that merely ends like one, are no citations.
    expect(findDecisionCitations('src/y.ts', '0001-a.md; other/decisions/0001-a.md')).toEqual([]);
  });

  it('lists each citation of a record that does not exist, with file and line', () => {
    const exists = (path: string) => path === 'docs/decisions/0001-data-interface.md';
    const text =
      '// docs/decisions/0001-data-interface.md\n// docs/decisions/0001-data-interfaces.md\n[x](../../decisions/0001-data-interface.md)';
    expect(unresolvedCitations(findDecisionCitations('docs/requirements/design.md', text), exists)).toEqual([
      'docs/requirements/design.md:2: docs/decisions/0001-data-interfaces.md: no such record (docs/decisions/0001-data-interfaces.md)',
      'docs/requirements/design.md:3: ../../decisions/0001-data-interface.md: points outside docs/decisions/ (decisions/0001-data-interface.md)',
    ]);
  });

  it('flags every mention of the old single file, with or without its folder', () => {
    const text = `// docs/${OLD} "Key Manager"\n[${OLD}](${OLD})\nproduct-${OLD} is another file`;
    expect(oldFileMentions('src/z.ts', text)).toEqual([
      `src/z.ts:1: names the old single decisions file: cite a record of docs/decisions/ instead`,
      `src/z.ts:2: names the old single decisions file: cite a record of docs/decisions/ instead`,
      `src/z.ts:2: names the old single decisions file: cite a record of docs/decisions/ instead`,
    ]);
  });

  it('checks the index against the records: missing, extra, doubled, retitled, renumbered', () => {
    const records = new Map([
      ['0001-a.md', RECORD.replace('A decision', 'First')],
      ['0002-b.md', RECORD.replace('A decision', 'Second')],
      ['0002-c.md', RECORD.replace('A decision', 'Third')],
    ]);
    const readme = [
      '| 0001 | [First](0001-a.md) | one |',
      '| 0002 | [Second, renamed](0002-b.md) | two |',
      '| 0004 | [Fourth](0004-d.md) | four |',
      '| 0001 | [First](0001-a.md) | again |',
    ].join('\n');
    expect(indexProblems(readme, records)).toEqual([
      `${INDEX}:2: 0002-b.md is listed as "Second, renamed", but its title is "Second"`,
      `${INDEX}:3: 0004-d.md is listed but there is no such record`,
      `${INDEX}: 0001-a.md is listed 2 times`,
      `${INDEX}: 0002-c.md is missing from the index`,
      `${DECISIONS_DIR}: records 0002-b.md and 0002-c.md share the number 0002`,
    ]);
    expect(
      indexProblems(
        '[First](0001-a.md) [Pipes \\| kept](0002-b.md)',
        new Map([
          ['0001-a.md', RECORD.replace('A decision', 'First')],
          ['0002-b.md', RECORD.replace('A decision', 'Pipes | kept')],
        ]),
      ),
    ).toEqual([]);
  });

  it("checks a record's title and its three headings, in order and not empty", () => {
    expect(shapeProblems('0001-a.md', RECORD)).toEqual([]);
    expect(shapeProblems('0002-b.md', RECORD.replace('## Consequences\n\nWhat follows.\n', ''))).toEqual([
      "0002-b.md: no '## Consequences' heading",
    ]);
    expect(shapeProblems('0003-c.md', RECORD.replace('What we do.', ''))).toEqual([
      "0003-c.md: '## Decision' is empty",
    ]);
    const swapped = RECORD.replace('## Context', '## Tmp')
      .replace('## Decision', '## Context')
      .replace('## Tmp', '## Decision');
    expect(shapeProblems('0004-d.md', swapped)).toEqual([
      "0004-d.md: '## Decision' is out of order (Context, Decision, Consequences)",
    ]);
    expect(shapeProblems('Notes.md', 'Some notes')).toEqual([
      "Notes.md: a record's name is NNNN-short-title.md (lower case, digits and dashes)",
      "Notes.md: the first line is not a '# Title'",
      "Notes.md: no '## Context' heading",
      "Notes.md: no '## Decision' heading",
      "Notes.md: no '## Consequences' heading",
    ]);
  });
});

describe('decision records (repository)', () => {
  const files = repositoryFiles().filter((f) => !CHECKER.has(f));
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readText(file);
    if (text !== undefined) texts.set(file, text);
  }
  const exists = (path: string) => {
    try {
      return statSync(join(ROOT, path)).isFile();
    } catch {
      return false;
    }
  };
  const records = new Map(
    readdirSync(join(ROOT, DECISIONS_DIR))
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .map((name) => [name, readFileSync(join(ROOT, DECISIONS_DIR, name), 'utf8')] as const),
  );
  const citations = [...texts].flatMap(([file, text]) => findDecisionCitations(file, text));

  it('reads the tracked text files and finds the records and their citations', () => {
    expect(texts.size).toBeGreaterThan(100);
    expect(records.size).toBeGreaterThan(70);
    expect(citations.filter((c) => !c.file.startsWith(`${DECISIONS_DIR}/`)).length).toBeGreaterThan(50);
  });

  it('every citation of a record names a file that exists', () => {
    expect(unresolvedCitations(citations, exists)).toEqual([]);
  });

  it('nothing names the old single decisions file', () => {
    expect([...texts].flatMap(([file, text]) => oldFileMentions(file, text))).toEqual([]);
  });

  it('the index lists every record under its title, and only records', () => {
    expect(indexProblems(readFileSync(join(ROOT, INDEX), 'utf8'), records)).toEqual([]);
  });

  it('every record has a title, then Context, Decision and Consequences', () => {
    expect([...records].flatMap(([name, text]) => shapeProblems(name, text))).toEqual([]);
  });
});
