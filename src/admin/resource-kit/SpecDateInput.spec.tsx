// @vitest-environment jsdom
// The form field of spec §5 dates: a stored ISO instant is shown in the
// display format, a pasted date in any accepted format is saved as midnight
// UTC, clearing saves null, and a half-typed date is refused by name.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { DateLocalization } from '../kit/dates/DateLocalization.js';
import { SpecDateInput } from './SpecDateInput.js';

afterEach(cleanup);

function renderForm(record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
  render(
    <AdminContext>
      <DateLocalization>
        <Form record={record} onSubmit={onSubmit}>
          <SpecDateInput source="Posted" label="Posted" />
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
  fireEvent.paste(screen.getByRole('spinbutton', { name: 'Month' }), { clipboardData: { getData: () => '2024-03-05' } });
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
