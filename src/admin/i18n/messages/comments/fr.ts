import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  status: {
    pending: 'En attente',
    approved: 'Approuvés',
    spam: 'Indésirables',
    deleted: 'Supprimés',
  },
  none: {
    pending: 'Aucun commentaire en attente.',
    approved: 'Aucun commentaire approuvé.',
    spam: 'Aucun commentaire indésirable.',
    deleted: 'Aucun commentaire supprimé.',
  },
  list: {
    pending: 'Commentaires en attente',
    approved: 'Commentaires approuvés',
    spam: 'Commentaires indésirables',
    deleted: 'Commentaires supprimés',
  },
  actions: {
    approve: 'Approuver',
    spam: 'Indésirable',
    delete: 'Supprimer',
    restore: 'Restaurer',
    deletePermanently: 'Supprimer définitivement',
  },
  page: {
    title: 'Modération des commentaires',
    intro:
      'Les commentaires des visiteurs sur les articles du blog attendent ici d’être approuvés. Les commentaires approuvés s’affichent sous l’article ; les indésirables et les supprimés jamais.',
    moved: '%{smart_count} commentaire déplacé vers %{status} |||| %{smart_count} commentaires déplacés vers %{status}',
    switchedOn: 'Les commentaires sont activés',
    switchedOff: 'Les commentaires sont désactivés',
    on: 'Les commentaires sont ouverts',
    off: 'Les commentaires sont fermés',
    closed: 'Les visiteurs voient que les commentaires sont fermés (l’étiquette Comments 14 est masquée).',
    tabs: 'Statut des commentaires',
    tab: '%{status} (%{count})',
    search: 'Rechercher des commentaires',
    selectAll: 'Tout sélectionner sur cette page',
    actionsSelected: 'Actions pour %{count} sélectionnés',
    actionsCurrent: 'Actions pour le commentaire courant',
    selected: '%{count} sélectionnés',
    pages: 'Pages de commentaires',
    confirmPurge:
      'Retirer ce commentaire définitivement ? Cette action est irréversible. |||| Retirer ces %{smart_count} commentaires définitivement ? Cette action est irréversible.',
    purged: '%{smart_count} commentaire retiré définitivement |||| %{smart_count} commentaires retirés définitivement',
  },
  item: {
    select: 'Sélectionner le commentaire de %{name}',
    on: 'Sur',
    trail: '%{from} → %{to} par %{by}, %{when}',
  },
  shortcuts: {
    next: 'commentaire suivant',
    previous: 'commentaire précédent',
    select: 'sélectionner ou désélectionner',
    approve: 'approuver',
    spam: 'marquer comme indésirable',
    delete: 'supprimer',
    restore: 'remettre en attente',
    help: 'afficher ces raccourcis',
    line: 'Clavier : %{keys}.',
    button: 'Raccourcis clavier',
    title: 'Raccourcis clavier',
    intro:
      'Ils agissent sur les commentaires sélectionnés, ou sur le commentaire courant si aucun n’est sélectionné. Ils ne font rien pendant que vous tapez dans un champ.',
    queue: 'Dans cette file',
    everywhere: 'Partout',
    close: 'Fermer',
  },
} satisfies SameKeys<typeof en>;
