// Reads the account's language once the user is signed in (and again for a
// different user), so a choice made in another browser applies here too
// (issue 29 item 1). An account that never chose speaks the browser's
// language. A choice made here meanwhile wins; a failed read changes nothing.
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { browserLocale } from '../../i18n/provider.js';
import { choiceMadeSince, readServerLanguage } from './language-choice.js';

// The user whose language was read in this page: changing the language re-mounts every screen (react-admin's
// I18nContextProvider), this one included, and a second read could answer before the new choice is saved.
let syncedFor: string | undefined;

export function LanguageSync({ userId }: { userId: string }) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (syncedFor === userId) return;
    syncedFor = userId;
    const started = Date.now();
    let current = true;
    readServerLanguage()
      .then((language) => {
        const wanted = language ?? browserLocale();
        if (current && !choiceMadeSince(started) && wanted !== locale) setLocale(wanted);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once per signed-in user: the store's later changes are the user's own choices.
  }, [userId]);
  return null;
}
