// Ctrl+K / ⌘K anywhere in the shell opens the command palette (decision
// 0104; the chord's rule is palette-chord.ts). Listening in the capture
// phase so the browser's own Ctrl+K (its search bar) never fires instead;
// not over another dialog, whose keys are its own (the palette's own, still
// closing, does not count).
import { useEffect, useState } from 'react';
import { dialogInFront } from '../shortcuts/shortcut-targets.js';
import { CommandPalette, PALETTE_ROOT_ID } from './CommandPalette.js';
import { isPaletteChord } from './palette-chord.js';

export function PaletteShortcut() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.repeat || !isPaletteChord(e)) return;
      if (dialogInFront(document, PALETTE_ROOT_ID)) return;
      e.preventDefault();
      e.stopPropagation();
      setOpen(true);
    };
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);
  return <CommandPalette open={open} onClose={() => setOpen(false)} />;
}
