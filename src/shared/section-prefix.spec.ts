import { describe, expect, it } from 'vitest';
import { sectionPrefix } from './section-prefix.js';

describe('sectionPrefix (spec §9)', () => {
  it.each([
    [1, ''],
    [2, '/news'],
    [3, '/events'],
    [4, '/blog'],
    [5, ''],
    [6, ''],
    [7, '/projects'],
    [99, ''],
  ])('%i → %j', (ctId, prefix) => {
    expect(sectionPrefix(ctId)).toBe(prefix);
  });
});
