import { describe, expect, it } from 'vitest';
import { formatId, parseIdList, parseIdParts } from './record-id.js';

describe('record ids (spec §7)', () => {
  it.each([
    ['5', ['5']],
    ['[3,500]', ['3', '500']],
    ['[ 3 , 500 ]', ['3', '500']],
    ['["a","b"]', ['a', 'b']],
    ['[u1,google,refresh]', ['u1', 'google', 'refresh']],
  ])('parseIdParts(%s)', (text, want) => expect(parseIdParts(text)).toEqual(want));

  it.each([
    ['[1,2,3]', [['1'], ['2'], ['3']]],
    [
      '[[1,2],[3,4]]',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    ['7', [['7']]],
  ])('parseIdList(%s)', (text, want) => expect(parseIdList(text)).toEqual(want));

  it('formats what it parses', () => {
    expect(formatId([4])).toBe('4');
    expect(formatId([3, 500])).toBe('[3,500]');
    expect(parseIdParts(formatId([3, 500]))).toEqual(['3', '500']);
  });
});
