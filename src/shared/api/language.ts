// The admin's language, kept per user on the server (issue 29 item 1;
// docs/decisions/0103): English, French, German or Spanish, or null until the
// user chooses one (the admin then follows the browser's Accept-Language).
import { Type, type Static } from 'typebox';

export const LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LanguageSetting = Type.Object(
  {
    language: Type.Union(
      [Type.Literal('en'), Type.Literal('fr'), Type.Literal('de'), Type.Literal('es'), Type.Null()],
      {
        description: "'en', 'fr', 'de' or 'es'; null until chosen (the admin then follows the browser's language).",
        'x-invalid': "must be one of 'en', 'fr', 'de', 'es' or null",
      },
    ),
  },
  { additionalProperties: false },
);
export type LanguageSetting = Static<typeof LanguageSetting>;

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The stored column's value as a language: anything else is "not chosen". */
export const languageOfStored = (stored: string | null | undefined): Language | null =>
  isLanguage(stored) ? stored : null;
