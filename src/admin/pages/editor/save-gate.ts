// The save a click started, held while the title's rename decision is open (spec §4; issue 41 item 2).
// Pressing Save draft or Publish takes the focus from a changed title, which opens the rename dialog before the
// click ends, so the click itself never reaches the button. The press is remembered here; the title field takes it
// when it asks, and after the choice the same save (draft stays draft, publish stays publish) goes on with the
// renamed page. Save draft by click or Ctrl+S while the title field still holds a changed title asks first too.
import { createContext, useContext } from 'react';
import type { SaveMode } from './model/usePageEditor.js';

interface SaveGate {
  /** The save a pointer press on Save draft or Publish is starting (set on press, cleared on click or leave). */
  pressed: SaveMode | null;
  /** The title field's: true when its changed title holds this save until the rename is chosen. */
  hold: ((mode: SaveMode) => boolean) | null;
  /** The save bar's: the held save goes on (after the rename is in the working copy). */
  resume: ((mode: SaveMode) => void) | null;
}

export const newSaveGate = (): SaveGate => ({ pressed: null, hold: null, resume: null });

const SaveGateContext = createContext<SaveGate>(newSaveGate());

export const SaveGateProvider = SaveGateContext.Provider;

export const useSaveGate = () => useContext(SaveGateContext);
