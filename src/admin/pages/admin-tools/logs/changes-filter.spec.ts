import { describe, expect, it } from 'vitest';
import { changesFilterOf, changesListFilter, changesParams } from './changes-filter.js';

describe('the changes filter', () => {
  it('round-trips through the URL, leaving empty fields out', () => {
    const params = changesParams({
      entity: 'KeyManager',
      key: '3',
      user: ' ',
      from: '11/01/2026',
      to: '',
      year: '2026',
    });
    expect(params.toString()).toBe('tab=changes&entity=KeyManager&key=3&from=11%2F01%2F2026&year=2026');
    expect(changesFilterOf(params)).toEqual({
      entity: 'KeyManager',
      key: '3',
      user: '',
      from: '11/01/2026',
      to: '',
      year: '2026',
    });
  });

  it('lists only data changes, narrowed by what is filled in, with whole local days', () => {
    expect(changesListFilter({ entity: '', key: '', user: '', from: '', to: '', year: '' })).toEqual({
      Entity_neq: null,
    });
    const list = changesListFilter({
      entity: 'Redirect',
      key: '7',
      user: 'maya',
      from: '11/01/2026',
      to: '2026-11-02',
      year: '',
    });
    expect(list).toEqual({
      Entity_neq: null,
      Entity_eq: 'Redirect',
      EntityKey_eq: '7',
      UserName_eq: 'maya',
      Date_gte: new Date(2026, 10, 1).toISOString(),
      Date_lt: new Date(2026, 10, 3).toISOString(),
    });
  });

  it('leaves out a date it cannot read (a link edited by hand) and a year that is not 4 digits', () => {
    expect(changesListFilter({ entity: '', key: '', user: '', from: '31/12/2026', to: '', year: '' })).toEqual({
      Entity_neq: null,
    });
    expect(changesListFilter({ entity: '', key: '', user: '', from: 'soon', to: '', year: '' })).toEqual({
      Entity_neq: null,
    });
    expect(changesListFilter({ entity: '', key: '', user: '', from: '', to: '', year: '26' })).toEqual({
      Entity_neq: null,
    });
  });

  it('narrows to a year, and to the part of a range inside it', () => {
    const none = { entity: '', key: '', user: '', from: '', to: '' };
    expect(changesListFilter({ ...none, year: '2025' })).toEqual({
      Entity_neq: null,
      Date_gte: new Date(2025, 0, 1).toISOString(),
      Date_lt: new Date(2026, 0, 1).toISOString(),
    });
    expect(changesListFilter({ ...none, from: '11/01/2024', to: '03/31/2025', year: '2025' })).toEqual({
      Entity_neq: null,
      Date_gte: new Date(2025, 0, 1).toISOString(),
      Date_lt: new Date(2025, 3, 1).toISOString(),
    });
  });
});
