// Rich text (fields with `format: html`) on the admin side. The server
// sanitises every write; the admin sanitises again before it renders HTML,
// because rows written before sanitising existed, or by hand in the
// database, must not run anything in a staff member's session either.
import DOMPurify from 'dompurify';

/** Markup safe to render: formatting, links and images only, no scripts, handlers or frames. */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

const ENTITY: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The words of a rich-text value, for a list cell: tags become spaces and the
 * common entities their characters. The result is shown as text (never as
 * markup), so this needs no DOM and stays cheap on a 500-row page.
 */
export function richTextWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITY[m])
    .replace(/\s+/g, ' ')
    .trim();
}
