/// <reference types="vite/client" />
// Every feature's messages, gathered by file name so no list has to be kept:
// src/admin/i18n/messages/<feature>/<locale>.ts holds the texts of one
// feature in one language, under the key prefix '<feature>.'
// (messages/forms/fr.ts → translate('forms.…') in French).
import type { Locale } from './locales.js';
import type { MessageTree } from './message-types.js';

const FILES = import.meta.glob<MessageTree>('./messages/*/*.ts', { eager: true, import: 'default' });

const FILE_NAME = /^\.\/messages\/([^/]+)\/([a-z]{2})\.ts$/;

/** feature → locale → messages, as found on disk. */
export function featureMessages(): Record<string, Partial<Record<Locale, MessageTree>>> {
  const features: Record<string, Partial<Record<Locale, MessageTree>>> = {};
  for (const [path, messages] of Object.entries(FILES)) {
    const match = FILE_NAME.exec(path);
    if (!match) continue;
    const [, feature, locale] = match;
    (features[feature!] ??= {})[locale as Locale] = messages;
  }
  return features;
}

/** One language's messages of every feature, keyed by feature. */
export function messagesOf(locale: Locale): Record<string, MessageTree> {
  const all: Record<string, MessageTree> = {};
  for (const [feature, byLocale] of Object.entries(featureMessages())) {
    const messages = byLocale[locale] ?? byLocale.en;
    if (messages) all[feature] = messages;
  }
  return all;
}
