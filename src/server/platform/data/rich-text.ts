// The one sanitiser of rich-text fields (FieldMeta.format 'html': a block's
// CbCopy, a content item's CIntroText). codec.toDatabase calls it, so every
// write path (the generic interface, the editor, batches) stores clean HTML:
// ordinary formatting, links and images stay; scripts, styles sheets, event
// handlers and javascript:/data: URLs go.
import sanitizeHtml from 'sanitize-html';
import { SAFE_STYLES } from './safe-styles.js';

// Ordinary formatting of an editor, plus the structure the site's own records
// use: header/footer boxes, phone links, and the e-mail layout (content 50),
// a whole HTML document of presentation tables. Classes and the shared safe
// inline styles are allowed on every kept element. (The doctype line is
// dropped: sanitize-html keeps no directives; mail clients do not need it.)
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...[
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'a',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'pre',
      'img',
      'span',
    ],
    ...['div', 'hr', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['html', 'head', 'body', 'title', 'meta'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // Presentation attributes e-mail layouts need (Outlook ignores CSS for these).
    table: ['role', 'width', 'cellspacing', 'cellpadding', 'border', 'align'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'scope', 'align', 'valign', 'width'],
    html: ['lang'],
    // No http-equiv: a refresh or a content policy is not content.
    meta: ['charset', 'name', 'content'],
    '*': ['class', 'style'],
  },
  allowedStyles: { '*': SAFE_STYLES },
  // Relative URLs ("/about", "#top", "page.html") are always allowed; images only over http(s).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new window cannot reach back into this one.
    a: (tagName, attribs) => {
      const target = attribs.target && /^_(blank|self|parent|top)$/.test(attribs.target) ? attribs.target : undefined;
      const { target: _given, ...rest } = attribs;
      if (!target) return { tagName, attribs: rest };
      const rel =
        target === '_blank'
          ? [...new Set([...(rest.rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(' ')
          : rest.rel;
      return { tagName, attribs: { ...rest, target, ...(rel ? { rel } : {}) } };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
