import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Guide de style',
  intro:
    'Les styles qu’un bloc de page peut prendre et les designs des rangées où se placent les blocs, chacun dessiné avec sa propre classe et ses règles. Désactivez-en un pour que l’éditeur de pages ne le propose plus ; les blocs qui l’utilisent déjà le gardent.',
  blockStyles: {
    title: 'Styles de bloc',
    add: 'Ajouter un style de bloc',
    empty: 'Il n’y a pas encore de style de bloc.',
  },
  rowDesigns: {
    title: 'Designs de rangée',
    add: 'Ajouter un design de rangée',
    empty: 'Il n’y a pas encore de design de rangée.',
  },
  notOffered: '%{name} n’est plus proposé',
  offered: '%{name} est proposé',
  removed: '%{name} retiré',
  saved: '%{name} enregistré',
  editTitle: 'Modifier %{name}',
  card: {
    sample: 'Exemple de %{name}',
    notOffered: 'Non proposé',
    cssClass: ' · classe « %{cssClass} »',
    offered: 'Proposé dans l’éditeur',
    edit: 'Modifier',
    editNamed: 'Modifier %{name}',
    remove: 'Retirer',
    removeNamed: 'Retirer %{name}',
  },
  dialog: {
    missing: 'Saisissez un nom et un libellé.',
    label: 'Libellé',
    labelHelp: 'Ce qu’affiche le sélecteur de l’éditeur.',
    name: 'Nom',
    nameHelp: 'La clé que stockent les blocs : des mots en minuscules reliés par « - », par exemple call-out.',
    cssClass: 'Classe CSS',
    cssClassHelp: 'La ou les classes que le site donne au bloc, séparées par des espaces.',
    css: 'CSS',
    sample: 'Exemple HTML',
    sampleHelp: 'Affiché dans le catalogue ; nettoyé comme le texte des pages.',
    description: 'Description',
    offered: 'Proposé dans l’éditeur de pages',
    cancel: 'Annuler',
    save: 'Enregistrer',
  },
} satisfies SameKeys<typeof en>;
