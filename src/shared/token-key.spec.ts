import { describe, expect, it } from 'vitest';
import { tokenKeyOf, tokenUsageSyntax } from './token-key.js';

describe('token keys (spec §5 token variant of the slug)', () => {
  it.each([
    ['Company Phone', 'Company-Phone'],
    ["  Tom's  Office Hours! ", 'Toms-Office-Hours'],
    ['ÜBER cool 2026', 'ÜBER-cool-2026'],
  ])('%j → %j, case kept', (name, key) => {
    expect(tokenKeyOf(name)).toEqual({ ok: true, key });
  });

  it('refuses a name without letters or digits, and the words Liquid keeps for itself', () => {
    expect(tokenKeyOf(' !! ')).toMatchObject({
      ok: false,
      problem: { code: 'token.nameNoKey', params: {}, message: expect.stringMatching(/at least one letter or digit/) },
    });
    expect(tokenKeyOf('Empty')).toMatchObject({
      ok: false,
      key: 'Empty',
      problem: {
        code: 'token.reservedKey',
        params: { key: 'Empty', words: 'true, false, nil, null, empty, blank' },
        message: expect.stringMatching(/Liquid keeps for itself/),
      },
    });
    expect(tokenKeyOf('nil')).toMatchObject({ ok: false });
  });

  it('writes the usage as a Liquid output', () => {
    expect(tokenUsageSyntax('Company-Phone')).toBe('{{ Company-Phone }}');
  });
});
