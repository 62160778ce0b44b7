import { describe, expect, it } from 'vitest';
import { backoffMs, DELIVERY_DEFAULTS, noHandlerMessage } from './runner.js';

describe('delivery backoff', () => {
  it('waits a minute after the first failure, doubling after each further one, up to six hours', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16]);
    expect(backoffMs(20)).toBe(DELIVERY_DEFAULTS.maxDelayMs);
    expect(backoffMs(3, 1000, 3000)).toBe(3000);
  });

  it('gives up after eight attempts by default, about two hours after the first', () => {
    const waited = Array.from({ length: DELIVERY_DEFAULTS.maxAttempts - 1 }, (_, i) => backoffMs(i + 1)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(DELIVERY_DEFAULTS.maxAttempts).toBe(8);
    expect(waited / 60_000).toBe(127);
  });

  it('says plainly when a kind has no handler yet', () => {
    expect(noHandlerMessage('subscribe')).toContain('no handler for "subscribe" deliveries');
  });
});
