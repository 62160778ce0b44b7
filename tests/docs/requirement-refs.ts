// Finds the citations of the requirement documents (docs/requirements/) in a
// file's text and checks each against those documents' headings. Pure: the
// caller reads the files (requirement-refs.test.ts walks the repository).
//
// What counts as a citation:
//   spec §3, Spec §4a, contract §2, api-contract.md §2, §7.3   a section, by the number in its heading
//   spec §3 "Named content records", §7 'Other calls'         ...and a quoted text, on the same line,
//                                                             that must appear in that section
//   security row 9, security rows 8 and 16                    a row of security-tests.md
//   design example 6, design.md "Boundaries"                  an example or a section of design.md
//   ../shared/…, product-spec.md, ci-notes.md …               a file: must be one of docs/requirements
// A bare § (no 'spec' or 'contract' just before it) belongs to the document
// named last before it ('spec §4, §7, §8; contract §4'), else to the spec
// (the file's own document inside docs/requirements).

export type RequirementDoc = 'product-spec' | 'api-contract' | 'security-tests' | 'design' | 'ci-notes';

interface Citation {
  file: string;
  line: number;
  /** The citation as written, for the failure message. */
  text: string;
  doc: RequirementDoc;
  /** '3', '4a', '7.3'; 'row 9'; 'example 6'; a title; '' for a mention of the file itself. */
  section: string;
  /** A quoted text that must appear in the section. */
  quote?: string;
}

export interface Section {
  id: string;
  title: string;
  /** The heading's line and everything up to the next heading of the same or a higher level. */
  body: string;
}

export type Requirements = Map<RequirementDoc, Section[]>;

export const REQUIREMENT_DOCS: readonly RequirementDoc[] = [
  'product-spec',
  'api-contract',
  'security-tests',
  'design',
  'ci-notes',
];

const DOC_BY_WORD: Record<string, RequirementDoc> = { spec: 'product-spec', contract: 'api-contract' };
/** How far back a bare § looks for the word naming its document. */
const LOOK_BACK = 240;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function ownDoc(file: string): RequirementDoc | undefined {
  const m = /(?:^|\/)docs\/requirements\/([\w-]+)\.md$/.exec(file);
  return m && (REQUIREMENT_DOCS as readonly string[]).includes(m[1]) ? (m[1] as RequirementDoc) : undefined;
}

/** The document a § at `index` belongs to: the last 'spec' or 'contract' word before it. */
function docBefore(text: string, index: number, fallback: RequirementDoc): RequirementDoc {
  const before = text.slice(Math.max(0, index - LOOK_BACK), index);
  // 'spec', 'Spec', "spec's", 'product-spec.md', 'contract', 'api-contract.md'; not 'x.spec.ts', 'specs', 'inspect'.
  const words = [...before.matchAll(/(?<![\w.])(spec|contract)(?=(?:\.md)?(?:'s)?(?![\w-]))/gi)];
  const last = words.at(-1);
  return last ? DOC_BY_WORD[last[1].toLowerCase()] : fallback;
}

/** A quoted text right after a citation, closed on the same line: ` "After success"`, ` 'Other calls'`. */
function quoteAfter(text: string, index: number): string | undefined {
  const m = /^(?:'s)?[ \t]+(?:"([^"\n]+)"|'([^'\n]+)'(?!\w))/.exec(text.slice(index));
  return m ? (m[1] ?? m[2]) : undefined;
}

export function findCitations(file: string, text: string): Citation[] {
  const own = ownDoc(file);
  const found: Citation[] = [];
  const add = (index: number, c: Omit<Citation, 'file' | 'line'>) =>
    found.push({ file, line: lineAt(text, index), ...c });

  for (const m of text.matchAll(/§\s?(\d+[a-z]?(?:\.\d+)*)/g)) {
    const index = m.index;
    // A requirement document's own headings define sections; they cite nothing.
    const lineStart = text.lastIndexOf('\n', index) + 1;
    if (own && /^#{1,6}\s/.test(text.slice(lineStart, index))) continue;
    const doc = docBefore(text, index, own === 'api-contract' ? 'api-contract' : 'product-spec');
    const end = index + m[0].length;
    const quote = quoteAfter(text, end);
    add(index, { text: m[0] + (quote ? ` "${quote}"` : ''), doc, section: m[1], quote });
  }

  for (const m of text.matchAll(/\bsecurity[ -]rows?\b/gi)) {
    // 'security rows 10 (CSRF/CORS), 11 (CSP) and 12 (nosniff…)', 'security row 13, SSRF'
    let rest = text.slice(m.index + m[0].length);
    let written = m[0];
    for (;;) {
      const n = /^(\s*(?:,|and)?(?:\s|\/\/|\*|#)*)(\d+)(\s*\([^)]*\))?/.exec(rest);
      if (!n || (written !== m[0] && !/,|and/.test(n[1]))) break;
      add(m.index, { text: `${m[0]} ${n[2]}`, doc: 'security-tests', section: `row ${n[2]}` });
      written += n[0];
      rest = rest.slice(n[0].length);
    }
  }

  for (const m of text.matchAll(/\bdesign example (\d+)/gi)) {
    add(m.index, { text: m[0], doc: 'design', section: `example ${m[1]}` });
  }
  for (const m of text.matchAll(/\bdesign\.md "([^"\n]+)"/g)) {
    add(m.index, { text: m[0], doc: 'design', section: m[1] });
  }

  // Files outside the repository, or requirement documents by name.
  for (const m of text.matchAll(/(?:(?:\.\.\/)+shared\/(?:spec\/)?[\w-]+\.md|\/work\/shared\/[\w./-]*)/g)) {
    add(m.index, { text: m[0], doc: 'product-spec', section: 'outside the repository' });
  }
  for (const m of text.matchAll(/(?<![\w/.-])(docs\/requirements\/)?([\w-]+)\.md\b/g)) {
    const [, inRequirements, name] = m;
    const known = (REQUIREMENT_DOCS as readonly string[]).includes(name);
    if (known || (inRequirements && name !== 'README'))
      add(m.index, { text: m[0], doc: name as RequirementDoc, section: '' });
  }
  return found;
}

/** The sections of one requirement document, by the ids in its headings. */
export function parseSections(markdown: string): Section[] {
  const lines = markdown.split('\n');
  const heads: Array<{ at: number; level: number; id: string; title: string }> = [];
  lines.forEach((line, at) => {
    const h = /^(#{2,4})\s+(.*)$/.exec(line);
    if (!h) return;
    const title = h[2].trim();
    const numbered = /^§(\d+[a-z]?(?:\.\d+)*)\s+(.*)$/.exec(title);
    const row = /^Row (\d+)\b/.exec(title);
    const example = /^Example (\d+)\b/.exec(title);
    const id = numbered ? numbered[1] : row ? `row ${row[1]}` : example ? `example ${example[1]}` : title;
    heads.push({ at, level: h[1].length, id, title: numbered ? numbered[2] : title });
  });
  return heads.map((h, i) => {
    const next = heads.slice(i + 1).find((o) => o.level <= h.level);
    return { id: h.id, title: h.title, body: lines.slice(h.at, next ? next.at : lines.length).join('\n') };
  });
}

const normalise = (s: string) => s.toLowerCase().replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();

/** Why a citation does not resolve, or undefined when it does. */
function problem(c: Citation, requirements: Requirements): string | undefined {
  if (c.section === 'outside the repository') return 'points outside the repository: cite docs/requirements instead';
  const sections = requirements.get(c.doc);
  if (!sections) return `no docs/requirements/${c.doc}.md`;
  if (c.section === '') return undefined;
  const section =
    sections.find((s) => s.id === c.section) ??
    (c.doc === 'design' ? sections.find((s) => normalise(s.title).startsWith(normalise(c.section))) : undefined);
  if (!section)
    return `no heading for ${c.section.startsWith('row') || c.section.startsWith('example') ? c.section : `§${c.section}`} in docs/requirements/${c.doc}.md`;
  if (c.quote && !normalise(section.body).includes(normalise(c.quote))) {
    return `"${c.quote}" is not in §${c.section} of docs/requirements/${c.doc}.md`;
  }
  return undefined;
}

export function unresolved(citations: Citation[], requirements: Requirements): string[] {
  return citations.flatMap((c) => {
    const why = problem(c, requirements);
    return why ? [`${c.file}:${c.line}: ${c.text} (${c.doc}): ${why}`] : [];
  });
}
