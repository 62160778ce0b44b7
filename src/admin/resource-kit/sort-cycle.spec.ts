import { describe, expect, it } from 'vitest';
import { nextSort, UNSORTED } from './sort-cycle.js';

describe('sort click cycle (spec §4)', () => {
  it('ascending → descending → unsorted → ascending on one column', () => {
    let sort = UNSORTED;
    const click = () => (sort = nextSort(sort, { field: 'CTitle', order: 'ASC' }));
    expect(click()).toEqual({ field: 'CTitle', order: 'ASC' });
    expect(click()).toEqual({ field: 'CTitle', order: 'DESC' });
    expect(click()).toEqual(UNSORTED);
    expect(click()).toEqual({ field: 'CTitle', order: 'ASC' });
  });
  it('a click on another column starts it ascending, whatever react-admin proposes', () => {
    expect(nextSort({ field: 'CTitle', order: 'DESC' }, { field: 'CId', order: 'DESC' })).toEqual({
      field: 'CId',
      order: 'ASC',
    });
  });
});
