import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Brouillons',
  loading: 'Chargement...',
  empty: 'Aucune donnée disponible',
  columns: {
    page: 'Page',
    saved: 'Enregistré',
    by: 'Par',
    note: 'Note',
    scheduled: 'Publication le (%{zone})',
    actions: 'Actions',
  },
  open: 'Ouvrir',
  openLabel: 'Ouvrir le brouillon de %{title}',
  publish: 'Publier',
  publishLabel: 'Publier le brouillon de %{title}',
  schedule: 'Programmer',
  scheduleLabel: 'Programmer la publication du brouillon de %{title}',
  reschedule: 'Modifier la programmation',
  rescheduleLabel: 'Modifier la programmation du brouillon de %{title} : déplacer ou annuler sa publication',
  scheduleTitle: 'Publier le brouillon de « %{title} » à une heure donnée',
  cancelSchedule: 'Annuler la publication programmée',
  discard: 'Abandonner',
  discardLabel: 'Abandonner le brouillon de %{title}',
  published: 'Le brouillon de « %{title} » a été publié.',
  discarded: 'Le brouillon de « %{title} » a été abandonné.',
  confirmPublish: 'Le brouillon de « %{title} » est publié : il devient la page en ligne.',
  confirmDiscard: 'Le brouillon de « %{title} » est supprimé.',
} satisfies SameKeys<typeof en>;
