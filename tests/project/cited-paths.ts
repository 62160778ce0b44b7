// The repository paths that comments and docs cite, and which of them name nothing (issue 42 item 4). Pure: the
// caller reads the files and says what exists (cited-paths.test.ts walks the tracked files).
//
// Where: the comments of code files (a test's sample paths in strings are data, not citations) and the whole of a
// Markdown file. What is resolved (docs/decisions/0129-names-and-folders.md):
//   src/server/site/index.ts, tests/site/, docs/x.md   a path from the repository's root (it starts with one of
//                                                     ROOTS), anywhere in any file: it must exist as written, a
//                                                     `.js` naming the `.ts`/`.tsx` it is compiled from
//   site/settings/site-setup.ts, kit/dates/x.spec.ts  a relative path of at least two parts with a code extension:
//                                                     some file of the repository must end with it (a doc says
//                                                     once which folder its short paths are in; which one is
//                                                     meant is the reader's, that it exists is checked), or
//                                                     be a library's file under node_modules/
//   [text](../preview.md) in a .md file               a link: from the citing file's folder
// Not resolved: the old side of a rename written `old → new` (a decision's rename table, a fix named in a comment), a bare file name (`groups.ts`: which folder is meant is not written), `./` and `../` paths outside
// Markdown links (import specifiers, which the compiler checks), URLs and absolute paths, and anything with a
// placeholder (`<feature>`, `*`, `{n}`, `…`), since the path then stops before it.

import { posix } from 'node:path';

/** The folders and files a path from the repository's root starts with. */
const ROOTS = ['src', 'tests', 'scripts', 'bench', 'docs', 'codegen', 'schema', '.ci'];

/** What a command writes and git ignores: cited as where to look, never in the repository. */
const OUTPUTS = ['build/', 'dist/', 'bench/results/'];

/** The extensions of a relative citation; a path from the root may end in any of EXTENSIONS or in `/` (a folder). */
const CODE_EXTENSIONS = 'ts|tsx|mts|mjs|js|cjs';
const EXTENSIONS = `${CODE_EXTENSIONS}|md|json|yaml|yml|sql|sh|css|html|txt`;

interface PathCitation {
  file: string;
  line: number;
  /** The path as written. */
  text: string;
  /** The repository paths it may mean (`tail`: the end of one); the citation holds when one of them exists. */
  candidates: string[];
  tail?: boolean;
}

// A path from the root: not the tail of a longer path or a URL, ending in a known extension or a folder's '/'.
const ROOTED = new RegExp(
  `(?<![\\w./@-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/(?:[\\w.-]+/)*(?:[\\w.-]+\\.(?:${EXTENSIONS})(?![\\w/])|(?=[^\\w.-]|$)))`,
  'g',
);
// A relative path: two or more parts, a code extension, starting with a name (not ./, ../ or /).
const RELATIVE = new RegExp(
  `(?<![\\w./@:~-])([A-Za-z_][\\w-]*(?:/[\\w.-]+)+\\.(?:${CODE_EXTENSIONS}))(?![\\w/.-])`,
  'g',
);
// A Markdown link's target: not a URL, an anchor or a mail address.
const MD_LINK = /\]\(((?![a-z]+:|#)[^)\s#]+)(?:#[^)\s]*)?\)/g;

/** `src/a.ts → src/b.ts`: the path before the arrow is the name something had, gone on purpose. */
const RENAMED = /^`?\s*→/;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** A cited `x.js` may name the TypeScript file it is compiled from. */
function withSources(path: string): string[] {
  const m = /\.(m?)js$/.exec(path);
  if (!m) return [path];
  const stem = path.slice(0, -m[0].length);
  return m[1] ? [path, `${stem}.mts`] : [path, `${stem}.ts`, `${stem}.tsx`];
}

/** A code file's comments, everything else blanked (lines kept, so a citation's line is its line in the file). */
export function commentsOf(text: string): string {
  let out = '';
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += blank(text.slice(i, j + 1));
      i = j + 1;
    } else {
      out += c === '\n' ? c : ' ';
      i++;
    }
  }
  return out;
}

const CODE_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js)$/;

export function findPathCitations(file: string, fileText: string): PathCitation[] {
  const text = CODE_FILE.test(file) ? commentsOf(fileText) : fileText;
  const found: PathCitation[] = [];
  const rooted = new Set<number>();
  for (const m of text.matchAll(ROOTED)) {
    const written = m[1];
    if (OUTPUTS.some((o) => written.startsWith(o)) || RENAMED.test(text.slice(m.index + written.length))) continue;
    if (written.endsWith('/') && !written.slice(0, -1).includes('/')) continue; // `src/` alone says nothing
    rooted.add(m.index);
    const path = written.endsWith('/') ? written.slice(0, -1) : written;
    found.push({ file, line: lineAt(text, m.index), text: written, candidates: withSources(path) });
  }
  const dir = posix.dirname(file);
  for (const m of text.matchAll(RELATIVE)) {
    const written = m[1];
    if (ROOTS.some((r) => written.startsWith(`${r}/`))) continue; // a path from the root, above
    if (OUTPUTS.some((o) => written.startsWith(o)) || RENAMED.test(text.slice(m.index + written.length))) continue;
    found.push({ file, line: lineAt(text, m.index), text: written, candidates: withSources(written), tail: true });
    found.at(-1)!.candidates.push(...withSources(`node_modules/${written}`).map((p) => `=${p}`));
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(MD_LINK)) {
      const written = decodeURI(m[1]);
      const path = posix.normalize(posix.join(dir, written)).replace(/\/$/, '');
      found.push({ file, line: lineAt(text, m.index), text: written, candidates: [path] });
    }
  }
  return found;
}

/** Every path and every tail of one (`a/b/c.ts` gives `b/c.ts` and `c.ts` too), to look a relative citation up. */
export function tailsOf(paths: Iterable<string>): Set<string> {
  const tails = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) tails.add(parts.slice(i).join('/'));
  }
  return tails;
}

/** Each citation none of whose candidates exists, as `file:line: path`; `tails` from tailsOf(the repository's files). */
export function missingCitations(
  citations: PathCitation[],
  exists: (path: string) => boolean,
  tails: ReadonlySet<string>,
): string[] {
  // A tail citation's candidate marked '=' is a path from the root (a library's file), looked up as written.
  const holds = (c: PathCitation, path: string) =>
    path.startsWith('=') ? exists(path.slice(1)) : c.tail ? tails.has(path) : exists(path);
  return citations
    .filter((c) => !c.candidates.some((path) => holds(c, path)))
    .map((c) => `${c.file}:${c.line}: ${c.text}`);
}
