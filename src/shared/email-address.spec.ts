// The one e-mail address rule (decision 0102), fed the same table of
// addresses in both of its forms and as the JSON Schema pattern request
// schemas use, so every screen and route that uses it agrees.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_PATTERN, isEmailAddress, MAX_EMAIL_LENGTH } from './email-address.js';

// [address, accepted with a dot in the domain, accepted with a host alone]
const TABLE: [string, boolean, boolean][] = [
  ['name@example.com', true, true],
  ['first.last+tag@mail.example.co.uk', true, true],
  ["o'brien@example.ie", true, true],
  ['élodie@exemple.fr', true, true],
  ['admin@localhost', false, true],
  ['name@example..com', false, false],
  ['name@.example.com', false, false],
  ['name@example.com.', false, false],
  ['name@@example.com', false, false],
  ['@example.com', false, false],
  ['name@', false, false],
  ['name', false, false],
  ['two words@example.com', false, false],
  ['name@exa mple.com', false, false],
  ['Name <name@example.com>', false, false],
  ['a@example.com,b@example.com', false, false],
  ['a@example.com;b@example.com', false, false],
  ['name@example.com\r\nBcc: x@example.com', false, false],
  ['"quoted"@example.com', false, false],
  ['back\\slash@example.com', false, false],
  ['name@[127.0.0.1]', false, false],
  ['name(comment)@example.com', false, false],
  ['name:x@example.com', false, false],
  [`${'a'.repeat(MAX_EMAIL_LENGTH - '@example.com'.length)}@example.com`, true, true],
  [`${'a'.repeat(MAX_EMAIL_LENGTH - '@example.com'.length + 1)}@example.com`, false, false],
];

describe('isEmailAddress', () => {
  it.each(TABLE)('%j: %s with a dot, %s with a host alone', (address, withDot, hostAlone) => {
    expect(isEmailAddress(address)).toBe(withDot);
    expect(isEmailAddress(address, { hostAlone: true })).toBe(hostAlone);
  });

  it('is the pattern request schemas validate with (ajv, Unicode mode), length aside', () => {
    const validate = new Ajv().compile({ type: 'string', pattern: EMAIL_ADDRESS_PATTERN });
    for (const [address, withDot] of TABLE)
      if (address.length <= MAX_EMAIL_LENGTH) expect(validate(address), address).toBe(withDot);
  });
});
