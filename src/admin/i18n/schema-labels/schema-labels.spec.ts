// Every entity and every field of the YAML schema has its label in French,
// German and Spanish (issue 29 item 1): a field added to schema/entities/*.yaml
// fails here until src/admin/i18n/schema-labels/{fr,de,es}.ts name it.
// English is the schema's own text, and the lookup falls back to it.
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { ALL_PACKS } from '../languages/all.js';
import { loadLanguage } from '../language-loader.js';
import { resourceNameText, schemaLabelsIn } from './lookup.js';

/** Every language but English (whose labels are SCHEMA's), as its chunk carries them. */
const SCHEMA_LABELS = { fr: ALL_PACKS.fr.schemaLabels ?? {}, de: ALL_PACKS.de.schemaLabels ?? {}, es: ALL_PACKS.es.schemaLabels ?? {} };

// A spec without a document: the setup loads no language here (tests/support/languages.ts); the lookups need theirs.
beforeAll(() => Promise.all((['fr', 'de', 'es'] as const).map(loadLanguage)));

const filled = (text: string | undefined) => typeof text === 'string' && text.trim() !== '';

describe.each(Object.entries(SCHEMA_LABELS))('the schema labels in %s', (locale, labels) => {
  it('name every entity, its plural and every field (add the missing ones to its file)', () => {
    const missing = Object.values(SCHEMA).flatMap((entity) => {
      const own = Object.hasOwn(labels, entity.name) ? labels[entity.name] : undefined;
      return [
        ...(filled(own?.label) ? [] : [`${entity.name}.label`]),
        ...(filled(own?.labelPlural) ? [] : [`${entity.name}.labelPlural`]),
        ...Object.keys(entity.fields)
          .filter((field) => !(own && Object.hasOwn(own.fields, field) && filled(own.fields[field])))
          .map((field) => `${entity.name}.fields.${field}`),
      ];
    });
    expect({ locale, missing }).toEqual({ locale, missing: [] });
  });

  it('name nothing the schema does not have (a renamed or removed entity or field)', () => {
    const unknown = Object.entries(labels).flatMap(([entity, own]) =>
      Object.hasOwn(SCHEMA, entity)
        ? Object.keys(own.fields)
            .filter((field) => !Object.hasOwn(SCHEMA[entity].fields, field))
            .map((field) => `${entity}.fields.${field}`)
        : [entity],
    );
    expect({ locale, unknown }).toEqual({ locale, unknown: [] });
  });
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
    expect(resourceNameText('resources.Redirect.forcedCaseName', { smart_count: 1 }, schemaLabelsIn('fr'))).toBe('redirection');
    expect(resourceNameText('resources.NoSuchEntity.name', {}, german)).toBeUndefined();
    expect(resourceNameText('resources.Redirect.notifications.deleted', {}, german)).toBeUndefined();
  });
});
