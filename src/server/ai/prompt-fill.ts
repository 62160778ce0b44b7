// A prompt's {{placeholders}} filled from the page (docs/ai-tools.md), in the
// project's placeholder style (email/template.ts): one pass of a fixed pattern,
// a known name becomes its value, an unknown one becomes empty, nothing is
// evaluated. Values are plain text (markup taken off), never HTML-escaped: the
// reader is a model, not a browser. A value that itself holds "{{title}}" stays
// as written, since a replaced value is never scanned again.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Each value is cut to this many characters: a long page must not exhaust the model's context. */
const MAX_VALUE_CHARS = 6000;

export const PLACEHOLDERS = [
  { name: 'title', description: 'The page title.' },
  { name: 'seoTitle', description: 'The SEO title.' },
  { name: 'url', description: 'The page URL.' },
  { name: 'intro', description: 'The intro text, as plain text.' },
  { name: 'metaDescription', description: 'The current meta description.' },
  { name: 'content', description: 'The text of every block (headlines and copy), as plain text.' },
  { name: 'headline', description: 'The block’s headline (block copy only).' },
  { name: 'block', description: 'The block’s current copy, as plain text (block copy only).' },
  { name: 'instruction', description: 'What the user typed in the draft box (block copy and the test box).' },
  { name: 'siteName', description: 'The site’s name.' },
] as const;

export type PlaceholderName = (typeof PLACEHOLDERS)[number]['name'];
export type PromptValues = Partial<Record<PlaceholderName, string>>;

/** Control characters other than tab and line breaks are dropped; runs of blank lines shrink to one. */
export function cleanText(text: string): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned.length > MAX_VALUE_CHARS ? `${cleaned.slice(0, MAX_VALUE_CHARS)}…` : cleaned;
}

export function fillPrompt(template: string, values: PromptValues): string {
  return template.replace(PLACEHOLDER, (_m, name: string) =>
    Object.hasOwn(values, name) ? (values[name as PlaceholderName] ?? '') : '',
  );
}
