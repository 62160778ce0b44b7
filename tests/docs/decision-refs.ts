// The decision records (docs/decisions/NNNN-short-title.md, listed in
// docs/decisions/README.md) and the citations of them. Pure: the caller reads
// the files (decision-refs.test.ts walks the repository's tracked files).
//
// What is checked:
//   docs/decisions/0031-key-manager.md          a citation from anywhere: the file must exist
//   decisions/0043-….md, ../decisions/README.md a relative link (from docs/, docs/requirements/ …): the same,
//                                               resolved from the citing file's folder
//   (0033-….md) inside docs/decisions/          a record citing another record
//   the single file the records replaced       any mention of it is an error: cite a record instead
//   README.md's index                           lists every record, and nothing else, under its own title
//   each record                                 a '# Title', then '## Context', '## Decision',
//                                               '## Consequences', in that order, none empty

import { posix } from 'node:path';

export const DECISIONS_DIR = 'docs/decisions';
export const INDEX = `${DECISIONS_DIR}/README.md`;

/** A record's file name: four digits, a dash, a short title. */
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/** The headings every record has, in this order. */
const RECORD_HEADINGS = ['Context', 'Decision', 'Consequences'] as const;

interface DecisionCitation {
  file: string;
  line: number;
  /** The citation as written. */
  text: string;
  /** The repository path it points at. */
  target: string;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

// 'docs/decisions/0012-x.md', 'decisions/0012-x.md', '../decisions/README.md'; not the tail of a longer path.
const CITATION = /(?<![\w./-])((?:\.\.\/)*(?:docs\/)?decisions\/(?:\d{4}-[\w.-]*|README)\.md)\b/g;
// Inside docs/decisions/: a sibling record by its file name alone.
const SIBLING = /(?<![\w./-])(\d{4}-[\w.-]*\.md)\b/g;
// The single file the records replaced, named with or without its folder (not a longer name that ends like it).
const OLD_FILE = /(?<![\w-])decisions\.md\b/g;

export function findDecisionCitations(file: string, text: string): DecisionCitation[] {
  const found: DecisionCitation[] = [];
  const dir = posix.dirname(file);
  for (const m of text.matchAll(CITATION)) {
    const written = m[1];
    const target = written.startsWith('docs/') ? written : posix.normalize(posix.join(dir, written));
    found.push({ file, line: lineAt(text, m.index), text: written, target });
  }
  if (dir === DECISIONS_DIR) {
    for (const m of text.matchAll(SIBLING)) {
      found.push({ file, line: lineAt(text, m.index), text: m[1], target: `${DECISIONS_DIR}/${m[1]}` });
    }
  }
  return found;
}

/** The citations whose file does not exist, as 'file:line: text: why'. */
export function unresolvedCitations(citations: DecisionCitation[], exists: (path: string) => boolean): string[] {
  return citations.flatMap((c) => {
    if (!c.target.startsWith(`${DECISIONS_DIR}/`))
      return [`${c.file}:${c.line}: ${c.text}: points outside ${DECISIONS_DIR}/ (${c.target})`];
    return exists(c.target) ? [] : [`${c.file}:${c.line}: ${c.text}: no such record (${c.target})`];
  });
}

/** Each mention of the single file the records replaced. */
export function oldFileMentions(file: string, text: string): string[] {
  return [...text.matchAll(OLD_FILE)].map(
    (m) =>
      `${file}:${lineAt(text, m.index)}: names the old single decisions file: cite a record of ${DECISIONS_DIR}/ instead`,
  );
}

/** A record's '# Title' (its first line), or undefined. */
function recordTitle(text: string): string | undefined {
  const m = /^# (.+)$/m.exec(text.split('\n', 1)[0]);
  return m ? m[1].trim() : undefined;
}

/** What is wrong with one record's shape: its title and its three headings. */
export function shapeProblems(name: string, text: string): string[] {
  const problems: string[] = [];
  if (!RECORD_NAME.test(name))
    problems.push(`${name}: a record's name is NNNN-short-title.md (lower case, digits and dashes)`);
  if (!recordTitle(text)) problems.push(`${name}: the first line is not a '# Title'`);
  const lines = text.split('\n');
  const heads = lines.flatMap((line, at) => (/^## /.test(line) ? [{ at, title: line.slice(3).trim() }] : []));
  let previous = -1;
  for (const wanted of RECORD_HEADINGS) {
    const found = heads.filter((h) => h.title === wanted);
    if (found.length !== 1) {
      problems.push(`${name}: ${found.length ? 'more than one' : 'no'} '## ${wanted}' heading`);
      continue;
    }
    const { at } = found[0];
    if (at < previous) problems.push(`${name}: '## ${wanted}' is out of order (Context, Decision, Consequences)`);
    previous = at;
    const next = heads.find((h) => h.at > at);
    const body = lines.slice(at + 1, next ? next.at : lines.length).join('\n');
    if (!body.trim()) problems.push(`${name}: '## ${wanted}' is empty`);
  }
  return problems;
}

/** The index's entries: '[title](NNNN-….md)' links, in order. */
function indexEntries(readme: string): Array<{ name: string; title: string; line: number }> {
  return [...readme.matchAll(/\[((?:[^\]\\]|\\.)+)\]\((\d{4}-[\w.-]*\.md)\)/g)].map((m) => ({
    name: m[2],
    title: m[1].replace(/\\([|\\[\]])/g, '$1').trim(),
    line: lineAt(readme, m.index),
  }));
}

/**
 * What is wrong with the index against the records (name → text): a record
 * it does not list, an entry without a file, an entry listed twice or under
 * another title than the record's own, and two records with one number.
 */
export function indexProblems(readme: string, records: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const entries = indexEntries(readme);
  const listed = new Map<string, number>();
  for (const e of entries) {
    listed.set(e.name, (listed.get(e.name) ?? 0) + 1);
    const text = records.get(e.name);
    if (text === undefined) problems.push(`${INDEX}:${e.line}: ${e.name} is listed but there is no such record`);
    else if (recordTitle(text) !== e.title)
      problems.push(
        `${INDEX}:${e.line}: ${e.name} is listed as "${e.title}", but its title is "${recordTitle(text) ?? ''}"`,
      );
  }
  for (const [name, count] of listed) if (count > 1) problems.push(`${INDEX}: ${name} is listed ${count} times`);
  const byNumber = new Map<string, string[]>();
  for (const name of [...records.keys()].sort()) {
    if (!listed.has(name)) problems.push(`${INDEX}: ${name} is missing from the index`);
    const number = name.slice(0, 4);
    byNumber.set(number, [...(byNumber.get(number) ?? []), name]);
  }
  for (const [number, names] of byNumber)
    if (names.length > 1) problems.push(`${DECISIONS_DIR}: records ${names.join(' and ')} share the number ${number}`);
  return problems;
}
