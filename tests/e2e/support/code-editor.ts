// For end-to-end tests of screens with a code field (CodeEditor: CodeMirror, whose editable element is a
// contenteditable textbox named by its label, not a textarea, so `fill` and `inputValue` do not apply).
import type { Locator } from 'playwright-core';

/** The code shown in a code field: the text of its rendered lines (CodeMirror renders the lines in and near view,
 * so this is the whole code when it is short). */
export async function shownCode(editor: Locator): Promise<string> {
  return (await editor.innerText()).replace(/\u200b/g, '');
}

/** Replaces a code field's code the way a person does it: select all, delete, then paste. The paste is a real
 * `paste` event carrying the text on its clipboard data, which CodeMirror reads as a paste ("input.paste").
 * Typing the whole text instead (keyboard.insertText) is seen as typing, which opens the completion list at
 * the end of it, an overlay no one pasting sees, and which is there or not depending on timing. */
export async function replaceCode(editor: Locator, code: string): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press('Control+A');
  await editor.page().keyboard.press('Delete');
  await editor.evaluate((element, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, code);
}
