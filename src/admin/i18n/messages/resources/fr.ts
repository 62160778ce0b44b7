import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  roles: {
    section: 'Rôles',
    heading: 'Rôles',
    none: 'Aucun rôle.',
    changeInPeople: 'Modifier les rôles et les permissions dans la Gestion des utilisateurs',
  },
} satisfies SameKeys<typeof en>;
