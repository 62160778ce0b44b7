// The moderation queue's keyboard shortcuts: one table, shown in the help
// line and the help dialog. No shortcut fires while the user types
// (kit/keyboard/is-typing.ts).
import type { CommentStatus } from '../../../shared/api/comments.js';
import { isTyping } from '../../kit/keyboard/is-typing.js';

type ShortcutAction = 'next' | 'previous' | 'select' | 'help' | { status: CommentStatus };

/** Each shortcut's key, action and what it does (a message key, messages/comments). */
export const SHORTCUTS: { key: string; action: ShortcutAction; label: string }[] = [
  { key: 'j', action: 'next', label: 'comments.shortcuts.next' },
  { key: 'k', action: 'previous', label: 'comments.shortcuts.previous' },
  { key: 'x', action: 'select', label: 'comments.shortcuts.select' },
  { key: 'a', action: { status: 'approved' }, label: 'comments.shortcuts.approve' },
  { key: 's', action: { status: 'spam' }, label: 'comments.shortcuts.spam' },
  { key: 'd', action: { status: 'deleted' }, label: 'comments.shortcuts.delete' },
  { key: 'r', action: { status: 'pending' }, label: 'comments.shortcuts.restore' },
  { key: '?', action: 'help', label: 'comments.shortcuts.help' },
];

/** The action of a key press, or undefined when it is not a shortcut here (modifiers held, typing). */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return undefined;
  return SHORTCUTS.find((s) => s.key === event.key)?.action;
}
