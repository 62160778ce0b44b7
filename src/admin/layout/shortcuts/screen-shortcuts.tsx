// Screens with shortcuts of their own (issue 29 item 4): they tell the
// shell, so '?' shows them. A screen that answers '?' with its own help (the
// moderation queue) says so with `ownHelp`, and the shell's '?' then rests.
// Outside the shell (component specs) the hook does nothing.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ShortcutRow } from './global-shortcuts.js';

interface ScreenShortcuts {
  title: string;
  rows: ShortcutRow[];
  ownHelp?: boolean;
}

interface Registry {
  current: ScreenShortcuts | undefined;
  set: (s: ScreenShortcuts | undefined) => void;
}

const Context = createContext<Registry | undefined>(undefined);

export function ScreenShortcutsProvider({ children }: { children: ReactNode }) {
  const [current, set] = useState<ScreenShortcuts | undefined>();
  const value = useMemo(() => ({ current, set }), [current]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The shortcuts of the screen in front, if it registered any. */
export const useCurrentScreenShortcuts = () => useContext(Context)?.current;

/** Registers this screen's shortcuts while it is mounted. */
export function useScreenShortcuts(shortcuts: ScreenShortcuts): void {
  const set = useContext(Context)?.set;
  const key = JSON.stringify(shortcuts);
  useEffect(() => {
    if (!set) return;
    set(JSON.parse(key) as ScreenShortcuts);
    return () => set(undefined);
  }, [set, key]);
}
