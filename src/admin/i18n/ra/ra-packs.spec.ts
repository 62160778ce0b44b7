// react-admin's own texts in every language (issue 29 item 1): our German and
// Spanish packs, and the French one from npm, have every key of
// ra-language-english 5 with the same %{placeholders}; the spec's confirm
// texts stay English's own and get their equivalent in the others.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../language-loader.js';
import englishMessages from 'ra-language-english';
import { createI18nProvider } from '../provider.js';
import { LOCALES } from '../locales.js';
import { SPEC_CONFIRM } from './index.js';
import { ALL_PACKS } from '../languages/all.js';
import { messageLeaves as leaves, placeholdersOf as placeholders } from '../message-leaves.js';
import type { MessageTree as Tree } from '../message-types.js';

// A spec without a document: the setup loads no language here (tests/support/languages.ts).
beforeAll(() => Promise.all((['fr', 'de', 'es'] as const).map(loadLanguage)));

describe("react-admin's own texts", () => {
  const english = leaves(englishMessages as unknown as Tree);

  for (const { locale } of LOCALES) {
    it(`${locale}: has every key of ra-language-english, with its placeholders`, () => {
      const pack = leaves(ALL_PACKS[locale].reactAdmin as unknown as Tree);
      expect({ locale, missing: [...english.keys()].filter((key) => !pack.has(key)) }).toEqual({ locale, missing: [] });
      for (const [key, text] of english) {
        // Polyglot's plural forms may drop %{name} in one form; every placeholder a translation uses must exist in English.
        expect({
          locale,
          key,
          extra: placeholders(pack.get(key) ?? '').filter((p) => !placeholders(text).includes(p)),
        }).toEqual({ locale, key, extra: [] });
        if (key !== 'ra.boolean.null')
          expect({ locale, key, empty: (pack.get(key) ?? '').trim() === '' }).toEqual({ locale, key, empty: false });
      }
    });
  }

  it("keeps the spec's confirm texts in English and says the same in the others", () => {
    expect(createI18nProvider('en').translate('ra.action.confirm')).toBe('Yes, continue');
    expect(
      createI18nProvider('en').translate('ra.message.delete_title', { name: 'page', recordRepresentation: 'Home' }),
    ).toBe('Are you sure?');
    expect(createI18nProvider('fr').translate('ra.message.delete_title', { name: 'page' })).toBe('Êtes-vous sûr ?');
    expect(createI18nProvider('fr').translate('ra.action.confirm')).toBe('Oui, continuer');
    expect(createI18nProvider('de').translate('ra.message.bulk_delete_title', { smart_count: 2 })).toBe(
      'Sind Sie sicher?',
    );
    expect(createI18nProvider('es').translate('ra.action.confirm')).toBe('Sí, continuar');
    expect(SPEC_CONFIRM.fr.title).toBe(ALL_PACKS.fr.reactAdmin.ra.message.are_you_sure);
  });

  it('speaks German and Spanish, not English, for react-admin’s words', () => {
    expect(createI18nProvider('de').translate('ra.action.save')).toBe('Speichern');
    expect(createI18nProvider('es').translate('ra.navigation.page_rows_per_page')).toBe('Filas por página:');
  });
});
