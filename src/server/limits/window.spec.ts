import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window.js';

describe('WindowLimiter', () => {
  it('allows N per window, then says how long to wait, then allows again', () => {
    let t = 0;
    const l = new WindowLimiter(10, () => t);
    const rule = { limit: 3, windowMs: 60_000 };
    expect([l.hit('a', rule), l.hit('a', rule), l.hit('a', rule)]).toEqual([0, 0, 0]);
    expect(l.hit('a', rule)).toBe(60);
    expect(l.hit('b', rule)).toBe(0);
    t = 30_000;
    expect(l.hit('a', rule)).toBe(30);
    t = 60_001;
    expect(l.hit('a', rule)).toBe(0);
  });

  it('throws a 429 with Retry-After', () => {
    const l = new WindowLimiter();
    l.enforce('k', { limit: 1, windowMs: 1000 }, 'tries');
    expect(() => l.enforce('k', { limit: 1, windowMs: 1000 }, 'tries')).toThrow(expect.objectContaining({ status: 429, headers: { 'retry-after': '1' } }));
  });

  it('stays within its key budget', () => {
    const l = new WindowLimiter(5);
    for (let i = 0; i < 50; i++) l.hit(`k${i}`, { limit: 1, windowMs: 1000 });
    expect((l as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(5);
  });
});
