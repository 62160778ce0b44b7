import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Aperçu',
  titleDraft: 'Aperçu du brouillon',
  button: 'Aperçu',
  buttonLabel: 'Aperçu de %{title}',
  of: 'Aperçu de %{title}',
  close: 'Fermer',
  width: 'Largeur de l’aperçu',
  widthLabel: '%{name}, %{px} pixels de large',
  widths: {
    desktop: 'Ordinateur',
    tablet: 'Tablette',
    phone: 'Téléphone',
  },
  newTab: 'Ouvrir dans un nouvel onglet',
  failed: 'L’aperçu n’a pas pu être créé : %{error}',
  loading: 'Chargement de l’aperçu...',
  live: 'Ouvrir la page en ligne',
  share: {
    copy: 'Copier le lien d’aperçu',
    copied: 'Lien copié.',
    copyThis: 'Copiez ce lien :',
    until:
      '%{lead} Toute personne qui l’a peut voir cette page, sans être connectée, avec son brouillon le plus récent s’il y en a un, jusqu’au %{when}.',
    link: 'Lien d’aperçu',
    shared: 'Liens d’aperçu partagés',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer le lien créé par %{name} le %{when}',
    made: 'Créé par %{name} le %{when}',
    open: 'Ouvert jusqu’au %{when}',
  },
} satisfies SameKeys<typeof en>;
