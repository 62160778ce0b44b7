// The moderation queue's keyboard shortcuts: one table, shown in the help
// line and the help dialog. No shortcut fires while the user types
// (kit/keyboard/is-typing.ts).
import type { CommentStatus } from '../../../shared/api/comments.js';
import { isTyping } from '../../kit/keyboard/is-typing.js';

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

/** The action of a key press, or undefined when it is not a shortcut here (modifiers held, typing). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return undefined;
  return SHORTCUTS.find((s) => s.key === event.key)?.action;
}
