// What HTML staff may put in an e-mail they write (the send and test calls):
// formatting, links and images, no scripts, forms or event handlers.
import sanitizeHtml from 'sanitize-html';
import { SAFE_STYLES } from '../platform/data/safe-styles.js';

export function safeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'span']),
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
    allowedStyles: { '*': SAFE_STYLES },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
}
