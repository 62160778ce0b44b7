// The lists' range text shows its numbers in the en-US style (spec §9).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './language-loader.js';
import { createI18nProvider, i18nProvider, withNumbersFormatted } from './provider.js';

// A spec without a document: the setup loads no language here (tests/support/languages.ts).
beforeAll(() => Promise.all((['fr', 'de', 'es'] as const).map(loadLanguage)));

describe('i18nProvider', () => {
  it('formats the pagination range in the en-US style', () => {
    expect(
      i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1001, offsetEnd: 1020, total: 1234567 }),
    ).toBe('1,001-1,020 of 1,234,567');
    expect(i18nProvider.translate('ra.navigation.partial_page_range_info', { offsetBegin: 1, offsetEnd: 5000 })).toBe(
      '1-5,000 of more than 5,000',
    );
  });

  it('leaves other texts’ options alone (smart_count stays a number)', () => {
    const options = { smart_count: 1500, name: 'Tag' };
    expect(withNumbersFormatted('ra.message.bulk_delete_content', options)).toBe(options);
    expect(i18nProvider.translate('ra.action.confirm')).toBe('Yes, continue');
  });
});

describe('save, add and delete toasts', () => {
  it('name the thing instead of react-admin’s "Element updated"', () => {
    expect(
      i18nProvider.translate('resources.Tag.notifications.updated', { smart_count: 1, _: 'Element updated' }),
    ).toBe('Tag saved');
    expect(i18nProvider.translate('resources.Tag.notifications.created', { smart_count: 1 })).toBe('Tag added');
    expect(i18nProvider.translate('resources.Tag.notifications.deleted', { smart_count: 3 })).toBe('3 tags deleted');
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 1 })).not.toMatch(/Element/);
  });
});

describe('in the other languages', () => {
  it('names the thing in the toasts, in the language', () => {
    const fr = createI18nProvider('fr');
    expect(fr.translate('resources.Tag.notifications.updated', { smart_count: 1 })).toBe('Étiquette enregistré(e)');
    expect(fr.translate('resources.Tag.notifications.deleted', { smart_count: 3 })).toBe('3 étiquettes supprimé(e)s');
    expect(createI18nProvider('de').translate('resources.Tag.notifications.created', { smart_count: 1 })).toBe(
      'Tag hinzugefügt',
    );
    // German keeps its nouns' capital in the sentence.
    expect(createI18nProvider('de').translate('resources.Redirect.notifications.deleted', { smart_count: 3 })).toBe(
      '3 Weiterleitungen gelöscht',
    );
    expect(createI18nProvider('es').translate('ra.notification.deleted', { smart_count: 2 })).toBe(
      'Se han eliminado 2 registros',
    );
  });

  it("names the resource in react-admin's own texts (its delete dialogs), in the language", () => {
    const fr = createI18nProvider('fr');
    expect(fr.translate('resources.Redirect.name', { smart_count: 1 })).toBe('Redirection');
    expect(fr.translate('resources.Redirect.forcedCaseName', { smart_count: 2 })).toBe('redirections');
    expect(createI18nProvider('en').translate('resources.Redirect.name', { smart_count: 2 })).toBe('Redirects');
  });

  it("shows the list range's numbers in the language's style (English keeps en-US)", () => {
    expect(
      createI18nProvider('de').translate('ra.navigation.page_range_info', {
        offsetBegin: 1001,
        offsetEnd: 1020,
        total: 1234567,
      }),
    ).toBe('1.001-1.020 von 1.234.567');
    expect(
      createI18nProvider('fr').translate('ra.navigation.page_range_info', {
        offsetBegin: 1,
        offsetEnd: 20,
        total: 1234567,
      }),
    ).toBe('1-20 sur 1\u202f234\u202f567');
    expect(
      createI18nProvider('en').translate('ra.navigation.page_range_info', {
        offsetBegin: 1001,
        offsetEnd: 1020,
        total: 1234567,
      }),
    ).toBe('1,001-1,020 of 1,234,567');
  });

  it('follows a change of language', async () => {
    const provider = createI18nProvider('en');
    await provider.changeLocale('de');
    expect(provider.translate('shell.myAccount')).toBe('Mein Konto');
  });
});
