// @vitest-environment jsdom
// The logs' Changes filter has the spec's year picker (spec §5: a typed 4-digit
// year; §9: the 5 years before the current one to the 6 after it), issue 25
// item 9: a typed or picked year goes into the filter that Apply hands over.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { DateLocalization } from '../../../kit/dates/DateLocalization.js';
import { ChangesFilters } from './ChangesFilters.js';
import type { ChangesFilter } from './changes-filter.js';

afterEach(cleanup);

const NONE: ChangesFilter = { entity: '', key: '', user: '', from: '', to: '', year: '' };

function renderFilters(value = NONE) {
  const onApply = vi.fn();
  render(
    <DateLocalization>
      <ChangesFilters value={value} onApply={onApply} />
    </DateLocalization>,
  );
  return onApply;
}

it('offers the years from 5 before this one to 6 after, and applies the one picked', async () => {
  const onApply = renderFilters();
  const now = new Date().getFullYear();
  await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
  const years = within(await screen.findByRole('radiogroup')).getAllByRole('radio');
  expect(years.map((y) => Number(y.textContent))).toEqual(Array.from({ length: 12 }, (_, i) => now - 5 + i));
  await userEvent.click(screen.getByRole('radio', { name: String(now - 1) }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenLastCalledWith({ ...NONE, year: String(now - 1) });
});

it('takes a typed 4-digit year, shows the year of the URL, and Clear empties it', async () => {
  const onApply = renderFilters({ ...NONE, year: '2019' });
  expect(screen.getByDisplayValue('2019')).toBeInTheDocument();
  // The form's Clear (text), not the year field's own clear icon.
  await userEvent.click(screen.getByText('Clear', { selector: 'button' }));
  expect(onApply).toHaveBeenLastCalledWith(NONE);
  cleanup();
  const typed = renderFilters();
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Year' }));
  await userEvent.keyboard('2012');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(typed).toHaveBeenLastCalledWith({ ...NONE, year: '2012' });
});

it('offers the entities by their label, sorted, and filters by the entity name', async () => {
  const onApply = renderFilters();
  await userEvent.click(screen.getByRole('combobox', { name: 'Entity' }));
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toContain('Content item');
  expect(options).not.toContain('Content');
  expect(options).not.toContain('AuditLog');
  const labels = options.slice(1);
  expect(labels).toEqual([...labels].sort((a, b) => a!.localeCompare(b!)));
  await userEvent.click(screen.getByRole('option', { name: 'User' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenLastCalledWith({ ...NONE, entity: 'AspNetUsers' });
});
