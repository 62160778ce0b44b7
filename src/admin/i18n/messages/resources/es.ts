import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  roles: {
    section: 'Roles',
    heading: 'Roles',
    none: 'Ningún rol.',
    changeInPeople: 'Cambiar roles y permisos en Gestión de usuarios',
  },
} satisfies SameKeys<typeof en>;
