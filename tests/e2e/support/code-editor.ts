// For end-to-end tests of screens with a code field (CodeEditor: CodeMirror, whose editable element is a
// contenteditable textbox named by its label, not a textarea, so `fill` and `inputValue` do not apply).
import type { Locator } from 'playwright-core';

/** The code shown in a code field: the text of its rendered lines (CodeMirror renders the lines in and near view,
 * so this is the whole code when it is short). */
export async function shownCode(editor: Locator): Promise<string> {
  return (await editor.innerText()).replace(/\u200b/g, '');
}

/** Replaces a code field's code the way a person pastes: select all, then the text arrives as one input. */
export async function replaceCode(editor: Locator, code: string): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press('Control+A');
  await editor.page().keyboard.press('Delete');
  await editor.page().keyboard.insertText(code);
}
