// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FileChooseButton } from './FileChooseButton.js';

afterEach(cleanup);

it('is a real button (a label may not take the role button: axe aria-allowed-role) that opens the hidden input', () => {
  const onFile = vi.fn();
  render(
    <FileChooseButton inputLabel="Upload photo" accept="image/png" onFile={onFile}>
      Upload
    </FileChooseButton>,
  );
  const button = screen.getByRole('button', { name: 'Upload' });
  expect(button.tagName).toBe('BUTTON');
  expect(document.querySelector('label')).toBeNull();
  const input = screen.getByLabelText('Upload photo') as HTMLInputElement;
  expect(input).toHaveAttribute('accept', 'image/png');
  const opened = vi.spyOn(input, 'click');
  fireEvent.click(button);
  expect(opened).toHaveBeenCalledTimes(1);
});

it('hands over the chosen file, and none when the chooser closes empty', () => {
  const onFile = vi.fn();
  render(
    <FileChooseButton inputLabel="CSV file" onFile={onFile}>
      Choose
    </FileChooseButton>,
  );
  const input = screen.getByLabelText('CSV file');
  const file = new File(['a,b'], 'rows.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(onFile).toHaveBeenLastCalledWith(file);
  fireEvent.change(input, { target: { files: [] } });
  expect(onFile).toHaveBeenLastCalledWith(undefined);
});
