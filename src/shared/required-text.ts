// What `required: true` of the schema means for a text field (string, text),
// on every screen and on every write the server takes (issue 41 item 1,
// docs/decisions/0115-one-rule-every-writer.md): a value with something in it
// besides white space. A blank value is no value, so "" or "   " for a
// required text is refused as missing would be: by the generated screens'
// validators (admin resource-kit/field-registry.tsx) before they save, and by
// the data layer (server/platform/data/write-values.ts) for every writer — the generic
// interface's one record, /all and /batch, and the tools writing through it.
import type { FieldMeta } from './schema-model.js';

/** Text fields: the types a blank value makes empty. */
const isTextType = (field: Pick<FieldMeta, 'type'>) => field.type === 'string' || field.type === 'text';

/** True for a required text field given a string that is empty or only white space. */
export function isBlankRequiredText(field: Pick<FieldMeta, 'type' | 'required'>, value: unknown): boolean {
  return field.required && isTextType(field) && typeof value === 'string' && value.trim() === '';
}
