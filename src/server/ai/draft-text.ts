// The finished draft made safe for its field (docs/ai-tools.md): a model's
// output is untrusted text. A meta description becomes one line of plain
// text; block copy becomes HTML cleaned by the one rich-text sanitiser every
// HTML field goes through (data/rich-text.ts). Plain paragraphs without
// markup become <p> elements; a Markdown code fence around the answer goes.
import { sanitizeRichText } from '../platform/data/rich-text.js';
import { htmlToText, textToHtml } from '../../shared/html-text.js';

const MAX_META_CHARS = 1000;

function unfenced(text: string): string {
  const fenced = /^\s*```[a-z]*\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return fenced ? fenced[1] : text;
}

export function finishMeta(raw: string): string {
  const text = htmlToText(unfenced(raw)).replace(/\s+/g, ' ').trim();
  // Models like to quote a one-liner.
  const unquoted = /^["“'](.*)["”']$/.exec(text)?.[1] ?? text;
  return unquoted.slice(0, MAX_META_CHARS);
}

export function finishHtml(raw: string): string {
  const text = unfenced(raw).trim();
  const html = /<[a-z][\s\S]*>/i.test(text)
    ? text
    : text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${textToHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('\n');
  return sanitizeRichText(html);
}
