import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  label: 'Systemmeldungen',
  dismiss: 'Diese Meldung ausblenden',
} satisfies SameKeys<typeof en>;
