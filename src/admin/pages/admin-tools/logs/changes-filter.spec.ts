import { describe, expect, it } from 'vitest';
import { changesFilterOf, changesListFilter, changesParams, dateProblem } from './changes-filter.js';

describe('the changes filter', () => {
  it('round-trips through the URL, leaving empty fields out', () => {
    const params = changesParams({ entity: 'KeyManager', key: '3', user: ' ', from: '11/01/2026', to: '' });
    expect(params.toString()).toBe('tab=changes&entity=KeyManager&key=3&from=11%2F01%2F2026');
    expect(changesFilterOf(params)).toEqual({ entity: 'KeyManager', key: '3', user: '', from: '11/01/2026', to: '' });
  });

  it('lists only data changes, narrowed by what is filled in, with whole local days', () => {
    expect(changesListFilter({ entity: '', key: '', user: '', from: '', to: '' })).toEqual({ Entity_neq: null });
    const list = changesListFilter({ entity: 'Redirect', key: '7', user: 'maya', from: '11/01/2026', to: '2026-11-02' });
    expect(list).toEqual({
      Entity_neq: null,
      Entity_eq: 'Redirect',
      EntityKey_eq: '7',
      UserName_eq: 'maya',
      Date_gte: new Date(2026, 10, 1).toISOString(),
      Date_lt: new Date(2026, 10, 3).toISOString(),
    });
  });

  it('refuses a date it cannot read', () => {
    expect(dateProblem('31/12/2026')).toBe('Use MM/dd/yyyy');
    expect(dateProblem('')).toBeUndefined();
    expect(changesListFilter({ entity: '', key: '', user: '', from: 'soon', to: '' })).toEqual({ Entity_neq: null });
  });
});
