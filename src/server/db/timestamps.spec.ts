import { describe, expect, it } from 'vitest';
import { timestamp, timestampOrNull } from './timestamps.js';

describe('stored times read back', () => {
  it('answer ISO 8601 in UTC whatever form the database gave', () => {
    expect(timestamp('2026-11-28T18:30:00.000Z')).toBe('2026-11-28T18:30:00.000Z');
    expect(timestamp('2026-11-28 18:30:00')).toBe('2026-11-28T18:30:00.000Z');
    expect(timestamp('2026-11-28T18:30:00+01:00')).toBe('2026-11-28T17:30:00.000Z');
    expect(timestamp(new Date(Date.UTC(2026, 10, 28)))).toBe('2026-11-28T00:00:00.000Z');
    expect(timestamp('2026-11-28')).toBe('2026-11-28T00:00:00.000Z');
  });

  it('answer null for no time, and refuse it where a time is required', () => {
    for (const none of [null, undefined, '', 'soon']) expect(timestampOrNull(none)).toBeNull();
    expect(() => timestamp(null)).toThrow(/missing or unreadable/);
    expect(() => timestamp('soon')).toThrow(/"soon"/);
  });
});
