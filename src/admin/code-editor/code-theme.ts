// The editor's frame: a bordered box sized by the caller, with a visible focus ring (the content element itself
// carries the focus, so the ring is drawn on the editor when it is focused).
import { EditorView } from '@codemirror/view';

export function frameTheme(minHeight: string, maxHeight: string) {
  return EditorView.theme({
    '&': { border: '1px solid rgba(0, 0, 0, 0.38)', borderRadius: '4px', fontSize: '14px' },
    '&.cm-focused': { outline: '2px solid #1976d2', outlineOffset: '1px' },
    '.cm-scroller': { minHeight, maxHeight, overflow: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '.cm-content': { minHeight },
  });
}
