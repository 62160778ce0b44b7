/// <reference types="vite/client" />
// French: loaded as one chunk when chosen (language-loader.ts).
import reactAdmin from 'ra-language-french';
import { languagePack } from '../language-pack.js';
import schemaLabels from '../schema-labels/fr.js';
import type { MessageTree } from '../message-types.js';

export default languagePack(
  'fr',
  import.meta.glob<MessageTree>('../messages/*/fr.ts', { eager: true, import: 'default' }),
  reactAdmin,
  schemaLabels,
);
