// The theme control's words, one per choice (issue 29 item 2).
import type { ThemeChoice } from '../../../shared/api/theme.js';

export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'Theme as the system',
};
