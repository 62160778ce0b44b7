// Pure: the schema and each language's label files in, what those files lack
// ("to translate") and what they name that the schema no longer has
// ("stale") out (issue 40 item 1). A label the YAML gives only in English is
// shown in English meanwhile (schema-labels/lookup.ts), so neither list is
// an error: `npm run gen` prints them, writes them to
// to-translate.generated.ts, and schema-labels.spec.ts holds the files to
// that list, so a translation added or an entity dropped shows up in review.
import type { SchemaModel } from '../../src/shared/schema-model.js';
import type { SchemaLabels } from '../../src/admin/i18n/schema-labels/schema-label-types.js';
import { banner } from './banner.js';

interface LabelsReport {
  /** Language → the label paths it lacks ("Redirect.label", "Redirect.fields.RFrom"), in schema order. */
  toTranslate: Record<string, string[]>;
  /** Language → the label paths it has for entities or fields the schema no longer has. */
  stale: Record<string, string[]>;
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

/** The label paths of one language's file that the schema needs and the file lacks. */
function missingLabels(model: SchemaModel, labels: SchemaLabels): string[] {
  return Object.values(model).flatMap((entity) => {
    const mine = own(labels, entity.name);
    return [
      ...(filled(mine?.label) ? [] : [`${entity.name}.label`]),
      ...(filled(mine?.labelPlural) ? [] : [`${entity.name}.labelPlural`]),
      ...entity.fieldOrder
        .filter((field) => !filled(own(mine?.fields, field)))
        .map((field) => `${entity.name}.fields.${field}`),
    ];
  });
}

/** The label paths of one language's file for entities or fields the schema does not have. */
function staleLabels(model: SchemaModel, labels: SchemaLabels): string[] {
  return Object.entries(labels).flatMap(([entity, mine]) => {
    const known = own(model, entity);
    if (!known) return [entity];
    return Object.keys(mine.fields ?? {})
      .filter((field) => !Object.hasOwn(known.fields, field))
      .map((field) => `${entity}.fields.${field}`);
  });
}

export function labelsReport(model: SchemaModel, byLanguage: Record<string, SchemaLabels>): LabelsReport {
  const report: LabelsReport = { toTranslate: {}, stale: {} };
  for (const [locale, labels] of Object.entries(byLanguage)) {
    report.toTranslate[locale] = missingLabels(model, labels);
    report.stale[locale] = staleLabels(model, labels);
  }
  return report;
}

/** The committed list (to-translate.generated.ts): what each language lacks, and what it names in vain. */
export function emitLabelsReport(report: LabelsReport): string {
  return (
    banner('schema/entities/*.yaml and src/admin/i18n/schema-labels/<language>/*.ts') +
    '// What each language lacks is shown in English until it is translated; add it to that language’s file.\n' +
    '// What a language names that the schema no longer has is ignored; remove it from that file.\n' +
    `export const TO_TRANSLATE: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(report.toTranslate, null, 2)};\n\n` +
    `export const NO_LONGER_IN_THE_SCHEMA: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(report.stale, null, 2)};\n`
  );
}

/** What `npm run gen` prints of the report: nothing when every language is complete and current. */
export function describeLabelsReport(report: LabelsReport): string[] {
  const lines: string[] = [];
  for (const [locale, paths] of Object.entries(report.toTranslate)) {
    if (paths.length) lines.push(`to translate (${locale}, shown in English meanwhile): ${paths.join(', ')}`);
  }
  for (const [locale, paths] of Object.entries(report.stale)) {
    if (paths.length)
      lines.push(`no longer in the schema (${locale}, remove from its labels file): ${paths.join(', ')}`);
  }
  return lines;
}
