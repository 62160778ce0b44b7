import { describe, expect, it } from 'vitest';
import { isoInZone } from './site-zone.js';

describe('an instant written in the site’s zone', () => {
  it('writes the zone’s wall clock with its offset then, on each side of a daylight-saving change', () => {
    expect(isoInZone(Date.parse('2027-03-14T06:59:59.900Z'), 'America/New_York')).toBe('2027-03-14T01:59:59-05:00');
    expect(isoInZone(Date.parse('2027-03-14T07:00:00Z'), 'America/New_York')).toBe('2027-03-14T03:00:00-04:00');
    expect(isoInZone(Date.parse('2027-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe('2027-07-15T17:30:00+05:30');
    expect(isoInZone(Date.parse('2027-12-31T23:30:00Z'), 'UTC')).toBe('2027-12-31T23:30:00+00:00');
  });
});
