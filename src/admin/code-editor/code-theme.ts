// The editor's frame: a bordered box sized by the caller, with a visible focus ring (the content element itself
// carries the focus, so the ring is drawn on the editor when it is focused). In the admin's dark theme (issue 29
// item 2) a dark editor: CodeMirror's own dark base styles (gutters, selection, cursor) with its syntax colours
// lightened to AA (code-highlight.ts).
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { DARK_ACTIVE_LINE, DARK_EDITOR_BACKGROUND, highlightingFor } from './code-highlight.js';

export function frameTheme(minHeight: string, maxHeight: string, mode: 'light' | 'dark' = 'light'): Extension {
  const dark = mode === 'dark';
  return [
    EditorView.theme(
      {
        '&': {
          border: `1px solid ${dark ? 'rgba(255, 255, 255, 0.38)' : 'rgba(0, 0, 0, 0.38)'}`,
          borderRadius: '4px',
          fontSize: '14px',
          ...(dark ? { backgroundColor: DARK_EDITOR_BACKGROUND, color: '#e6e6e6' } : {}),
        },
        '&.cm-focused': { outline: `2px solid ${dark ? '#90caf9' : '#1976d2'}`, outlineOffset: '1px' },
        '.cm-scroller': {
          minHeight,
          maxHeight,
          overflow: 'auto',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        },
        '.cm-content': { minHeight, ...(dark ? { caretColor: '#fff' } : {}) },
        // Opaque, so the syntax colours are measured against one known grey (CodeMirror's own is a translucent cyan).
        ...(dark ? { '.cm-activeLine': { backgroundColor: DARK_ACTIVE_LINE } } : {}),
      },
      { dark },
    ),
    highlightingFor(mode),
  ];
}
