import { describe, expect, it } from 'vitest';
import { changeText, fieldChanges } from './audit-diff.js';

describe('fieldChanges', () => {
  it('reads the [before, after] pairs the server writes, in order', () => {
    expect(fieldChanges({ RTo: ['/a', '/b'], RHits: [null, 3], KmValue: ['[redacted]', null] })).toEqual([
      { field: 'RTo', before: '/a', after: '/b' },
      { field: 'RHits', before: null, after: 3 },
      { field: 'KmValue', before: '[redacted]', after: null },
    ]);
  });

  it('reads older {from, to} entries, and ignores anything else', () => {
    expect(fieldChanges({ CIntroText: { from: 'old', to: 'new' }, odd: 'x', list: [1, 2, 3] })).toEqual([
      { field: 'CIntroText', before: 'old', after: 'new' },
    ]);
    for (const none of [null, undefined, 'text', [], 5]) expect(fieldChanges(none)).toEqual([]);
  });
});

describe('changeText', () => {
  it('shows text as it is and other values as JSON', () => {
    expect(changeText('a')).toBe('a');
    expect(changeText(null)).toBe('');
    expect(changeText(false)).toBe('false');
    expect(changeText({ a: 1 })).toBe('{"a":1}');
  });
});
