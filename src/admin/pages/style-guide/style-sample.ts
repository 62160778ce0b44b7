// The document a catalogue sample shows: the style's rules and a block with
// its class holding the sample HTML. It is shown in a sandboxed frame (no
// scripts, its own origin) with a Content-Security-Policy that lets nothing
// load but inline styles and images, so neither the rules nor the sample can
// reach the admin. The server has already sanitised the sample and refused
// "<" in the rules; the class is escaped here as well.
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; font-src https: data:";
const BASE_CSS = 'body { margin: 0; padding: 12px; font-family: system-ui, sans-serif; color: #1a1a1a; }';

export function sampleDocument(entry: { cssClass: string; css: string; sample: string; label: string }): string {
  const body = entry.sample.trim() || `<p>${escapeAttribute(entry.label)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><title>${escapeAttribute(entry.label)}</title><style>${BASE_CSS}\n${entry.css.replace(/</g, '')}</style></head><body><div class="${escapeAttribute(entry.cssClass)}">${body}</div></body></html>`;
}
