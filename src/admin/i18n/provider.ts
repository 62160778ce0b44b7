// The i18n provider: react-admin's own texts and every feature's messages,
// one chunk per language (language-pack.ts): English is part of the app, the
// others load when chosen (language-loader.ts; polyglot waits for them in
// changeLocale). The lists' "1-20 of 1,234" shows its numbers in the en-US
// style in English (spec §9; kit/numbers.ts) and in the language's own style
// in the others (docs/decisions/0103). The save/add/delete toasts name the
// thing (kit/record-notices.ts) in the current language, and so do
// react-admin's own texts that name a resource (its delete dialogs), with the
// schema's labels in that language (schema-labels/lookup.ts).
import type { I18nProvider, TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import english from './languages/en.js';
import { packMessages } from './language-pack.js';
import { loadedPack, loadLanguage } from './language-loader.js';
import { DEFAULT_LOCALE, isLocale, LOCALES, startingLocale, type Locale } from './locales.js';

export { browserLocale } from './locales.js';
import { formatNumber } from '../kit/numbers.js';
import { notificationText } from '../kit/record-notices.js';
import { resourceNameText, schemaLabelsIn } from './schema-labels/lookup.js';

const known = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

const ENGLISH_MESSAGES = packMessages(english);

/** A language's messages: at once when its chunk is here (English always), else once it has loaded. */
function messagesFor(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const wanted = known(locale);
  if (wanted === 'en') return ENGLISH_MESSAGES;
  const pack = loadedPack(wanted);
  if (pack) return packMessages(pack);
  return loadLanguage(wanted).then((loaded) => (loaded ? packMessages(loaded) : ENGLISH_MESSAGES));
}

/** The texts whose numeric options are counts a reader sees (the pagination's range). */
const COUNTED_TEXTS = new Set(['ra.navigation.page_range_info', 'ra.navigation.partial_page_range_info']);

/** Options with their numbers in the language's style (only for COUNTED_TEXTS: polyglot's smart_count must stay a number). */
export function withNumbersFormatted(
  key: string,
  options: Record<string, unknown> | undefined,
  locale: string = DEFAULT_LOCALE,
): Record<string, unknown> | undefined {
  if (!options || !COUNTED_TEXTS.has(key)) return options;
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : value,
    ]),
  );
}

/** The providers this module made: useText() knows a screen is inside the product's <Admin> by finding one. */
const productProviders = new WeakSet<I18nProvider>();

export function isProductI18nProvider(provider: I18nProvider | undefined): boolean {
  return !!provider && productProviders.has(provider);
}

/** Screen readers and the browser's own words (spell check, hyphenation) follow the language. */
function markDocument(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = known(locale);
}

/**
 * A provider speaking `initialLocale` first (tests make their own to render a screen in French). Polyglot needs
 * the first language's messages at once: a language whose chunk has not loaded yet starts in English (the app's
 * entry loads the starting language before the app, main.tsx; the specs' setup loads every language).
 */
export function createI18nProvider(initialLocale: string = startingLocale()): I18nProvider {
  const first = known(initialLocale);
  const polyglot = polyglotI18nProvider(
    messagesFor,
    first === 'en' || loadedPack(first) ? first : DEFAULT_LOCALE,
    [...LOCALES],
    { allowMissing: true },
  );
  const translate: I18nProvider['translate'] = (key, options) => {
    const values = options as Record<string, unknown> | undefined;
    const labels = schemaLabelsIn(polyglot.getLocale());
    // Save/add/delete toasts and react-admin's resource names name the thing in the language; every other text comes from the catalogs.
    return (
      notificationText(key, values, translate, labels) ??
      resourceNameText(key, values, labels) ??
      polyglot.translate(key, withNumbersFormatted(key, values, polyglot.getLocale()))
    );
  };
  const provider: I18nProvider = {
    ...polyglot,
    translate,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(known(locale), options);
      markDocument(locale);
    },
  };
  productProviders.add(provider);
  return provider;
}

export const i18nProvider: I18nProvider = createI18nProvider();
markDocument(i18nProvider.getLocale());
