// Recipients and subjects are checked before anything is sent: no CR/LF or
// NUL (header injection, security row 15), plain addresses only.
import { badRequest } from '../platform/errors.js';
import { isEmailAddress } from '../../shared/email-address.js';

const NAMED = /^([^<>\r\n"]{0,100})<([^<>]+)>$/;
export const MAX_RECIPIENTS = 20;

export function checkHeaderText(value: string, field: string, max: number): string {
  if (/[\r\n]/.test(value) || value.includes('\u0000'))
    throw badRequest(`${field} must not contain line breaks`, field);
  if (value.length > max) throw badRequest(`${field} is longer than ${max} characters`, field);
  return value;
}

/** "a@b.c", "Name <a@b.c>", or a list of them → checked addresses. */
export function checkRecipients(to: unknown, field = 'to'): string[] {
  const list = Array.isArray(to) ? to : typeof to === 'string' ? to.split(',') : [];
  if (!list.length) throw badRequest(`${field} needs at least one address`, field);
  if (list.length > MAX_RECIPIENTS) throw badRequest(`${field} has more than ${MAX_RECIPIENTS} addresses`, field);
  return list.map((raw) => {
    if (typeof raw !== 'string') throw badRequest(`${field} must be e-mail addresses`, field);
    const text = checkHeaderText(raw.trim(), field, 320);
    const named = NAMED.exec(text);
    const address = (named ? named[2] : text).trim();
    // A dot in the domain is not required: admin@localhost (the default first account) must get its mail.
    if (!isEmailAddress(address, { hostAlone: true })) throw badRequest(`"${text}" is not an e-mail address`, field);
    return named ? `"${named[1].trim().replace(/"/g, '')}" <${address}>` : address;
  });
}
