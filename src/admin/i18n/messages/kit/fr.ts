import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  notices: {
    updated: '%{noun} enregistré(e) |||| %{smart_count} %{plural} enregistré(e)s',
    created: '%{noun} ajouté(e) |||| %{smart_count} %{plural} ajouté(e)s',
    deleted: '%{noun} supprimé(e) |||| %{smart_count} %{plural} supprimé(e)s',
    record: 'Élément',
    records: 'Éléments',
  },
  noResults: 'Aucun résultat',
  noOptionsLeft: 'Plus aucune option à choisir.',
  noAccess: "Vous n'avez pas l'autorisation de voir ceci.",
  scrolls: '%{label} (défilement)',
  unknownError: 'Erreur inconnue',
  bytes: '%{count} octet |||| %{count} octets',
  server: {
    unauthorized: "Connectez-vous d'abord : la requête n'a pas de jeton valide",
    rateLimited: 'Trop de requêtes : patientez un instant puis réessayez.',
    unexpected: 'Une erreur est survenue sur le serveur.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  },
  linkTargets: {
    same: 'Même onglet',
    blank: 'Nouvel onglet (_blank)',
    self: 'Même cadre (_self)',
    parent: 'Cadre parent (_parent)',
    top: 'Fenêtre entière (_top)',
  },
} satisfies SameKeys<typeof en>;
