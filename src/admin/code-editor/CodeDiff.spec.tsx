// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeDiff } from './CodeDiff.js';
import { describeLineChanges, lineChanges } from './line-changes.js';

afterEach(cleanup);

describe('CodeDiff', () => {
  it('shows both versions side by side, each named, with a summary of the changed lines', async () => {
    render(
      <CodeDiff
        label="Version 1 compared with the current code"
        original={'one\ntwo\n'}
        modified={'one\n2\nthree\n'}
        language="javascript"
        originalLabel="Version 1"
        modifiedLabel="Current code"
      />,
    );
    expect(screen.getByRole('region', { name: 'Version 1 compared with the current code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 lines added, 1 line removed');
    const older = await screen.findByRole('textbox', { name: 'Version 1' });
    const current = await screen.findByRole('textbox', { name: 'Current code' });
    expect(older).toHaveTextContent('two');
    expect(current).toHaveTextContent('three');
    expect(current).toHaveAttribute('contenteditable', 'false');
  });

  it('shows one unified view when asked, with the removed lines from the older version', async () => {
    render(
      <CodeDiff
        label="Changes"
        original={'a\nb\n'}
        modified={'a\nc\n'}
        language="text"
        layout="unified"
        originalLabel="Saved"
        modifiedLabel="Current"
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Current, changes from Saved' });
    expect(box).toHaveTextContent('c');
    expect(document.querySelector('.cm-deletedChunk')).toHaveTextContent('b');
  });
});

describe('lineChanges', () => {
  it('counts added and removed lines and says so', () => {
    expect(describeLineChanges(lineChanges('x\n', 'x\n'))).toBe('No differences');
    expect(describeLineChanges(lineChanges('x\ny\n', 'x\n'))).toBe('1 line removed');
    expect(describeLineChanges(lineChanges('', 'a\nb\n'))).toBe('2 lines added');
  });
});
