// The moderation queue's keyboard shortcuts: one table, shown in the help
// line and the help dialog, and the one test of whether a key press is the
// user typing (then no shortcut fires).
import type { CommentStatus } from '../../../shared/api/comments.js';

export type ShortcutAction = 'next' | 'previous' | 'select' | 'help' | { status: CommentStatus };

export const SHORTCUTS: { key: string; action: ShortcutAction; label: string }[] = [
  { key: 'j', action: 'next', label: 'next comment' },
  { key: 'k', action: 'previous', label: 'previous comment' },
  { key: 'x', action: 'select', label: 'select or unselect' },
  { key: 'a', action: { status: 'approved' }, label: 'approve' },
  { key: 's', action: { status: 'spam' }, label: 'mark as spam' },
  { key: 'd', action: { status: 'deleted' }, label: 'delete' },
  { key: 'r', action: { status: 'pending' }, label: 'restore to pending' },
  { key: '?', action: 'help', label: 'show these shortcuts' },
];

/** Text fields, selects and editable regions take keys as text; checkboxes, radios and buttons do not. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/** The action of a key press, or undefined when it is not a shortcut here (modifiers held, typing). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return undefined;
  return SHORTCUTS.find((s) => s.key === event.key)?.action;
}
