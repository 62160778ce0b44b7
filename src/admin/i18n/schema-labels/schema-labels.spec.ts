// The schema's labels in French, German and Spanish (issue 29 item 1), with
// English, the YAML's own text, for whatever a language lacks (issue 40 item 1):
// `npm run gen` lists those as "to translate" in to-translate.generated.ts
// (and gen:check keeps that list true), never as an error.
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { loadLanguage } from '../language-loader.js';
import { isLocale } from '../locales.js';
import { resourceNameText, schemaLabelsIn } from './lookup.js';
import { NO_LONGER_IN_THE_SCHEMA, TO_TRANSLATE } from './to-translate.generated.js';

// A spec without a document: the setup loads no language here (tests/support/languages.ts); the lookups need theirs.
beforeAll(() => Promise.all((['fr', 'de', 'es'] as const).map(loadLanguage)));

describe('what is still to translate', () => {
  it('is listed for every language the admin speaks but English', () => {
    expect(Object.keys(TO_TRANSLATE).sort()).toEqual(['de', 'es', 'fr']);
    expect(Object.keys(NO_LONGER_IN_THE_SCHEMA).sort()).toEqual(['de', 'es', 'fr']);
  });

  it('names as no longer in the schema only what the schema lacks', () => {
    for (const path of Object.values(NO_LONGER_IN_THE_SCHEMA).flat()) {
      const [entity = '', , field = ''] = path.split('.');
      expect(Object.hasOwn(SCHEMA, entity) && Object.hasOwn(SCHEMA[entity].fields, field), path).toBe(false);
    }
  });

  it.each(Object.entries(TO_TRANSLATE).flatMap(([locale, paths]) => paths.map((path) => [locale, path] as const)))(
    '%s: %s is shown in English',
    (locale, path) => {
      expect(isLocale(locale)).toBe(true);
      const [entity = '', part = '', field = ''] = path.split('.');
      const labels = schemaLabelsIn(locale);
      if (part === 'label') expect(labels.entityLabel(entity)).toBe(SCHEMA[entity].label);
      else if (part === 'labelPlural') expect(labels.entityPlural(entity)).toBe(SCHEMA[entity].labelPlural);
      else expect(labels.fieldLabel(entity, field)).toBe(SCHEMA[entity].fields[field].label);
    },
  );
});

describe('schemaLabelsIn', () => {
  it("speaks the schema's own English", () => {
    const english = schemaLabelsIn('en');
    expect(english.entityLabel('Redirect')).toBe(SCHEMA.Redirect.label);
    expect(english.entityPlural('Content')).toBe(SCHEMA.Content.labelPlural);
    expect(english.fieldLabel('Content', 'CTitle')).toBe(SCHEMA.Content.fields.CTitle.label);
    expect(english.labelOf(SCHEMA.Content.fields.CSeoTitle)).toBe('SEO title');
  });

  it('finds the translation, the field’s entity by the field itself', () => {
    const french = schemaLabelsIn('fr');
    expect(french.entityLabel('Redirect')).toBe('Redirection');
    expect(french.entityPlural('Redirect')).toBe('Redirections');
    expect(french.fieldLabel('Content', 'CTitle')).toBe('Titre');
    // "CId" is in many entities: the field object says which one.
    expect(french.labelOf(SCHEMA.Comment.fields.CId)).toBe('Article de blog');
    expect(french.labelOf(SCHEMA.ContentBlock.fields.CId)).toBe('Contenu');
    expect(schemaLabelsIn('de').fieldLabel('Content', 'CTitle')).toBe('Titel');
    expect(schemaLabelsIn('es').fieldLabel('Content', 'CTitle')).toBe('Título');
  });

  it('falls back to English for a language it does not speak, and to the name for what the schema does not have', () => {
    expect(schemaLabelsIn('it').entityLabel('Redirect')).toBe('Redirect');
    const french = schemaLabelsIn('fr');
    expect(french.entityLabel('NoSuchEntity')).toBe('NoSuchEntity');
    expect(french.fieldLabel('Redirect', 'NoSuchField')).toBe('NoSuchField');
    expect(french.fieldLabel('Redirect', 'constructor')).toBe('constructor');
    expect(french.labelOf({ ...SCHEMA.Redirect.fields.RFrom, label: 'A copy' })).toBe('A copy');
  });

  it('runs a label into a sentence as each language writes it', () => {
    expect(schemaLabelsIn('en').inSentence('API endpoint')).toBe('api endpoint');
    expect(schemaLabelsIn('fr').inSentence('Point de terminaison d’API')).toBe('point de terminaison d’API');
    expect(schemaLabelsIn('es').inSentence('CSS de página')).toBe('CSS de página');
    expect(schemaLabelsIn('de').inSentence('Weiterleitung')).toBe('Weiterleitung');
  });
});

describe('resourceNameText', () => {
  it("answers react-admin's resource names: one, several, and run into a sentence", () => {
    const german = schemaLabelsIn('de');
    expect(resourceNameText('resources.Redirect.name', { smart_count: 1 }, german)).toBe('Weiterleitung');
    expect(resourceNameText('resources.Redirect.name', { smart_count: 3 }, german)).toBe('Weiterleitungen');
    expect(resourceNameText('resources.Redirect.forcedCaseName', { smart_count: 1 }, schemaLabelsIn('fr'))).toBe(
      'redirection',
    );
    expect(resourceNameText('resources.NoSuchEntity.name', {}, german)).toBeUndefined();
    expect(resourceNameText('resources.Redirect.notifications.deleted', {}, german)).toBeUndefined();
  });
});
