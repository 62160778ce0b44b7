import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  roles: {
    saved: 'Rôles enregistrés',
    unknownError: 'Erreur inconnue',
    section: 'Rôles',
    heading: 'Rôles',
    atOnce: 'Les changements s’appliquent immédiatement.',
    field: 'Rôles',
  },
} satisfies SameKeys<typeof en>;
