// One language's texts as one chunk: every feature's message file of that
// language (src/admin/i18n/messages/<feature>/<locale>.ts, found by name so
// no list has to be kept), react-admin's own texts, with the spec's confirm
// texts (ra/index.ts), and the schema's labels (schema-labels/<locale>.ts). English is part of the app; the others load
// when chosen (language-loader.ts), so a page never carries four languages.
import type { TranslationMessages } from 'react-admin';
import type { Locale } from './locales.js';
import type { MessageTree } from './message-types.js';
import { withSpecConfirm } from './ra/index.js';
import type { SchemaLabels } from './schema-labels/schema-label-types.js';

export interface LanguagePack {
  locale: Locale;
  /** feature → its messages, under the key prefix '<feature>.' (messages/forms/fr.ts → translate('forms.…')). */
  features: Record<string, MessageTree>;
  /** react-admin's texts as their pack wrote them (ra-packs.spec.ts compares their keys with English's). */
  reactAdmin: TranslationMessages;
  /** The YAML schema's entity and field labels; none for English, whose labels are the schema's own. */
  schemaLabels?: SchemaLabels;
}

const FILE_NAME = /\/messages\/([^/]+)\/([a-z]{2})\.ts$/;

/** A language's pack from its message files (an eager import.meta.glob of messages/*\/<locale>.ts) and react-admin's pack. */
export function languagePack(
  locale: Locale,
  files: Record<string, MessageTree>,
  reactAdmin: TranslationMessages,
  schemaLabels?: SchemaLabels,
): LanguagePack {
  const features: Record<string, MessageTree> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = FILE_NAME.exec(path);
    if (match?.[2] === locale) features[match[1]!] = messages;
  }
  return { locale, features, reactAdmin, schemaLabels };
}

/** Everything polyglot translates from, for one language: react-admin's texts with the spec's confirm texts, then every feature's. */
export const packMessages = (pack: LanguagePack): TranslationMessages =>
  ({ ...withSpecConfirm(pack.reactAdmin, pack.locale), ...pack.features }) as TranslationMessages;
