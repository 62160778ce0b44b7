// Every feature's messages exist in every language, with the same keys and
// the same %{placeholders} as English.
import { describe, expect, it } from 'vitest';
import { ALL_PACKS } from './languages/all.js';
import { LOCALES } from './locales.js';
import { messageLeaves as leaves, placeholdersOf as placeholders } from './message-leaves.js';

describe('message files', () => {
  const features = Object.entries(ALL_PACKS.en.features).map(
    ([feature]) =>
      [
        feature,
        Object.fromEntries(LOCALES.map(({ locale }) => [locale, ALL_PACKS[locale].features[feature]])),
      ] as const,
  );

  it('are found', () => {
    expect(features.length).toBeGreaterThan(0);
  });

  for (const [feature, byLocale] of features) {
    it(`${feature}: every language has every English key, no other, and the same placeholders`, () => {
      const english = leaves(byLocale.en ?? {});
      expect(english.size).toBeGreaterThan(0);
      for (const { locale } of LOCALES) {
        const translated = leaves(byLocale[locale] ?? {});
        expect({ locale, keys: [...translated.keys()].sort() }).toEqual({ locale, keys: [...english.keys()].sort() });
        for (const [key, text] of english) {
          expect({ locale, key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({
            locale,
            key,
            placeholders: placeholders(text),
          });
          expect({ locale, key, empty: (translated.get(key) ?? '').trim() === '' }).toEqual({
            locale,
            key,
            empty: false,
          });
        }
      }
    });
  }
});
