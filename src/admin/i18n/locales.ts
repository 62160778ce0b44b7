// The languages the back office speaks (issue 29). English is the default and
// holds the spec's texts word for word; French, German and Spanish translate them.
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((entry) => entry.locale === value);
}

/** The first of the browser's languages we speak ('fr-CA' → 'fr'), else English. */
function localeFrom(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** react-admin's store key for the chosen language, in its default localStorage store ('RaStore.' + key, as JSON). */
const LOCALE_STORE_KEY = 'locale';
const STORED_LOCALE = `RaStore.${LOCALE_STORE_KEY}`;

/** The language last used in this browser (react-admin's store), if any: the screens outside <Admin> read it too. */
function storedLocale(): Locale | undefined {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STORED_LOCALE) ?? 'null');
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's own language (navigator.languages: what it sends as Accept-Language). */
export const browserLocale = (): Locale =>
  typeof navigator === 'undefined' ? DEFAULT_LOCALE : localeFrom(navigator.languages);

/** Before anyone has chosen: the language last used in this browser, else the browser's own. */
export const startingLocale = (): Locale => storedLocale() ?? browserLocale();
