import { describe, expect, it } from 'vitest';
import {
  dayAllowed,
  formatDate,
  isoOffset,
  parseDate,
  pickerYears,
  typedYear,
  zoneOffsetMinutes,
  zoneWallToUtc,
} from './dates.js';

const iso = (d: Date | undefined) => d?.toISOString();

describe('parseDate: every format of spec §5', () => {
  it.each([
    ['03/07/2024', '2024-03-07T00:00:00.000Z'], // MM/dd/yyyy
    ['03/07/24', '2024-03-07T00:00:00.000Z'], // MM/dd/yy
    ['3/7/2024', '2024-03-07T00:00:00.000Z'], // M/d/yyyy
    ['3/7/24', '2024-03-07T00:00:00.000Z'], // M/d/yy
    ['2024-03-07', '2024-03-07T00:00:00.000Z'], // yyyy-MM-dd
    ['24-03-07', '2024-03-07T00:00:00.000Z'], // yy-MM-dd
    ['2024-03-07T10:11:12.345Z', '2024-03-07T10:11:12.345Z'], // ISO with ms and Z
    ['Thu, 07 Mar 2024 10:11:12 GMT', '2024-03-07T10:11:12.000Z'], // HTTP date
    ['12/31/99', '1999-12-31T00:00:00.000Z'], // two-digit pivot
  ])('%s', (text, want) => expect(iso(parseDate(text))).toBe(want));

  it.each(['', '13/01/2024', '02/30/2024', '2024/03/07', '2024-03-07T10:11:12Z', 'yesterday', '3-7-2024'])(
    'refuses %j',
    (text) => expect(parseDate(text)).toBeUndefined(),
  );
});

describe('formatDate', () => {
  it('formats MM/dd/yyyy by default and other token patterns', () => {
    const d = new Date(Date.UTC(2024, 2, 7));
    expect(formatDate(d)).toBe('03/07/2024');
    expect(formatDate(d, 'M/d/yy')).toBe('3/7/24');
    expect(formatDate(d, 'yyyy-MM-dd')).toBe('2024-03-07');
  });
});

describe('year picker (spec §9)', () => {
  it('lists the current year −5 … +6', () =>
    expect(pickerYears(2026)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032]));
  it('accepts a typed 4-digit year only', () => {
    expect(typedYear('2031')).toBe(2031);
    expect(typedYear('31')).toBeUndefined();
    expect(typedYear('20310')).toBeUndefined();
  });
});

describe('date picker days (spec §5)', () => {
  const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
  const limits = { min: d('2026-03-05'), max: new Date('2026-03-20T18:30:00.000Z'), disabled: [d('2026-03-10')] };
  it.each([
    ['2026-03-04', false], // before min
    ['2026-03-05', true], // min itself
    ['2026-03-10', false], // disabled
    ['2026-03-20', true], // max's day, whatever its time
    ['2026-03-21', false], // after max
  ])('%s allowed: %s', (day, want) => expect(dayAllowed(d(day), limits)).toBe(want));
  it('allows every day without limits', () => expect(dayAllowed(d('1999-01-01'))).toBe(true));
});

describe('a time zone’s offset (zoneOffsetMinutes, zoneWallToUtc, isoOffset)', () => {
  const NY = 'America/New_York';
  const at = (iso: string) => Date.parse(iso);
  it('reads the offset on each side of a daylight-saving change, to the second', () => {
    // New York springs forward at 07:00 UTC on 2027-03-14 and falls back at 06:00 UTC on 2027-11-07.
    expect(zoneOffsetMinutes(at('2027-03-14T06:59:59Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(at('2027-03-14T07:00:00Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(at('2027-11-07T05:59:59Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(at('2027-11-07T06:00:00Z'), NY)).toBe(-300);
  });
  it('reads half-hour, eastern and fixed zones', () => {
    expect(zoneOffsetMinutes(at('2027-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(at('2027-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(zoneOffsetMinutes(at('2027-01-15T12:00:00.999Z'), 'UTC')).toBe(0);
  });
  it('finds the instant of a wall-clock time, across the changes', () => {
    const utc = (wall: string) => new Date(zoneWallToUtc(at(wall), NY)).toISOString();
    expect(utc('2027-03-14T01:30:00Z')).toBe('2027-03-14T06:30:00.000Z');
    expect(utc('2027-03-14T03:30:00Z')).toBe('2027-03-14T07:30:00.000Z');
    expect(utc('2027-03-14T02:30:00Z')).toBe('2027-03-14T06:30:00.000Z'); // skipped: an hour earlier
    expect(utc('2027-11-07T01:30:00Z')).toBe('2027-11-07T05:30:00.000Z'); // met twice: the first time
    expect(utc('2027-11-07T02:30:00Z')).toBe('2027-11-07T07:30:00.000Z');
  });
  it('writes an offset as ISO 8601 does', () => {
    expect([isoOffset(-300), isoOffset(330), isoOffset(0), isoOffset(-570)]).toEqual([
      '-05:00',
      '+05:30',
      '+00:00',
      '-09:30',
    ]);
  });
});
