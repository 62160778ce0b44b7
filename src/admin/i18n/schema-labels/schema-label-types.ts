// The shape of one language's schema labels: entities with their label, their
// plural and a label per field, keyed as the schema names them. Every part is
// optional on purpose (issue 40 item 1): an entity or field the YAML has just
// gained, in English only, shows its English label in the other languages
// until someone translates it, and never stops the type check. What is
// missing is listed by `npm run gen` as "to translate" and kept in
// to-translate.generated.ts (codegen/emit/schema-labels-report.ts);
// schema-labels.spec.ts checks the files against that list and the schema.
export interface EntityLabels {
  label?: string;
  labelPlural?: string;
  fields?: { readonly [field: string]: string };
}

/** One language's labels, by entity name. */
export type SchemaLabels = Readonly<Record<string, EntityLabels>>;
