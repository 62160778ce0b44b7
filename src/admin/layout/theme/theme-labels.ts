// The theme control's words, one per choice (issue 29 item 2), in the user's language (messages/shell).
import type { TranslateFunction } from 'react-admin';
import type { ThemeChoice } from '../../../shared/api/theme.js';
import { englishText } from '../../i18n/use-text.js';

export const themeLabel = (choice: ThemeChoice, text: TranslateFunction = englishText): string => text(`shell.theme.${choice}`);

/** The English words, for callers that show no translated text. */
export const THEME_LABELS: Record<ThemeChoice, string> = { light: themeLabel('light'), dark: themeLabel('dark'), system: themeLabel('system') };
