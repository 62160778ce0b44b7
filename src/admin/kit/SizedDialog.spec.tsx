// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MODAL_SIZES } from './modal-sizes.js';
import { SizedDialog } from './SizedDialog.js';

afterEach(cleanup);

it('offers the sizes sm to 10xl, each wider than the last', () => {
  const names = Object.keys(MODAL_SIZES);
  expect(names[0]).toBe('sm');
  expect(names.at(-1)).toBe('10xl');
  const widths = Object.values(MODAL_SIZES);
  expect(widths.every((w, i) => i === 0 || w > widths[i - 1])).toBe(true);
});

it('caps the dialog at its size', () => {
  render(
    <SizedDialog open size="4xl" aria-label="Sized">
      <p>content</p>
    </SizedDialog>,
  );
  const paper = screen.getByText('content').closest('[data-size]')!;
  expect(paper).toHaveAttribute('data-size', '4xl');
  expect(getComputedStyle(paper).maxWidth).toContain('896px');
});
