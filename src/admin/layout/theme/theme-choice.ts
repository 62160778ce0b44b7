// The user's theme choice (issue 29 item 2; docs/decisions/0098): light,
// dark or as the system. react-admin keeps the choice in its store under
// 'theme' ('light' or 'dark', what <Admin theme darkTheme> reads); 'system'
// is no stored value, so react-admin falls back to prefers-color-scheme and
// follows it live. The server keeps the same choice on the account, so it
// follows the user to another browser (ThemeSync reads it back).
import { useNotify, useRemoveFromStore, useStore } from 'react-admin';
import { themeOfStored, type ThemeChoice, type ThemeSetting } from '../../../shared/api/theme.js';
import { createHttpClient } from '../../providers/http-client.js';
import { useText } from '../../i18n/use-text.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

/** react-admin's own store key (its useTheme and ThemeProvider read it). */
const THEME_STORE_KEY = 'theme';
const THEME_URL = `${API_PREFIX.account}/theme`;

const http = createHttpClient();

export async function readServerTheme(): Promise<ThemeChoice> {
  return ((await http(THEME_URL, { method: 'GET' })).json as ThemeSetting).theme;
}

async function saveServerTheme(theme: ThemeChoice): Promise<void> {
  await http(THEME_URL, { method: 'PUT', body: JSON.stringify({ theme } satisfies ThemeSetting) });
}

/** The choice in react-admin's store, and how to put one there (nothing else: see useThemeChoice for saving). */
export function useStoredTheme(): { choice: ThemeChoice; apply: (choice: ThemeChoice) => void } {
  const [stored, setStored] = useStore<string | undefined>(THEME_STORE_KEY);
  const remove = useRemoveFromStore(THEME_STORE_KEY);
  const apply = (choice: ThemeChoice) => (choice === 'system' ? remove() : setStored(choice));
  return { choice: themeOfStored(stored), apply };
}

// When the user last chose here: a server read that started before it must not undo the choice.
let lastChoiceAt = 0;
export const choiceMadeSince = (time: number) => lastChoiceAt >= time;

/** Choosing in the shell: shown at once, then saved on the account; a failed save says so and keeps the look. */
export function useThemeChoice(): { choice: ThemeChoice; choose: (choice: ThemeChoice) => void } {
  const { choice, apply } = useStoredTheme();
  const notify = useNotify();
  const text = useText();
  const choose = (next: ThemeChoice) => {
    lastChoiceAt = Date.now();
    apply(next);
    saveServerTheme(next).catch(() => notify(text('shell.theme.notSaved'), { type: 'warning' }));
  };
  return { choice, choose };
}
