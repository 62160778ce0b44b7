// The time-zone choice of General Settings: the browser's list is asked for once per page (issue 41: no work
// done twice on opening; the screen asked on its first render and again when its menus arrived).
import { afterEach, expect, it, vi } from 'vitest';
import { timeZoneChoices } from './settings-api.js';

afterEach(() => vi.restoreAllMocks());

it('lists the browser’s time zones once, UTC first, and gives the same list after', () => {
  const asked = vi.spyOn(Intl, 'supportedValuesOf');
  const first = timeZoneChoices();
  const second = timeZoneChoices();
  expect(asked).toHaveBeenCalledTimes(1);
  expect(second).toBe(first);
  expect(first[0]).toEqual({ value: 'UTC', label: 'UTC' });
  expect(first.filter((z) => z.value === 'UTC')).toHaveLength(1);
  expect(first.some((z) => z.label.includes('_'))).toBe(false);
  expect(first.length).toBeGreaterThan(100);
});
