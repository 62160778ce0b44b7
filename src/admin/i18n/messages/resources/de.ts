import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  roles: {
    section: 'Rollen',
    heading: 'Rollen',
    none: 'Keine Rolle.',
    changeInPeople: 'Rollen und Berechtigungen in der Benutzerverwaltung ändern',
  },
} satisfies SameKeys<typeof en>;
