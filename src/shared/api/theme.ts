// The admin's colour theme, kept per user on the server (issue 29 item 2;
// docs/decisions/0098): light, dark, or as the system says
// (`prefers-color-scheme`). Stored as 'light' / 'dark', and null for 'system'.
import { Type, type Static } from 'typebox';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const ThemeSetting = Type.Object(
  {
    theme: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')], {
      description: "'system' follows the browser's prefers-color-scheme.",
    }),
  },
  { additionalProperties: false },
);
export type ThemeSetting = Static<typeof ThemeSetting>;

/** The stored column's value as a choice: anything but 'light' or 'dark' is the system's. */
export const themeOfStored = (stored: string | null | undefined): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';
