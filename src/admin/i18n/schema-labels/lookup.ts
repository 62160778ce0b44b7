// The YAML schema's labels (entities, their plurals, their fields) in a
// language (issue 29 item 1). English is the schema's own text, read from
// SCHEMA; French, German and Spanish come from the files beside this one,
// which travel in their language's chunk (language-pack.ts).
// What a language lacks falls back to English, and a name the schema does
// not know is shown as it is. Screens use it through useSchemaLabels().
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import type { FieldMeta } from '../../../shared/schema-model.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales.js';
import { loadedPack } from '../language-loader.js';

export interface SchemaLabelLookup {
  locale: Locale;
  /** "Redirection": one record of the entity. */
  entityLabel: (entity: string) => string;
  /** "Redirections": the list, the menu, a count of several. */
  entityPlural: (entity: string) => string;
  fieldLabel: (entity: string, field: string) => string;
  /** The label of one of SCHEMA's own field objects (what the generated screens pass), whose entity it finds. */
  labelOf: (field: FieldMeta) => string;
  /** A label run into a sentence ("New redirect", "Nouveau : redirection", "Neu: Weiterleitung"). */
  inSentence: (label: string) => string;
}

/** Lower case, except the words written in capitals (API, CSS, SEO, URL). */
const lowerButAcronyms = (label: string) =>
  label.replace(/\p{L}+/gu, (word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()));

const IN_SENTENCE: Record<Locale, (label: string) => string> = {
  // As the English screens have always run it in ("New api endpoint").
  en: (label) => label.toLowerCase(),
  fr: lowerButAcronyms,
  // German writes every noun with a capital.
  de: (label) => label,
  es: lowerButAcronyms,
};

/** The field objects of SCHEMA → their entity: a FieldMeta does not name its entity, and "CId" is in many. */
const ENTITY_OF_FIELD = new Map<FieldMeta, string>(
  Object.values(SCHEMA).flatMap((entity) => Object.values(entity.fields).map((field) => [field, entity.name] as const)),
);

/** table[key] when it is the table's own entry (never "constructor" from its prototype). */
const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

function lookupIn(locale: Locale): SchemaLabelLookup {
  const translated = locale === 'en' ? undefined : loadedPack(locale)?.schemaLabels;
  const fieldLabel = (entity: string, field: string) =>
    own(own(translated, entity)?.fields, field) || own(own(SCHEMA, entity)?.fields, field)?.label || field;
  return {
    locale,
    entityLabel: (entity) => own(translated, entity)?.label || own(SCHEMA, entity)?.label || entity,
    entityPlural: (entity) => own(translated, entity)?.labelPlural || own(SCHEMA, entity)?.labelPlural || entity,
    fieldLabel,
    labelOf: (field) => {
      const entity = ENTITY_OF_FIELD.get(field);
      return entity ? fieldLabel(entity, field.name) : field.label;
    },
    inSentence: IN_SENTENCE[locale],
  };
}

const LOOKUPS = new Map<Locale, SchemaLabelLookup>();

/** The labels in `locale` (a language the admin does not speak gets English). */
export function schemaLabelsIn(locale: string): SchemaLabelLookup {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let lookup = LOOKUPS.get(known);
  if (lookup) return lookup;
  lookup = lookupIn(known);
  // Kept once its language has loaded (English always): asked before, it answers English and is made again later.
  if (known === 'en' || loadedPack(known)) LOOKUPS.set(known, lookup);
  return lookup;
}

const RESOURCE_NAME = /^resources\.([A-Za-z0-9_]+)\.(name|forcedCaseName)$/;

/**
 * react-admin's own name for a resource (its delete dialogs, its default
 * titles): the entity's label for one, its plural for several, in the
 * language; undefined for any other key. `forcedCaseName` is the name run
 * into a sentence, which spares German react-admin's all-lower-case one.
 */
export function resourceNameText(
  key: string,
  options: Record<string, unknown> | undefined,
  labels: SchemaLabelLookup,
): string | undefined {
  const [, entity = '', form] = RESOURCE_NAME.exec(key) ?? [];
  if (!Object.hasOwn(SCHEMA, entity)) return undefined;
  const name = (options?.smart_count ?? 1) === 1 ? labels.entityLabel(entity) : labels.entityPlural(entity);
  return form === 'forcedCaseName' ? labels.inSentence(name) : name;
}
