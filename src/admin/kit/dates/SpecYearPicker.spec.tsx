// @vitest-environment jsdom
// The year picker (spec §9: the 5 years before the current one, the current
// one and the 6 after; spec §5: a typed 4-digit year is taken).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { SpecYearPicker } from './SpecYearPicker.js';

afterEach(cleanup);

function Controlled({
  onChange,
  initial = null,
}: {
  onChange: (year: number | null) => void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  // No localization around it: the picker brings its own (DateLocalization).
  return (
    <SpecYearPicker
      label="Year"
      currentYear={2026}
      value={value}
      onChange={(y) => {
        setValue(y);
        onChange(y);
      }}
    />
  );
}

it('lists the current year −5 … +6, and picks one', async () => {
  const onChange = vi.fn();
  render(<Controlled onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
  const years = within(await screen.findByRole('radiogroup')).getAllByRole('radio');
  expect(years.map((y) => y.textContent)).toEqual([
    '2021',
    '2022',
    '2023',
    '2024',
    '2025',
    '2026',
    '2027',
    '2028',
    '2029',
    '2030',
    '2031',
    '2032',
  ]);
  await userEvent.click(screen.getByRole('radio', { name: '2029' }));
  expect(onChange).toHaveBeenLastCalledWith(2029);
});

it('takes a typed 4-digit year, also one outside the list, and nothing shorter', async () => {
  const onChange = vi.fn();
  render(<Controlled onChange={onChange} />);
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Year' }));
  await userEvent.keyboard('199');
  expect(onChange).not.toHaveBeenCalledWith(199);
  await userEvent.keyboard('9');
  expect(onChange).toHaveBeenLastCalledWith(1999);
  expect(screen.getByDisplayValue('1999')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Year' }).closest('.MuiPickersInputBase-root')).not.toHaveClass('Mui-error');
});

it('moves the year with the arrow keys', async () => {
  const onChange = vi.fn();
  render(<Controlled onChange={onChange} initial={2026} />);
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Year' }));
  await userEvent.keyboard('{ArrowUp}');
  expect(onChange).toHaveBeenLastCalledWith(2027);
});
