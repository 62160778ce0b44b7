import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  label: 'Mensajes del sistema',
  dismiss: 'Ocultar este mensaje',
} satisfies SameKeys<typeof en>;
