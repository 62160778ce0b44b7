// One date shape on every screen stays true (issue 41 item 2, docs/decisions/0119): no file under src/admin formats a
// date its own way with the browser's locale formatting (toLocaleString, toLocaleDateString, toLocaleTimeString,
// new Intl.DateTimeFormat). Dates go through the dates kit (use-dates.ts: useDates) or shared/dates.ts with the
// language. Specs are scanned too: an expectation computed with the browser's formatting hid the screens' own shapes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const ADMIN = join(ROOT, 'src/admin');

/**
 * Files that may use them, each with its reason. The dates kit itself is the one place a date's shape is decided
 * (today it needs none of them). Add an entry only for what is no date (a number's toLocaleString, say) and say why.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/admin/kit/dates': 'the dates kit: the one rule of a date’s shape lives here',
};

const OWN_FORMAT = /\.toLocale(?:Date|Time)?String\s*\(|\bnew\s+Intl\.DateTimeFormat\s*\(|\bIntl\.DateTimeFormat\s*\(/;

/** The lines of a source that format a date their own way, as `line: text`. */
function ownDateFormats(source: string): string[] {
  return source.split('\n').flatMap((text, i) => (OWN_FORMAT.test(text) ? [`${i + 1}: ${text.trim()}`] : []));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const THIS_FILE = relative(ROOT, import.meta.filename);
const isAllowed = (name: string) =>
  Object.keys(ALLOWED).some((entry) => name === entry || name.startsWith(`${entry}/`));

describe('one date shape on every screen', () => {
  it('no file under src/admin outside the dates kit formats a date with the browser’s locale formatting', () => {
    const offending = sourceFiles(ADMIN)
      .map((path) => relative(ROOT, path))
      .filter((name) => name !== THIS_FILE && !isAllowed(name))
      .flatMap((name) => ownDateFormats(readFileSync(join(ROOT, name), 'utf8')).map((hit) => `${name}:${hit}`));
    expect(offending).toEqual([]);
  });

  it('finds the calls it is meant to find, and leaves the dates kit and other Intl formats alone', () => {
    const source = [
      "const a = new Date(iso).toLocaleString('en-US');",
      'const b = d.toLocaleDateString();',
      'const c = d.toLocaleTimeString ();',
      "const f = new Intl.DateTimeFormat('fr', { dateStyle: 'short' });",
      "const g = Intl.DateTimeFormat('de').format(d);",
      'const h = dates.moment(iso);',
      "const i = new Intl.NumberFormat('fr').format(n);",
      "const j = new Intl.RelativeTimeFormat('fr').format(-3, 'minute');",
      '// toLocaleString is not used here',
    ].join('\n');
    expect(ownDateFormats(source).map((hit) => Number(hit.split(':')[0]))).toEqual([1, 2, 3, 4, 5]);
    expect(isAllowed('src/admin/kit/dates/use-dates.ts')).toBe(true);
    expect(isAllowed('src/admin/pages/drafts/DraftsScreen.tsx')).toBe(false);
  });
});
