// Loads a language's chunk once (language-pack.ts) and keeps it, so the
// i18n provider can answer its messages at once afterwards. Small on
// purpose: the app's entry (main.tsx) loads the starting language with it
// before the app itself, so the first screen already speaks it; a language
// chosen later loads through the provider's changeLocale.
import type { LanguagePack } from './language-pack.js';
import type { Locale } from './locales.js';

type Translated = Exclude<Locale, 'en'>;

const LOADERS: Record<Translated, () => Promise<{ default: LanguagePack }>> = {
  fr: () => import('./languages/fr.js'),
  de: () => import('./languages/de.js'),
  es: () => import('./languages/es.js'),
};

const loaded = new Map<Locale, LanguagePack>();
const loading = new Map<Locale, Promise<LanguagePack>>();

/** The pack of a language loaded before (English is the provider's own and never here). */
export const loadedPack = (locale: Locale): LanguagePack | undefined => loaded.get(locale);

/** Loads `locale`'s pack (once; English needs none and answers undefined). */
export function loadLanguage(locale: Locale): Promise<LanguagePack | undefined> {
  if (locale === 'en') return Promise.resolve(undefined);
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      (m) => {
        loaded.set(locale, m.default);
        return m.default;
      },
      (err: unknown) => {
        loading.delete(locale); // a failed chunk (a network blip) is asked again next time
        throw err;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
