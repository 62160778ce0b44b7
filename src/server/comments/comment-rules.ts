// What a visitor's comment must be (docs/comments.md "Submit rules"): plain
// text only, a name, an e-mail address, a body of a sensible length. Links
// are counted, not refused: a comment with more than COMMENT_LIMITS.links
// links (or any link in the name) is stored as spam, so a bot learns nothing
// from the answer and a moderator can still rescue a real one.
import { invalid } from '../platform/errors.js';
import { isEmailAddress } from '../../shared/email-address.js';
import { toPlainText } from '../../shared/forms/plain-text.js';
import { COMMENT_LIMITS, type CommentStatus } from '../../shared/api/comments.js';

/** The honeypot field: hidden by the site's CSS, so only bots fill it in (the same name as the form submit's). */
export const COMMENT_HONEYPOT = 'website_url';

/** http(s)://…, www.…, or a bare domain with a path: what a reader can follow. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s]+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|xyz|top|io|co)\/[^\s]*/gi;

export interface CheckedComment {
  name: string;
  email: string;
  body: string;
  /** pending, or spam when the link rule holds it. */
  status: CommentStatus;
}

const countLinks = (text: string) => (text.match(LINK) ?? []).length;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Plain text, checked: a 422 naming the first field at fault. */
export function checkComment(input: Record<string, unknown>): CheckedComment {
  const name = toPlainText(text(input.name)).replace(/\s+/g, ' ');
  const email = text(input.email).trim();
  const body = toPlainText(text(input.body).replace(/\r\n?/g, '\n'));
  if (!name) throw invalid('Give your name', 'name');
  if (name.length > COMMENT_LIMITS.name)
    throw invalid(`The name is longer than ${COMMENT_LIMITS.name} characters`, 'name');
  if (!email) throw invalid('Give your e-mail address', 'email');
  if (email.length > COMMENT_LIMITS.email || !isEmailAddress(email))
    throw invalid('The e-mail address is not valid', 'email');
  if (body.length < COMMENT_LIMITS.bodyMin)
    throw invalid(`The comment needs at least ${COMMENT_LIMITS.bodyMin} characters`, 'body');
  if (body.length > COMMENT_LIMITS.body)
    throw invalid(`The comment is longer than ${COMMENT_LIMITS.body} characters`, 'body');
  const spam = countLinks(name) > 0 || countLinks(body) > COMMENT_LIMITS.links;
  return { name, email, body, status: spam ? 'spam' : 'pending' };
}
