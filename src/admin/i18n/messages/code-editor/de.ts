import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  loading: 'Editor %{label} wird geladen',
  noDifferences: 'Keine Unterschiede',
  added: '%{smart_count} Zeile hinzugefügt |||| %{smart_count} Zeilen hinzugefügt',
  removed: '%{smart_count} Zeile entfernt |||| %{smart_count} Zeilen entfernt',
} satisfies SameKeys<typeof en>;
