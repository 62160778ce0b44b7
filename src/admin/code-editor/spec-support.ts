// For component specs of screens with a code field: CodeEditor's editable element is CodeMirror's contenteditable
// `.cm-content` (a textbox named by its label), which jsdom cannot type into. These reach the CodeMirror view behind
// it, the way CodeEditor.spec.tsx does: its code is read from the view's document, and replaced by a transaction
// (what a paste over a selection of everything does), which CodeEditor reports through onChange.
import { act } from '@testing-library/react';
import { EditorView } from '@codemirror/view';

/** The CodeMirror view behind a code field's editable element. */
export function editorViewOf(element: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('not a code editor: no CodeMirror view found');
  return view;
}

/** The code in a code field. */
export const codeOf = (element: HTMLElement): string => editorViewOf(element).state.doc.toString();

/** Replaces a code field's code as one edit. */
export function replaceCode(element: HTMLElement, code: string): void {
  const view = editorViewOf(element);
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  });
}
