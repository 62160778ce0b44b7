import { describe, expect, it } from 'vitest';
import { relationalBatch, sameValue } from './relational-batch.js';

type Block = { CbId: number | null; CbHeadline: string; CbMetaData?: unknown };
const b = (CbId: number | null, CbHeadline: string, CbMetaData?: unknown): Block => ({
  CbId,
  CbHeadline,
  ...(CbMetaData === undefined ? {} : { CbMetaData }),
});

describe('relationalBatch (spec §4)', () => {
  it.each<[string, Block[], Block[], { creates: Block[]; updates: Block[]; deletes: number[] }]>([
    ['nothing changed', [b(1, 'a'), b(2, 'b')], [b(1, 'a'), b(2, 'b')], { creates: [], updates: [], deletes: [] }],
    ['all new', [], [b(null, 'a'), b(0, 'b')], { creates: [b(null, 'a'), b(0, 'b')], updates: [], deletes: [] }],
    ['all removed', [b(1, 'a'), b(2, 'b')], [], { creates: [], updates: [], deletes: [1, 2] }],
    ['one changed', [b(1, 'a'), b(2, 'b')], [b(1, 'a'), b(2, 'B')], { creates: [], updates: [b(2, 'B')], deletes: [] }],
    [
      'mixed',
      [b(1, 'a'), b(2, 'b'), b(3, 'c')],
      [b(3, 'c!'), b(null, 'new'), b(1, 'a')],
      { creates: [b(null, 'new')], updates: [b(3, 'c!')], deletes: [2] },
    ],
    [
      'a key the old list lacks is a create',
      [b(1, 'a')],
      [b(1, 'a'), b(9, 'gone meanwhile')],
      { creates: [b(9, 'gone meanwhile')], updates: [], deletes: [] },
    ],
    [
      'a key twice: the second copy is a create',
      [b(1, 'a')],
      [b(1, 'a'), b(1, 'copy')],
      { creates: [b(1, 'copy')], updates: [], deletes: [] },
    ],
    [
      'nested JSON compared by value',
      [b(1, 'a', { x: 1, y: [1, 2] })],
      [b(1, 'a', { y: [1, 2], x: 1 })],
      { creates: [], updates: [], deletes: [] },
    ],
    [
      'nested JSON change',
      [b(1, 'a', { x: 1 })],
      [b(1, 'a', { x: 2 })],
      { creates: [], updates: [b(1, 'a', { x: 2 })], deletes: [] },
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(relationalBatch(before, after, 'CbId')).toEqual(expected);
  });

  it('takes a custom equality', () => {
    const sameHeadline = (x: Block, y: Block) => x.CbHeadline.toLowerCase() === y.CbHeadline.toLowerCase();
    expect(relationalBatch([b(1, 'a')], [b(1, 'A')], 'CbId', sameHeadline).updates).toEqual([]);
  });
});

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    [1, '1', false],
    [null, undefined, false],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [[], {}, false],
  ])('%j vs %j → %s', (a, c, same) => {
    expect(sameValue(a, c)).toBe(same);
  });
});
