// The submissions' filter as query parameters: a year picked with the spec's
// year picker narrows the From–To range to the part inside that year.
import { describe, expect, it } from 'vitest';
import { filterParams, NO_FILTER } from './form-submissions-api.js';

describe('filterParams', () => {
  it('leaves empty filters out', () => {
    expect(filterParams({ ...NO_FILTER, q: ' roof ' }).toString()).toBe('q=roof');
  });

  it('turns a year into its first and last day, or the part of the range inside it', () => {
    expect(filterParams({ ...NO_FILTER, year: '2024' }).toString()).toBe('from=2024-01-01&to=2024-12-31');
    expect(filterParams({ ...NO_FILTER, year: '2024', from: '2024-03-01', to: '2025-02-01' }).toString()).toBe(
      'from=2024-03-01&to=2024-12-31',
    );
    expect(filterParams({ ...NO_FILTER, year: '2024', from: '2023-06-01', to: '2024-05-31' }).toString()).toBe(
      'from=2024-01-01&to=2024-05-31',
    );
    // Not yet a 4-digit year: no narrowing.
    expect(filterParams({ ...NO_FILTER, year: '202' }).toString()).toBe('');
  });
});
