/// <reference types="vite/client" />
// English: part of the app (the default language, and the words of plain
// functions that speak English whatever the language).
import reactAdmin from 'ra-language-english';
import { languagePack } from '../language-pack.js';
import type { MessageTree } from '../message-types.js';

export default languagePack(
  'en',
  import.meta.glob<MessageTree>('../messages/*/en.ts', { eager: true, import: 'default' }),
  reactAdmin,
);
