// The account's language from the sign-in answer (issue 41 item 2; docs/decisions/0117): applied before the first
// screen after sign-in renders, so a new browser never shows English for a moment before LanguageSync reads the
// account. It becomes this browser's language (react-admin's store, which <Admin> and main.tsx read) and the i18n
// provider's, its chunk loaded first.
import { i18nProvider } from './provider.js';
import { isLocale } from './locales.js';

/** react-admin's store key of the chosen language (locales.ts reads it as the starting language). */
const STORED_LOCALE = 'RaStore.locale';

export async function applyAccountLanguage(language: unknown): Promise<void> {
  if (!isLocale(language)) return;
  try {
    globalThis.localStorage?.setItem(STORED_LOCALE, JSON.stringify(language));
  } catch {
    // storage refused (private mode): the provider still speaks it for this page
  }
  if (i18nProvider.getLocale() !== language)
    await Promise.resolve(i18nProvider.changeLocale(language)).catch(() => undefined);
}
