// @vitest-environment jsdom
// The form field of spec §5 dates: a stored ISO instant is shown in the
// display format, a pasted date in any accepted format is saved as midnight
// UTC, clearing saves null, and a half-typed date is refused by name; so is
// a typed day the picker does not offer (outside min/max, a disabled day),
// while the day the record was loaded with is kept.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { DateLocalization } from '../kit/dates/DateLocalization.js';
import type { DateLimits } from '../../shared/dates.js';
import { SpecDateInput } from './SpecDateInput.js';

afterEach(cleanup);

function renderForm(
  record: Record<string, unknown>,
  onSubmit: (values: Record<string, unknown>) => void,
  limits?: DateLimits,
) {
  render(
    <AdminContext>
      <DateLocalization>
        <Form record={record} onSubmit={onSubmit}>
          <SpecDateInput source="Posted" label="Posted" limits={limits} />
          <button type="submit">Save</button>
        </Form>
      </DateLocalization>
    </AdminContext>,
  );
}

it('shows a stored date as MM/dd/yyyy and saves a pasted yyyy-MM-dd as midnight UTC', async () => {
  const onSubmit = vi.fn();
  renderForm({ id: 1, Posted: '2026-01-31T00:00:00.000Z' }, onSubmit);
  expect(screen.getByDisplayValue('01/31/2026')).toBeInTheDocument();
  fireEvent.paste(screen.getByRole('spinbutton', { name: 'Month' }), {
    clipboardData: { getData: () => '2024-03-05' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ Posted: '2024-03-05T00:00:00.000Z' });
});

it('refuses a half-typed date with the display format named', async () => {
  const onSubmit = vi.fn();
  renderForm({ id: 1, Posted: null }, onSubmit);
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Month' }));
  await userEvent.keyboard('04');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not a date: use MM/dd/yyyy')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const LIMITS: DateLimits = { min: day('2026-03-01'), max: day('2026-03-31'), disabled: [day('2026-03-15')] };

async function typeDay(text: string) {
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Month' }));
  await userEvent.keyboard(text);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

it.each([
  ['02282026', 'before min', '02/28/2026 is outside the allowed days: pick a day from 03/01/2026 to 03/31/2026'],
  ['04012026', 'after max', '04/01/2026 is outside the allowed days: pick a day from 03/01/2026 to 03/31/2026'],
  ['03152026', 'a disabled day', '03/15/2026 cannot be picked: choose another day'],
])('refuses to save a typed day %s (%s) with a field error naming why', async (typed, _why, message) => {
  const onSubmit = vi.fn();
  renderForm({ id: 1, Posted: null }, onSubmit, LIMITS);
  await typeDay(typed);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(
    screen.getByRole('group', { name: 'Posted' }).closest('.MuiFormControl-root')?.querySelector('.Mui-error'),
  ).not.toBeNull();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('names only the limit it has: a day before min alone', async () => {
  const onSubmit = vi.fn();
  renderForm({ id: 1, Posted: null }, onSubmit, { min: day('2026-03-01') });
  await typeDay('02282026');
  expect(await screen.findByText('02/28/2026 is too early: pick 03/01/2026 or later')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('saves a typed day inside the limits, and keeps the day the record was loaded with even when the limits exclude it', async () => {
  const onSubmit = vi.fn();
  renderForm({ id: 1, Posted: null }, onSubmit, LIMITS);
  await typeDay('03162026');
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ Posted: '2026-03-16T00:00:00.000Z' });
  cleanup();

  const kept = vi.fn();
  renderForm({ id: 2, Posted: '2026-01-10T00:00:00.000Z' }, kept, LIMITS);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(kept).toHaveBeenCalled());
  expect(kept.mock.calls[0][0]).toMatchObject({ Posted: '2026-01-10T00:00:00.000Z' });
});
