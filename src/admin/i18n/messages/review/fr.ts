import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  policy: {
    label: 'Exiger une relecture avant publication',
    help: 'Les modifications des membres de ce groupe ne sont mises en ligne qu’après l’approbation d’une autre personne : leur « Publier » devient « Soumettre pour relecture ».',
  },
  editor: {
    submitAt: 'Soumettre pour relecture à cette date',
    publishAt: 'Ou soumettre les modifications pour relecture, à publier le (%{zone})',
    submit: 'Soumettre pour relecture',
    notSubmitted: 'Le brouillon a été enregistré mais pas soumis pour relecture : %{error}',
    pending: 'Soumis pour relecture par %{name} le %{when} : en attente d’un relecteur.',
    changesTitle: 'Modifications demandées',
    changes: '%{name} a demandé des modifications le %{when} :',
  },
  list: {
    publishAt: 'Mise en ligne le %{when}, une fois approuvé',
    title: 'En attente de votre relecture',
    none: 'Aucune modification n’attend de relecture.',
    item: '%{title}, soumis par %{name} le %{when}',
    diff: 'Voir les modifications',
    preview: 'Aperçu',
    approve: 'Approuver et publier',
    requestChanges: 'Demander des modifications',
    requestChangesOf: 'Demander des modifications à « %{title} »',
    comment: 'Ce qui doit changer',
    commentHelp: 'L’auteur le lit dans l’éditeur.',
    cancel: 'Annuler',
    send: 'Renvoyer à l’auteur',
  },
} satisfies SameKeys<typeof en>;
