import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Éditeur d’étiquettes',
  intro:
    'Toutes les étiquettes du site : les sections et outils du tableau de bord, les interrupteurs de fonctions, les menus et les étiquettes de formulaire. Faites glisser une étiquette par sa poignée (ou placez le focus sur la poignée, appuyez sur Espace, déplacez-la avec les flèches et appuyez de nouveau sur Espace), ou utilisez les boutons fléchés, pour changer sa place. Les étiquettes marquées Fixe appartiennent au produit : elles peuvent être renommées, masquées et réordonnées, mais pas supprimées ni sorties de leur parent.',
  add: 'Ajouter une étiquette',
  list: 'Étiquettes',
  empty: 'Il n’y a aucune étiquette.',
  noIcon: 'Aucune icône',
  fixed: 'Fixe %{id}',
  fallbackName: 'Étiquette',
  moved: '%{name} déplacée',
  hidden: '%{name} est masquée',
  visible: '%{name} est visible',
  editTitle: 'Modifier %{name}',
  saved: '%{name} enregistrée',
  added: '%{name} ajoutée',
  deleted: '%{name} supprimée',
  delete: {
    title: 'Supprimer %{name} ?',
    fixed: 'C’est l’une des étiquettes fixes du produit : elle ne peut pas être supprimée.',
    inUse: 'Cette étiquette est utilisée : elle ne peut pas être supprimée tant que quelque chose l’utilise :',
    uses: 'Où l’étiquette est utilisée',
    checking: 'Recherche des utilisations de l’étiquette…',
    unused:
      'Rien n’utilise cette étiquette. Elle est marquée supprimée et disparaît du tableau de bord, des menus et des sélecteurs.',
    confirm: 'Supprimer',
  },
  cancel: 'Annuler',
  save: 'Enregistrer',
  dialog: {
    name: 'Nom',
    parent: 'Parent',
    topLevel: '(Niveau supérieur)',
    path: 'Chemin',
    pathHelp:
      'Où mène l’étiquette, en commençant par / (un écran comme /style-guide, ou une page du site) ; vide pour aucun. Chaque étiquette active a le sien.',
    visible: 'Visible',
    nameMissing: 'Saisissez un nom pour l’étiquette.',
    pathBad: 'Un chemin commence par /, par exemple /style-guide.',
  },
  icon: {
    label: 'Icône',
    preview: 'Aperçu de l’icône : %{name}',
    question: 'icône point d’interrogation',
    unknown: 'Ne fait pas partie des icônes proposées : le tableau de bord affiche une icône point d’interrogation.',
    search: 'Tapez pour rechercher une icône.',
  },
} satisfies SameKeys<typeof en>;
