// @vitest-environment jsdom
// A JSON field (the generic interface's json kind): shown indented in the
// code editor (JSON highlighted), stored parsed, empty as null; invalid text
// is refused before Save with the parser's message under the editor, and kept
// as typed; a locked field is read-only.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeOf, editorViewOf, replaceCode } from '../code-editor/spec-support.js';
import { InvalidJson, JsonInput, jsonText, parseJsonText } from './JsonInput.js';

afterEach(cleanup);

describe('the JSON text', () => {
  it('stores valid text parsed and empty text as null', () => {
    expect(parseJsonText('{"dWidth": 100, "ext": "png"}')).toEqual({ dWidth: 100, ext: 'png' });
    expect(parseJsonText('  ')).toBeNull();
    expect(parseJsonText('[1,2]')).toEqual([1, 2]);
  });
  it('marks invalid text with the parser message, keeping the text', () => {
    const bad = parseJsonText('{"a": ');
    expect(bad).toBeInstanceOf(InvalidJson);
    expect((bad as InvalidJson).text).toBe('{"a": ');
    expect((bad as InvalidJson).message).toMatch(/^Not valid JSON: /);
  });
  it('shows values indented, nothing for null', () => {
    expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonText(null)).toBe('');
  });
});

function renderForm(
  record: Record<string, unknown>,
  onSubmit: (values: Record<string, unknown>) => void,
  disabled = false,
) {
  render(
    <AdminContext>
      <Form record={record} onSubmit={onSubmit}>
        <JsonInput source="MdValue" label="Value" disabled={disabled} />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
}

describe('the JSON editor', () => {
  it('shows the value indented in the code editor and saves edited text parsed', async () => {
    const onSubmit = vi.fn();
    renderForm({ id: 1, MdValue: { dWidth: 100 } }, onSubmit);
    const editor = await screen.findByRole('textbox', { name: 'Value' });
    expect(codeOf(editor)).toBe('{\n  "dWidth": 100\n}');
    expect(editor.closest('[data-language]')).toHaveAttribute('data-language', 'json');
    replaceCode(editor, '{"dWidth": 200, "ext": "png"}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ MdValue: { dWidth: 200, ext: 'png' } });
  });

  it('refuses invalid text before saving, naming the problem under the editor, and keeps the text', async () => {
    const onSubmit = vi.fn();
    renderForm({ id: 1, MdValue: null }, onSubmit);
    const editor = await screen.findByRole('textbox', { name: 'Value' });
    expect(codeOf(editor)).toBe('');
    replaceCode(editor, '{"a": ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription(/^Not valid JSON: \S/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(codeOf(editor)).toBe('{"a": ');
    // Fixed, it saves.
    replaceCode(editor, '{"a": 1}');
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ MdValue: { a: 1 } });
  });

  it('is read-only when the field is locked', async () => {
    renderForm({ id: 1, MdValue: [1, 2] }, vi.fn(), true);
    const editor = await screen.findByRole('textbox', { name: 'Value' });
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    expect(editorViewOf(editor).state.readOnly).toBe(true);
  });
});
