// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorView } from '@codemirror/view';
import { CodeEditor } from './CodeEditor.js';

afterEach(cleanup);

function viewOf(content: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  return view;
}

describe('CodeEditor', () => {
  it('is a textbox named by its label and shows the value with the language highlighted', async () => {
    render(<CodeEditor label="Snippet code" language="javascript" value={'const answer = 42;'} />);
    const box = await screen.findByRole('textbox', { name: 'Snippet code' });
    expect(box).toHaveTextContent('const answer = 42;');
    expect(box).toHaveAttribute('contenteditable', 'true');
    // The JavaScript parser is on: the keyword is wrapped in a highlighting span.
    await waitFor(() => expect(box.querySelector('span')).not.toBeNull());
  });

  it('reports edits through onChange and follows a new value from its owner', async () => {
    function Owner({ onChange }: { onChange: (v: string) => void }) {
      const [value, setValue] = useState('a { color: red; }');
      return (
        <>
          <CodeEditor
            label="Page CSS"
            language="css"
            value={value}
            onChange={(v) => {
              setValue(v);
              onChange(v);
            }}
          />
          <button type="button" onClick={() => setValue('b { margin: 0; }')}>
            Reset
          </button>
        </>
      );
    }
    const changes = vi.fn();
    render(<Owner onChange={changes} />);
    const box = await screen.findByRole('textbox', { name: 'Page CSS' });
    const view = viewOf(box);
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\np { }' } });
    expect(changes).toHaveBeenLastCalledWith('a { color: red; }\np { }');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe('b { margin: 0; }'));
    // The owner's new value is not echoed back as an edit.
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('is read-only when asked: not editable and announced as read-only', async () => {
    render(<CodeEditor label="Saved version" language="liquid" value="{{ page.title }}" readOnly />);
    const box = await screen.findByRole('textbox', { name: 'Saved version' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(viewOf(box).state.readOnly).toBe(true);
    // Still reachable with Tab, so a long read-only document can be scrolled from the keyboard.
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('describes itself with its error, marks itself invalid and moves the cursor to a reported problem', async () => {
    const problem = { line: 2, column: 4, message: 'tag "endif" not closed' };
    render(
      <CodeEditor
        label="Template"
        language="liquid"
        value={'<p>\n{% if x %}\n</p>'}
        error="Line 2, column 4: not closed"
        problem={problem}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Template' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Line 2, column 4: not closed');
    const state = viewOf(box).state;
    const head = state.selection.main.head;
    expect(state.doc.lineAt(head).number).toBe(2);
    expect(head - state.doc.line(2).from).toBe(3);
  });

  it('leaves Tab to move the focus on (no keyboard trap)', async () => {
    render(
      <>
        <CodeEditor label="JSON data" language="json" value="{}" />
        <button type="button">After</button>
      </>,
    );
    const box = await screen.findByRole('textbox', { name: 'JSON data' });
    box.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
