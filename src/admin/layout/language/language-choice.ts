// The user's language (issue 29 item 1; docs/decisions/0103): English,
// French, German or Spanish. react-admin keeps the language in its store
// under 'locale' (useLocaleState; <Admin> re-renders every screen in it);
// the server keeps the same choice on the account, so it follows the user to
// another browser (LanguageSync reads it back at sign-in). Until a user has
// chosen, the browser's language applies (provider.ts startingLocale).
import { useLocaleState, useNotify } from 'react-admin';
import { languageOfStored, type Language, type LanguageSetting } from '../../../shared/api/language.js';
import { isLocale, type Locale } from '../../i18n/locales.js';
import { useText } from '../../i18n/use-text.js';
import { createHttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const LANGUAGE_URL = `${API_PREFIX.account}/language`;

const http = createHttpClient();

export async function readServerLanguage(): Promise<Language | null> {
  return languageOfStored(((await http(LANGUAGE_URL, { method: 'GET' })).json as LanguageSetting).language);
}

async function saveServerLanguage(language: Language): Promise<void> {
  await http(LANGUAGE_URL, { method: 'PUT', body: JSON.stringify({ language } satisfies LanguageSetting) });
}

// When the user last chose here: a server read that started before it must not undo the choice.
let lastChoiceAt = 0;
export const choiceMadeSince = (time: number) => lastChoiceAt >= time;

/** The language shown now, and choosing one: shown at once, then saved on the account; a failed save says so and keeps the language. */
export function useLanguageChoice(): { locale: Locale; choose: (locale: Locale) => void } {
  const [current, setLocale] = useLocaleState();
  const notify = useNotify();
  const text = useText();
  const choose = (next: Locale) => {
    lastChoiceAt = Date.now();
    // Said in the language being left: the screens re-render in the new one right after.
    const failed = text('shell.languageNotSaved');
    setLocale(next);
    saveServerLanguage(next).catch(() => notify(failed, { type: 'warning' }));
  };
  return { locale: isLocale(current) ? current : 'en', choose };
}
