import { describe, expect, it } from 'vitest';
import { formatPermissions, numericClaim, parsePermissions } from './claims.js';

describe('parsePermissions (spec §3)', () => {
  it.each([
    ['', {}],
    ['TId:4', { TId: [4] }],
    ['TId:53|TId:4|CId:500|TId:4', { TId: [4, 53], CId: [500] }],
    ['Area:news|Area:blog|TId:x1', { Area: ['blog', 'news'], TId: ['x1'] }],
    ['bad|:5|TId:|TId: 7 ', { TId: [7] }],
    ['Ratio:1.5', { Ratio: [1.5] }],
  ])('%j', (text, want) => {
    expect(parsePermissions(text)).toEqual(want);
  });

  it('round-trips through formatPermissions', () => {
    const p = parsePermissions('TId:4|TId:53|CId:500');
    expect(parsePermissions(formatPermissions(p))).toEqual(p);
    expect(numericClaim(p, 'TId')).toEqual([4, 53]);
    expect(numericClaim(p, 'Nope')).toEqual([]);
  });
});
