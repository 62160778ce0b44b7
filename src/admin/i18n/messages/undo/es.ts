import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  deleted: 'Eliminado.',
  undo: 'Deshacer',
  restored: 'Restaurado.',
  failed: 'No se pudo restaurar: %{message}',
} satisfies SameKeys<typeof en>;
