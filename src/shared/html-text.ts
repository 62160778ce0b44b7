// Text kept in an HTML field. Rich-text fields (format: html) are sanitised
// as HTML on every write, so a block meant as plain text — robots.txt in the
// Robots_Txt record (CbStyle 'plain-text') — is stored escaped: the admin
// escapes what is typed (textToHtml), and readers turn the stored markup back
// into the text (htmlToText), which also reads copy that came in as
// paragraphs from a rich editor or the API.

/** The block style (CbMetaData.style) that marks a block's copy as plain text. */
export const PLAIN_TEXT_STYLE = 'plain-text';

/** Whether a block's CbMetaData gives it the plain-text style. */
export function isPlainTextBlock(metaData: unknown): boolean {
  return (
    typeof metaData === 'object' && metaData !== null && (metaData as { style?: unknown }).style === PLAIN_TEXT_STYLE
  );
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes named (the few HTML needs) and numeric character references once; unknown ones stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

/** Plain text as HTML that any sanitiser keeps exactly: &, < and > escaped; line breaks stay as they are. */
export function textToHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The text of stored markup: a line break for <br> and for the end of a paragraph, list item,
 * heading or div; other tags dropped; references decoded. textToHtml's output reads back unchanged.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|pre|blockquote)\s*>\n?/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}
