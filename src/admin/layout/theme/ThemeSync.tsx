// Reads the account's theme once the user is signed in (and again for a
// different user), so a choice made in another browser applies here too
// (issue 29 item 2). Until it answers, the browser's last choice shows;
// a choice made here meanwhile wins. A failed read changes nothing.
import { useEffect } from 'react';
import { choiceMadeSince, readServerTheme, useStoredTheme } from './theme-choice.js';

export function ThemeSync({ userId }: { userId: string }) {
  const { apply } = useStoredTheme();
  useEffect(() => {
    const started = Date.now();
    let current = true;
    readServerTheme()
      .then((theme) => {
        if (current && !choiceMadeSince(started)) apply(theme);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once per signed-in user: the store's later changes are the user's own choices.
  }, [userId]);
  return null;
}
