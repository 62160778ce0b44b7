// List parameters remembered by URL: the same URL gives the same (frozen)
// object, which Reads keys its compiled queries on; a refused URL is refused
// every time, never remembered as anything.
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { listParamsOfUrl } from './list-params.js';

describe('listParamsOfUrl', () => {
  it('gives the same frozen parameters for the same URL, and new ones for another', () => {
    const url = '/api/v1/db/content?pageNumber=3&orderBy=CTitle%20desc';
    const a = listParamsOfUrl(SCHEMA.Content, url, { pageNumber: 3, orderBy: 'CTitle desc' });
    expect(listParamsOfUrl(SCHEMA.Content, url, { pageNumber: 3, orderBy: 'CTitle desc' })).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a.page).toEqual({ size: 20, offset: 40 });
    expect(a.order).toEqual([
      { field: 'CTitle', desc: true },
      { field: 'CId', desc: true },
    ]);
    const b = listParamsOfUrl(SCHEMA.Content, '/api/v1/db/content?pageNumber=4', { pageNumber: 4 });
    expect(b).not.toBe(a);
    expect(b.page?.offset).toBe(60);
  });

  it('keeps entities apart at the same query string', () => {
    const url = '/x?pageNumber=1';
    expect(listParamsOfUrl(SCHEMA.Content, url, { pageNumber: 1 }).entity).toBe(SCHEMA.Content);
    expect(listParamsOfUrl(SCHEMA.Tag, url, { pageNumber: 1 }).entity).toBe(SCHEMA.Tag);
  });

  it('refuses a bad URL every time', () => {
    const url = '/api/v1/db/content?orderBy=Nope';
    for (let i = 0; i < 2; i++)
      expect(() => listParamsOfUrl(SCHEMA.Content, url, { orderBy: 'Nope' })).toThrow(/Unknown field "Nope"/);
  });
});
