// @vitest-environment jsdom
// The date picker of spec §5 on @mui/x-date-pickers: the calendar greys out
// days outside min/max and the disabled ones, the keyboard types a date in
// the display format, and a paste in any format the spec accepts is taken.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpecDatePicker, type SpecDatePickerProps } from './SpecDatePicker.js';

afterEach(cleanup);
const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

function Controlled(
  props: Omit<SpecDatePickerProps, 'value' | 'onChange'> & {
    initial?: Date | null;
    onChange: (v: Date | null) => void;
  },
) {
  const [value, setValue] = useState<Date | null>(props.initial ?? null);
  return (
    <SpecDatePicker
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

// No localization around it: the picker brings its own (DateLocalization), so the app's root need not load date-fns.
const renderPicker = (props: Parameters<typeof Controlled>[0]) => render(<Controlled {...props} />);

describe('SpecDatePicker', () => {
  it('greys out the days outside min/max and the disabled days, and picks the others', async () => {
    const onChange = vi.fn();
    renderPicker({
      label: 'Start',
      initial: d('2026-03-12'),
      min: d('2026-03-05'),
      max: d('2026-03-20'),
      disabledDates: [d('2026-03-10')],
      onChange,
    });
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const grid = await screen.findByRole('grid');
    const day = (n: number) => within(grid).getByRole('gridcell', { name: String(n) });
    for (const n of [4, 10, 21]) expect(day(n)).toBeDisabled();
    for (const n of [5, 12, 20]) expect(day(n)).toBeEnabled();
    await userEvent.click(day(11));
    expect(onChange).toHaveBeenLastCalledWith(d('2026-03-11'));
  });

  it('shows the value in the display format (MM/dd/yyyy unless set)', () => {
    const { unmount } = renderPicker({ label: 'Start', initial: d('2026-03-05'), onChange: () => {} });
    expect(screen.getByDisplayValue('03/05/2026')).toBeInTheDocument();
    unmount();
    renderPicker({ label: 'Start', initial: d('2026-03-05'), format: 'yyyy-MM-dd', onChange: () => {} });
    expect(screen.getByDisplayValue('2026-03-05')).toBeInTheDocument();
  });

  it('takes a date typed with the keyboard, section by section', async () => {
    const onChange = vi.fn();
    renderPicker({ label: 'Start', onChange });
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('04152025');
    expect(onChange).toHaveBeenLastCalledWith(d('2025-04-15'));
    // The arrow keys move the day.
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(d('2025-04-16'));
  });

  it.each([
    ['2024-03-05', '2024-03-05'],
    ['3/5/24', '2024-03-05'],
    ['24-03-05', '2024-03-05'],
    ['2024-03-05T00:00:00.000Z', '2024-03-05'],
    ['Tue, 05 Mar 2024 00:00:00 GMT', '2024-03-05'],
  ])('takes a pasted %s (a format of spec §5 the field would not parse)', (pasted, iso) => {
    const onChange = vi.fn();
    renderPicker({ label: 'Start', onChange });
    fireEvent.paste(screen.getByRole('spinbutton', { name: 'Month' }), { clipboardData: { getData: () => pasted } });
    expect(onChange).toHaveBeenLastCalledWith(d(iso));
    expect(screen.getByDisplayValue('03/05/2024')).toBeInTheDocument();
  });
});
