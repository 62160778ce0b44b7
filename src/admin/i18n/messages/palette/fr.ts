import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Aller à un outil, un enregistrement ou une page',
  inputLabel: 'Rechercher des outils, des enregistrements récents et des pages',
  placeholder: 'Saisissez un outil ou le titre d’une page…',
  groups: { action: 'Actions', tool: 'Outils', recent: 'Reprendre où vous en étiez', page: 'Pages' },
  signOut: 'Se déconnecter',
  untitled: 'Page %{id}',
  searching: 'Recherche des pages…',
  nothing: 'Aucun résultat.',
  searchFailed: 'Les pages n’ont pas pu être recherchées : %{message}',
  hint: 'Flèches pour se déplacer, Entrée pour ouvrir, Échap pour fermer.',
} satisfies SameKeys<typeof en>;
