/// <reference types="vite/client" />
// German: loaded as one chunk when chosen (language-loader.ts).
import reactAdmin from '../ra/de.js';
import { languagePack } from '../language-pack.js';
import schemaLabels from '../schema-labels/de.js';
import type { MessageTree } from '../message-types.js';

export default languagePack(
  'de',
  import.meta.glob<MessageTree>('../messages/*/de.ts', { eager: true, import: 'default' }),
  reactAdmin,
  schemaLabels,
);
