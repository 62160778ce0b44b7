import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  loading: 'Cargando el editor %{label}',
  noDifferences: 'Sin diferencias',
  added: '%{smart_count} línea añadida |||| %{smart_count} líneas añadidas',
  removed: '%{smart_count} línea eliminada |||| %{smart_count} líneas eliminadas',
} satisfies SameKeys<typeof en>;
