/// <reference types="vite/client" />
// Spanish: loaded as one chunk when chosen (language-loader.ts).
import reactAdmin from '../ra/es.js';
import { languagePack } from '../language-pack.js';
import schemaLabels from '../schema-labels/es.js';
import type { MessageTree } from '../message-types.js';

export default languagePack(
  'es',
  import.meta.glob<MessageTree>('../messages/*/es.ts', { eager: true, import: 'default' }),
  reactAdmin,
  schemaLabels,
);
