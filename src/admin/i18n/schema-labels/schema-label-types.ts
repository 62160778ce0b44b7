// The shape of one language's schema labels: every entity of the YAML schema
// with its label, its plural and a label per field, keyed as the schema
// names them. Written as `export default { … } satisfies SchemaLabels;`, a
// language file fails to compile on a missing entity or a missing field of
// the generated record types. Secret fields (a password hash, a key's value)
// are left out of those types, so the index signature lets them in;
// schema-labels.spec.ts checks every field and every name at run time.
import type { EntityName, EntityRecords } from '../../../shared/generated/entities.generated.js';

export interface EntityLabels<Field extends string> {
  label: string;
  labelPlural: string;
  fields: { readonly [F in Field]: string } & { readonly [secretField: string]: string };
}

export type SchemaLabels = { readonly [E in EntityName]: EntityLabels<keyof EntityRecords[E] & string> };

/** One language's labels as the lookup reads them (any entity name, for names the schema does not know). */
export type SchemaLabelTable = Readonly<Record<string, EntityLabels<string>>>;
