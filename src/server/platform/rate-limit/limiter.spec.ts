import { describe, expect, it } from 'vitest';
import { RateLimiter } from './limiter.js';

function clock(start = 1_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('RateLimiter', () => {
  it('allows limit hits per window, then refuses with the wait until the oldest hit leaves the window', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    const rule = { limit: 3, windowMs: 60_000 };
    expect(l.hit('a', rule)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    c.t += 10_000;
    expect(l.hit('a', rule).remaining).toBe(1);
    c.t += 10_000;
    expect(l.hit('a', rule).remaining).toBe(0);
    expect(l.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 40, remaining: 0 });
    expect(l.hit('b', rule).allowed).toBe(true);
    c.t += 39_500; // 0.5 s before the first hit leaves the window
    expect(l.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
    c.t += 500;
    expect(l.hit('a', rule)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
    expect(l.hit('a', rule).retryAfterSeconds).toBe(10); // the second hit leaves 10 s later
  });

  it('is a sliding window: a burst at the end of one window is not followed by a fresh burst', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    const rule = { limit: 5, windowMs: 60_000 };
    c.t += 59_000;
    for (let i = 0; i < 5; i++) expect(l.hit('k', rule).allowed).toBe(true);
    c.t += 2_000; // a fixed window would have rolled over here
    expect(l.hit('k', rule)).toMatchObject({ allowed: false, retryAfterSeconds: 58 });
  });

  it('does not count refused hits, so hammering does not extend the wait', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    const rule = { limit: 2, windowMs: 10_000 };
    l.hit('k', rule);
    l.hit('k', rule);
    for (let i = 0; i < 100; i++) {
      c.t += 50;
      expect(l.hit('k', rule).allowed).toBe(false);
    }
    c.t = 1_000_000 + 10_000;
    expect(l.hit('k', rule).allowed).toBe(true);
  });

  it('reset forgets a key', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    const rule = { limit: 1, windowMs: 60_000 };
    l.hit('k', rule);
    expect(l.hit('k', rule).allowed).toBe(false);
    l.reset('k');
    l.reset('never-seen');
    expect(l.hit('k', rule).allowed).toBe(true);
    expect(l.storedEntries).toBe(1);
  });

  it('grows a key’s buffer only as hits come, up to its limit, and keeps order across the wrap', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    const rule = { limit: 1200, windowMs: 60_000 };
    l.hit('u', rule);
    expect(l.storedEntries).toBe(8);
    for (let i = 1; i < 1200; i++) {
      c.t += 10;
      expect(l.hit('u', rule).allowed).toBe(true);
    }
    expect(l.storedEntries).toBe(1200);
    expect(l.hit('u', rule)).toMatchObject({ allowed: false, retryAfterSeconds: Math.ceil((60_000 - 11_990) / 1000) });
    c.t = 1_000_000 + 60_000; // the first hit has left
    expect(l.hit('u', rule).allowed).toBe(true);
    expect(l.hit('u', rule).allowed).toBe(false); // the second (t+10) is still inside
    c.t += 10;
    expect(l.hit('u', rule).allowed).toBe(true);
    expect(l.storedEntries).toBe(1200);
  });

  it('stays within its key budget, dropping the least recently hit key first', () => {
    const c = clock();
    const l = new RateLimiter({ maxKeys: 5, now: c.now });
    const rule = { limit: 1, windowMs: 60_000 };
    l.hit('keep', rule);
    for (let i = 0; i < 50; i++) {
      l.hit(`k${i}`, rule);
      l.hit('keep', rule); // refused, but touched: stays recent
      expect(l.size).toBeLessThanOrEqual(5);
    }
    expect(l.hit('keep', rule).allowed).toBe(false);
  });

  it('stays within its timestamp budget', () => {
    const c = clock();
    const l = new RateLimiter({ maxEntries: 100, now: c.now });
    for (let i = 0; i < 1000; i++) {
      l.hit(`k${i}`, { limit: 20, windowMs: 60_000 });
      expect(l.storedEntries).toBeLessThanOrEqual(100);
    }
  });

  it('sweeps keys whose window has passed as new hits arrive', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    for (let i = 0; i < 100; i++) l.hit(`old${i}`, { limit: 5, windowMs: 1_000 });
    c.t += 1_000;
    for (let i = 0; i < 30; i++) l.hit(`new${i}`, { limit: 5, windowMs: 1_000 });
    expect(l.size).toBe(30 + 100 - 2 * 30);
    for (let i = 30; i < 60; i++) l.hit(`new${i}`, { limit: 5, windowMs: 1_000 });
    expect(l.size).toBe(60);
  });

  it('survives the clock going back and a key met with a smaller rule', () => {
    const c = clock();
    const l = new RateLimiter({ now: c.now });
    for (let i = 0; i < 3; i++) l.hit('k', { limit: 3, windowMs: 5_000 });
    c.t -= 3_600_000;
    expect(l.hit('k', { limit: 3, windowMs: 5_000 })).toMatchObject({ allowed: false, retryAfterSeconds: 5 });
    c.t += 3_600_000;
    for (let i = 0; i < 20; i++) l.hit('m', { limit: 20, windowMs: 5_000 });
    expect(l.hit('m', { limit: 2, windowMs: 5_000 })).toMatchObject({ allowed: false });
    expect(l.storedEntries).toBe(3 + 2); // buffers never exceed their limit
  });

  it('refuses a nonsensical rule', () => {
    const l = new RateLimiter();
    expect(() => l.hit('k', { limit: 0, windowMs: 1000 })).toThrow();
    expect(() => l.hit('k', { limit: 1.5, windowMs: 1000 })).toThrow();
    expect(() => l.hit('k', { limit: 1, windowMs: 0 })).toThrow();
  });
});
