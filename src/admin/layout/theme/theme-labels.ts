// The theme control's words, one per choice (issue 29 item 2), in the user's language (messages/shell).
import type { TranslateFunction } from 'react-admin';
import type { ThemeChoice } from '../../../shared/api/theme.js';
import { englishText } from '../../i18n/use-text.js';

export const themeLabel = (choice: ThemeChoice, text: TranslateFunction = englishText): string =>
  text(`shell.theme.${choice}`);
