// The palette's key (decision 0104): Ctrl+K, or ⌘K on a Mac, with neither
// Shift nor Alt (the spec's chords are Shift+Ctrl+Alt). It opens from a
// plain field too, where Ctrl+K types nothing, but not from a text area or
// an editable region: the rich-text editor uses Ctrl+K for a link and the
// code editor for its Ctrl+K chords, and typing there must keep them.
export function isPaletteChord(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'k') return false;
  const t = e.target;
  if (t instanceof HTMLElement && (t.isContentEditable || t instanceof HTMLTextAreaElement)) return false;
  return true;
}
