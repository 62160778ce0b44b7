// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { YearPicker } from './YearPicker.js';

afterEach(cleanup);

it('lists the current year −5 … +6', () => {
  render(<YearPicker label="Year" value={null} onChange={() => {}} currentYear={2026} />);
  fireEvent.mouseDown(screen.getByLabelText('Year'));
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030', '2031', '2032']);
});

it('accepts a typed 4-digit year, and only that', () => {
  const onChange = vi.fn();
  render(<YearPicker label="Year" value={null} onChange={onChange} currentYear={2026} />);
  const input = screen.getByLabelText('Year');
  fireEvent.change(input, { target: { value: '1999' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onChange).toHaveBeenLastCalledWith(1999);
  fireEvent.change(input, { target: { value: '99' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('offers no year when none matches the typed text', () => {
  render(<YearPicker label="Year" value={null} onChange={() => {}} currentYear={2026} />);
  const input = screen.getByLabelText('Year');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: '18' } });
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});
