// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { DateCalendar } from './DateCalendar.js';

afterEach(cleanup);
const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

it('greys out days outside min/max and disabled days, and picks the others', () => {
  const onPick = vi.fn();
  render(<DateCalendar value={d('2026-03-12')} min={d('2026-03-05')} max={d('2026-03-20')} disabled={[d('2026-03-10')]} onPick={onPick} />);
  expect(screen.getByRole('group', { name: 'March 2026' })).toBeInTheDocument();
  for (const day of ['2026-03-04', '2026-03-10', '2026-03-21']) expect(screen.getByRole('button', { name: day })).toBeDisabled();
  for (const day of ['2026-03-05', '2026-03-12', '2026-03-20']) expect(screen.getByRole('button', { name: day })).toBeEnabled();
  fireEvent.click(screen.getByRole('button', { name: '2026-03-11' }));
  expect(onPick).toHaveBeenCalledWith(d('2026-03-11'));
});

it('turns the page across a year', () => {
  render(<DateCalendar value={d('2026-12-31')} onPick={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(screen.getByRole('group', { name: 'January 2027' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(screen.getByRole('group', { name: 'November 2026' })).toBeInTheDocument();
});
