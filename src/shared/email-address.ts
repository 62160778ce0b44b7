// One rule for what an e-mail address is, on every screen and route
// (issue 27 item 4, decision 0102). Before it, seven patterns in four
// variants let one screen accept an address another refused.
//
// An address is a local part, "@", and a domain of dot-separated labels,
// none empty, with none of the characters that let a typed address carry a
// second address, a display name or a header: white space, "@", angle
// brackets, parentheses, comma, semicolon, colon, double quote, backslash
// and square brackets. Addresses staff and visitors type name a domain with a
// dot (name@example.com); the product's own sender and recipient settings may
// also name a host alone (root@localhost), as a mail server on the same
// machine does — `hostAlone`. At most 254 characters: the longest address
// SMTP can deliver (RFC 5321's 256-character path, less its angle brackets).
const LOCAL_PART = String.raw`[^\s@<>(),;:"\\[\]]+`;
const LABEL = String.raw`[^\s@<>(),;:"\\[\].]+`;
const WITH_DOT = new RegExp(String.raw`^${LOCAL_PART}@${LABEL}(?:\.${LABEL})+$`);
const HOST_ALONE = new RegExp(String.raw`^${LOCAL_PART}@${LABEL}(?:\.${LABEL})*$`);

export const MAX_EMAIL_LENGTH = 254;

/** The same rule (domain with a dot) as a JSON Schema pattern, for request schemas. */
export const EMAIL_ADDRESS_PATTERN = WITH_DOT.source;

export function isEmailAddress(value: string, options: { hostAlone?: boolean } = {}): boolean {
  return value.length <= MAX_EMAIL_LENGTH && (options.hostAlone ? HOST_ALONE : WITH_DOT).test(value);
}
