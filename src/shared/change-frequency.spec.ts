import { describe, expect, it } from 'vitest';
import {
  CHANGE_FREQUENCIES,
  changeFrequencyIndexOf,
  changeFrequencyIndexOfName,
  changeFrequencyName,
} from './change-frequency.js';

describe('change frequencies (spec §3, §9)', () => {
  it('are the spec §9 names, in the stored index order', () => {
    expect(CHANGE_FREQUENCIES).toEqual(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
  });

  it.each([
    [0, 0, 'always'],
    [1, 1, 'hourly'],
    [2, 2, 'daily'],
    [3, 3, 'weekly'],
    [4, 4, 'monthly'],
    [5, 5, 'yearly'],
    [6, 6, 'never'],
    ['4', 4, 'monthly'],
    [' 6 ', 6, 'never'],
    // spec §3: an unknown value becomes 0
    [7, 0, 'always'],
    [-1, 0, 'always'],
    [2.5, 0, 'always'],
    [Number.NaN, 0, 'always'],
    ['weekly', 0, 'always'],
    ['', 0, 'always'],
    [null, 0, 'always'],
    [undefined, 0, 'always'],
    [true, 0, 'always'],
    [{}, 0, 'always'],
  ])('stored %j → index %i, %s', (stored, index, name) => {
    expect(changeFrequencyIndexOf(stored)).toBe(index);
    expect(changeFrequencyName(stored)).toBe(name);
  });

  it.each([
    ...CHANGE_FREQUENCIES.map((name, i) => [name, i] as const),
    ['fortnightly', 0] as const,
    ['', 0] as const,
    ['Weekly', 0] as const,
  ])('name %j is stored as %i', (name, index) => {
    expect(changeFrequencyIndexOfName(name)).toBe(index);
  });

  it('round-trips every name', () => {
    for (const name of CHANGE_FREQUENCIES) expect(changeFrequencyName(changeFrequencyIndexOfName(name))).toBe(name);
  });
});
