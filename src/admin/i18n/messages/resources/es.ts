import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  roles: {
    saved: 'Roles guardados',
    unknownError: 'Error desconocido',
    section: 'Roles',
    heading: 'Roles',
    atOnce: 'Los cambios se aplican de inmediato.',
    field: 'Roles',
  },
} satisfies SameKeys<typeof en>;
