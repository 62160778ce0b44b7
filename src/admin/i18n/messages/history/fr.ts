import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  group: 'Historique',
  auditLog: "Journal d'audit",
  changes: 'Modifications',
  errorLog: 'Journal des erreurs',
  accounts: "Comptes et leur journal d'audit",
  panelTitle: 'Votre compte est en lecture seule',
  panelIntro:
    "Vous pouvez lire les enregistrements du site, leur historique des modifications et le journal d'audit, et exporter les listes en CSV. Rien ne peut être modifié depuis ce compte.",
  panelData:
    "Le groupe Données de la barre latérale liste chaque table que vous pouvez lire ; l'historique des versions d'une page est sur son résumé.",
} satisfies SameKeys<typeof en>;
