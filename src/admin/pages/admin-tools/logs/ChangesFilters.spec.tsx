// @vitest-environment jsdom
// The logs' Changes filter has the spec's year picker (spec §5: a typed 4-digit
// year; §9: the 5 years before the current one to the 6 after it), issue 25
// item 9: a typed or picked year goes into the filter that Apply hands over.
// From and To are the app's date pickers in the language's one format (issue 41
// item 2): typed so, refused with the format to use, kept as yyyy-MM-dd.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { DateLocalization } from '../../../kit/dates/DateLocalization.js';
import { createI18nProvider } from '../../../i18n/provider.js';
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

function renderInFrench(value = NONE) {
  const onApply = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider('fr')} store={memoryStore()}>
      <DateLocalization>
        <ChangesFilters value={value} onApply={onApply} />
      </DateLocalization>
    </AdminContext>,
  );
  return onApply;
}

/** The year picker's calendar button: the last of the form's three pickers (From, To, Year). */
const yearButton = () => screen.getAllByRole('button', { name: /choose date/i }).at(-1)!;

it('offers the years from 5 before this one to 6 after, and applies the one picked', async () => {
  const onApply = renderFilters();
  const now = new Date().getFullYear();
  await userEvent.click(yearButton());
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
  await userEvent.click(within(screen.getByRole('group', { name: 'Year' })).getByRole('spinbutton'));
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

it('in French, shows and takes From and To as dd/MM/yyyy, keeps a typed one as yyyy-MM-dd, and refuses an impossible day in that format', async () => {
  // A link made before the pickers holds MM/dd/yyyy: it is read, and shown in French.
  const onApply = renderInFrench({ ...NONE, from: '11/01/2026' });
  const from = screen.getByRole('group', { name: 'Du' });
  expect(
    within(from)
      .getAllByRole('spinbutton')
      .map((s) => s.textContent),
  ).toEqual(['01', '11', '2026']);
  const to = screen.getByRole('group', { name: 'Au' });
  await userEvent.click(within(to).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard('31122026');
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  expect(onApply).toHaveBeenLastCalledWith({ ...NONE, from: '11/01/2026', to: '2026-12-31' }); // the link's day as it came, the typed one as yyyy-MM-dd

  cleanup();
  const refused = renderInFrench();
  const start = screen.getByRole('group', { name: 'Du' });
  await userEvent.click(within(start).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard('31022026');
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  expect(await screen.findByText('Utilisez dd/MM/yyyy')).toBeInTheDocument();
  expect(refused).not.toHaveBeenCalled();
});
