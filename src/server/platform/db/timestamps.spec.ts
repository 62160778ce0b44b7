import { describe, expect, it } from 'vitest';
import { isoFromPostgres, timestamp, timestampOrNull } from './timestamps.js';

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

describe("PostgreSQL's time text", () => {
  // What Date made of the same text before the text rewrite: the rewrite must give the same answer.
  const viaDate = (text: string, zoned: boolean) => new Date(zoned ? text : `${text}Z`).toISOString();

  it('gives what Date gives for every fraction length, with and without the UTC zone', () => {
    const start = Date.UTC(1970, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const iso = new Date(start + i * 1_234_567_891 + i).toISOString();
      const micros = String((i * 7919) % 1_000_000).padStart(6, '0');
      const fraction = ['', `.${micros}`.replace(/0+$/, ''), `.${micros.slice(0, 1 + (i % 6))}`][i % 3];
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction === '.' ? '' : fraction}`;
      expect(isoFromPostgres(`${text}+00`, true)).toBe(viaDate(`${text}+00`, true));
      expect(isoFromPostgres(text, false)).toBe(viaDate(text, false));
    }
  });

  it('cuts microseconds to milliseconds as Date does', () => {
    expect(isoFromPostgres('2026-11-29 07:59:45.999999+00', true)).toBe('2026-11-29T07:59:45.999Z');
    expect(isoFromPostgres('2026-11-29 07:59:45.1+00', true)).toBe('2026-11-29T07:59:45.100Z');
    expect(isoFromPostgres('2026-11-29 07:59:45', false)).toBe('2026-11-29T07:59:45.000Z');
  });

  it('reads other session zones, and a year before 1000, through Date', () => {
    expect(isoFromPostgres('2026-11-29 07:59:45.5+01', true)).toBe('2026-11-29T06:59:45.500Z');
    expect(isoFromPostgres('2026-11-29 07:59:45+05:30', true)).toBe('2026-11-29T02:29:45.000Z');
    expect(isoFromPostgres('10000-01-01 00:00:00+00', true)).toBe('+010000-01-01T00:00:00.000Z');
    // Date alone read this as 1999; the year is kept as written.
    expect(isoFromPostgres('0099-01-01 00:00:00+00', true)).toBe('0099-01-01T00:00:00.000Z');
  });

  it("refuses what is not a time, as before ('infinity', BC)", () => {
    expect(() => isoFromPostgres('infinity', true)).toThrow(RangeError);
    expect(() => isoFromPostgres('1999-01-08 04:05:06+00 BC', true)).toThrow(RangeError);
  });
});
