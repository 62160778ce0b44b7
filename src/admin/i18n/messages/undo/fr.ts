import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  deleted: 'Supprimé.',
  undo: 'Annuler',
  restored: 'Restauré.',
  failed: 'Impossible de le restaurer : %{message}',
} satisfies SameKeys<typeof en>;
