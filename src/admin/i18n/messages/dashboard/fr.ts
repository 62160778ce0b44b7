import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Tableau de bord',
  loading: 'Chargement...',
  toolsFailed: "Les outils n'ont pas pu être chargés : %{error}",
  tools: 'Outils',
  tagId: "Id de l'étiquette : %{id}",
  recentEdits: 'Reprendre là où vous en étiez',
  changed: '%{label} · modifié le %{when}',
  protectedSettings: 'Paramètres protégés',
  protectedNote: "Visible uniquement par l'administrateur principal (MoJoAdmin)",
} satisfies SameKeys<typeof en>;
