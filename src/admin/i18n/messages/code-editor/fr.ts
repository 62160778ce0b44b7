import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  loading: "Chargement de l'éditeur %{label}",
  noDifferences: 'Aucune différence',
  added: '%{smart_count} ligne ajoutée |||| %{smart_count} lignes ajoutées',
  removed: '%{smart_count} ligne supprimée |||| %{smart_count} lignes supprimées',
} satisfies SameKeys<typeof en>;
