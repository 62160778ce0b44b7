import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  deleted: 'Gelöscht.',
  undo: 'Rückgängig',
  restored: 'Wiederhergestellt.',
  failed: 'Es konnte nicht wiederhergestellt werden: %{message}',
} satisfies SameKeys<typeof en>;
