import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  label: 'Messages système',
  dismiss: 'Masquer ce message',
} satisfies SameKeys<typeof en>;
