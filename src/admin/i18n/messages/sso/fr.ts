import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  or: 'ou',
  signingIn: 'Connexion en cours…',
  refusal: {
    failed: "L'authentification unique n'a pas abouti. Veuillez réessayer.",
    expired: "L'authentification unique a pris trop de temps. Veuillez réessayer.",
    unverified:
      "Votre fournisseur d'identité n'a pas confirmé votre adresse e-mail : vous ne pouvez pas vous connecter avec lui.",
    noAccount: "Aucun compte du personnel n'a votre adresse e-mail. Demandez à un administrateur de vous en créer un.",
    noRole:
      "Votre fournisseur d'identité ne vous donne aucun rôle dans le back-office. Demandez un accès à un administrateur.",
    disabled: 'Votre compte a été désactivé.',
    locked: 'Trop de connexions échouées : le compte est verrouillé pendant 15 minutes.',
  },
} satisfies SameKeys<typeof en>;
