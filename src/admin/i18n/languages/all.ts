// Every language's pack at once, for the specs that compare them (and the
// specs' setup, tests/support/languages.ts); the app loads them one by one.
import type { LanguagePack } from '../language-pack.js';
import type { Locale } from '../locales.js';
import en from './en.js';
import fr from './fr.js';
import de from './de.js';
import es from './es.js';

export const ALL_PACKS: Record<Locale, LanguagePack> = { en, fr, de, es };
