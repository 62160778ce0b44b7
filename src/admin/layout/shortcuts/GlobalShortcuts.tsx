// The shell's shortcuts (issue 29 item 4; global-shortcuts.ts has the table
// and the rules): '?' help, 'g' then 'd' the dashboard, '/' the list's
// search, Ctrl+S the form's save. Listening on the window in the capture
// phase, ahead of the screens: the 'd' ending 'g d' and a handled Ctrl+S
// stop there, so no screen acts on them too.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { globalShortcutOf, SEQUENCE_MS } from './global-shortcuts.js';
import { useCurrentScreenShortcuts } from './screen-shortcuts.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { dialogInFront, findSearchField, saveFormInFront } from './shortcut-targets.js';

export function GlobalShortcuts() {
  const [help, setHelp] = useState(false);
  const navigate = useNavigate();
  const screen = useCurrentScreenShortcuts();
  const gAt = useRef(0);
  const onKey = useRef<(e: KeyboardEvent) => void>(() => undefined);
  onKey.current = (e: KeyboardEvent) => {
    if (e.repeat) return;
    const pending = Date.now() - gAt.current < SEQUENCE_MS;
    const action = globalShortcutOf(e, pending, help || dialogInFront());
    if (action !== 'go-pending') gAt.current = 0;
    switch (action) {
      case 'go-pending':
        gAt.current = Date.now();
        return;
      case 'dashboard':
        e.preventDefault();
        e.stopPropagation();
        navigate('/');
        return;
      case 'help':
        if (screen?.ownHelp) return; // the screen shows its own list
        e.preventDefault();
        setHelp(true);
        return;
      case 'search': {
        const field = findSearchField();
        if (!field) return;
        e.preventDefault();
        field.focus();
        field.select();
        return;
      }
      case 'save':
        // Never the browser's "Save page as": a form in front is saved, or nothing happens.
        e.preventDefault();
        e.stopPropagation();
        saveFormInFront();
        return;
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey.current(e);
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);
  return <ShortcutsDialog open={help} onClose={() => setHelp(false)} screen={screen} />;
}
