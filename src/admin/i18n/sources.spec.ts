// No screen shows a text written in its source (issue 29 item 1): every
// shown text comes from src/admin/i18n/messages, in every language. The parts
// not yet moved are listed in untranslated.ts, and an entry that has nothing
// left to move must leave the list.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNTRANSLATED } from './untranslated.js';
import { visibleLiterals } from './visible-literals.js';

const ROOT = join(import.meta.dirname, '../../..');
const ADMIN = join(ROOT, 'src/admin');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.spec\.tsx$/.test(name) ? [path] : [];
  });
}

const isListed = (path: string) => UNTRANSLATED.some((entry) => path === entry || path.startsWith(`${entry}/`));

const findings = sourceFiles(ADMIN).map((path) => {
  const name = relative(ROOT, path);
  return { name, literals: visibleLiterals(name, readFileSync(path, 'utf8')) };
});

describe('shown texts come from the message files', () => {
  it('no screen outside untranslated.ts shows a literal text', () => {
    const offending = findings
      .filter(({ name, literals }) => !isListed(name) && literals.length > 0)
      .flatMap(({ name, literals }) => literals.map(({ line, text }) => `${name}:${line} ${JSON.stringify(text)}`));
    expect(offending).toEqual([]);
  });

  it('every entry of untranslated.ts still has a text to move', () => {
    const done = UNTRANSLATED.filter(
      (entry) =>
        !findings.some(({ name, literals }) => (name === entry || name.startsWith(`${entry}/`)) && literals.length > 0),
    );
    expect(done).toEqual([]);
  });

  it('finds the texts it is meant to find', () => {
    const found = visibleLiterals(
      'x.tsx',
      `<Box title="Delete page" label="forms.add">Save {'Cancel'} {n}<b>{x ? 'Yes' : 'No'}</b></Box>; notify('Page saved'); notify('editor.saved');`,
    ).map(({ text }) => text);
    expect(found).toEqual(['Delete page', 'Save', 'Cancel', 'Page saved']);
  });
});
