import { describe, expect, it } from 'vitest';
import { isoToZoned, zonedToIso } from './zoned-time.js';

describe('the schedule’s times in the site’s zone', () => {
  it('reads a wall-clock time in the site’s zone, across daylight saving', () => {
    expect(zonedToIso('2027-01-15T09:00', 'America/New_York')).toBe('2027-01-15T09:00:00-05:00');
    expect(zonedToIso('2027-07-15T09:00', 'America/New_York')).toBe('2027-07-15T09:00:00-04:00');
    expect(zonedToIso('2027-07-15T09:00', 'Asia/Kolkata')).toBe('2027-07-15T09:00:00+05:30');
    expect(zonedToIso('', 'UTC')).toBeUndefined();
  });
  it('shows an instant as the site’s wall clock', () => {
    expect(isoToZoned('2027-01-15T14:00:00Z', 'America/New_York')).toBe('2027-01-15T09:00');
    expect(isoToZoned('2027-01-15T09:00:00-05:00', 'Europe/Paris')).toBe('2027-01-15T15:00');
  });
});
