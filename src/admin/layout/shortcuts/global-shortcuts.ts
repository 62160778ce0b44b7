// The shortcuts of every screen (issue 29 item 4; docs/decisions/0099): one
// table, shown by the help dialog, and the rule that reads a key press.
// None collides with the spec's chords (Shift+Ctrl+Alt, Shift+Ctrl+Alt+L:
// the single keys fire only with no Ctrl, Alt or Meta held, Ctrl+S only
// without Shift and Alt) nor with typing: the single keys never fire in a
// field. 'g' then 'd' is a sequence: the 'd' that completes it goes no
// further, so the moderation queue's 'd' (delete) never sees it.
import { isTyping } from '../../kit/keyboard/is-typing.js';

type GlobalAction = 'help' | 'dashboard' | 'search' | 'save' | 'go-pending';

export interface ShortcutRow {
  keys: string;
  /** What it does, in English; `doesKey` names its message (shell.shortcuts.rows.*), shown in the user's language. */
  does: string;
  doesKey?: string;
}

/** What the help dialog lists under "Everywhere", in the product's words. */
export const GLOBAL_SHORTCUTS: ShortcutRow[] = [
  { keys: '?', does: 'show the shortcuts of this screen', doesKey: 'shell.shortcuts.rows.help' },
  { keys: 'g then d', does: 'go to the dashboard', doesKey: 'shell.shortcuts.rows.dashboard' },
  { keys: '/', does: 'search the list', doesKey: 'shell.shortcuts.rows.search' },
  { keys: 'Ctrl+S', does: 'save the form', doesKey: 'shell.shortcuts.rows.save' },
  { keys: 'Esc', does: 'close the dialog', doesKey: 'shell.shortcuts.rows.close' },
  { keys: 'Ctrl+K (⌘K)', does: 'open the command palette', doesKey: 'shell.shortcuts.rows.palette' },
  { keys: 'Shift+Ctrl+Alt+L', does: 'Logout', doesKey: 'shell.shortcuts.rows.logout' },
];

/** How long after 'g' a 'd' still completes the sequence. */
export const SEQUENCE_MS = 1500;

type Press = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

/**
 * The action of a key press, given whether a 'g' is pending; undefined when it is none of ours.
 * `dialogOpen`: a dialog or menu is in front, where only Ctrl+S (and its own Esc) apply.
 */
export function globalShortcutOf(e: Press, gPending: boolean, dialogOpen: boolean): GlobalAction | undefined {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's') return 'save';
  if (e.ctrlKey || e.metaKey || e.altKey || dialogOpen || isTyping(e.target)) return undefined;
  if (gPending && e.key === 'd') return 'dashboard';
  if (e.key === 'g') return 'go-pending';
  if (e.key === '?') return 'help';
  if (e.key === '/') return 'search';
  return undefined;
}
