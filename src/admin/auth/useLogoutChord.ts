// Key chords (spec §2): Shift+Ctrl+Alt+L forces logout; Shift+Ctrl+Alt
// alone is tracked too. Each press of the bare chord toggles `debug`, which
// the dashboard uses to show tag ids on hover (spec §2 "Dashboard tool menu").
import { useEffect, useRef, useState } from 'react';
import { signOut } from './logout.js';

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt']);

const chordHeld = (e: KeyboardEvent) => e.shiftKey && e.ctrlKey && e.altKey;

/** The L key, whatever the layout makes of it with Alt held (macOS Option gives '¬'). */
const isL = (e: KeyboardEvent) => e.code === 'KeyL' || e.key.toLowerCase() === 'l';

interface LogoutChordOptions {
  /** Replaced in tests; by default clears the session and reloads. */
  onLogout?: () => void;
  target?: Window;
}

export function useLogoutChord({ onLogout, target = window }: LogoutChordOptions = {}): { debug: boolean } {
  const [debug, setDebug] = useState(false);
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout; // the latest callback, without re-binding the listener
  });

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!chordHeld(e) || e.repeat) return;
      if (isL(e)) {
        e.preventDefault();
        if (logout.current) logout.current();
        else void signOut();
      } else if (MODIFIER_KEYS.has(e.key)) {
        // The third modifier going down completes the bare chord.
        setDebug((d) => !d);
      }
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [target]);

  return { debug };
}
