import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  roles: {
    saved: 'Rollen gespeichert',
    unknownError: 'Unbekannter Fehler',
    section: 'Rollen',
    heading: 'Rollen',
    atOnce: 'Änderungen gelten sofort.',
    field: 'Rollen',
  },
} satisfies SameKeys<typeof en>;
