import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  tools: {
    all: 'Tout vider',
    token: 'Cache des jetons',
    file: 'Cache des fichiers',
    db: 'Cache de la base de données',
    content: 'Cache du contenu',
    layout: 'Cache de la mise en page',
  },
  cleared: 'Cache vidé',
  clearedSuccessfully: 'Cache vidé avec succès',
  notCleared: 'Cache non vidé : %{message}',
  failedStatus: 'La requête a échoué avec le statut %{status}',
  title: 'Outils de cache',
  modalTitle: 'Vider le cache',
  close: 'Fermer',
  list: 'Outils de cache',
  noAccess: {
    message: 'Vous n’avez accès à aucun outil de cette section.',
    whoCanGrant:
      'Un administrateur peut vous les accorder dans la Gestion des utilisateurs (l’étiquette de chaque outil avec l’étiquette du tableau de bord %{tag}).',
  },
} satisfies SameKeys<typeof en>;
