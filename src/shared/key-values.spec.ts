import { describe, expect, it } from 'vitest';
import { KEY_VALUE_MAX_LENGTH, keyValueEnding, keyValueProblem } from './key-values.js';

describe('Key Manager values', () => {
  it('are refused when empty, padded or too long', () => {
    expect(keyValueProblem('')).toMatch(/must not be empty/);
    expect(keyValueProblem(' \n')).toMatch(/must not be empty/);
    expect(keyValueProblem('key\n')).toMatch(/must not start or end/);
    expect(keyValueProblem(' key')).toMatch(/must not start or end/);
    expect(keyValueProblem('k'.repeat(KEY_VALUE_MAX_LENGTH + 1))).toMatch(/longer than/);
    expect(keyValueProblem('k'.repeat(KEY_VALUE_MAX_LENGTH))).toBeUndefined();
    expect(keyValueProblem('-----BEGIN KEY-----\nabc\n-----END KEY-----')).toBeUndefined();
  });

  it('show their last 4 characters from 12 characters on', () => {
    expect(keyValueEnding('sk-live-abcd1234')).toBe('1234');
    expect(keyValueEnding('12345678901')).toBeNull();
    expect(keyValueEnding('123456789012')).toBe('9012');
    expect(keyValueEnding('aaaaaaaaaaa🔑xyz')).toBe('🔑xyz');
  });
});
