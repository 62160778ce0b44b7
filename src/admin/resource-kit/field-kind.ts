// Which component family shows and edits a field: the field-type → component
// registry (design example 6) is keyed by this, not by branches in templates.
import type { FieldMeta } from '../../shared/schema-model.js';

export type FieldKind =
  'integer' | 'number' | 'string' | 'text' | 'richText' | 'boolean' | 'datetime' | 'json' | 'uuid' | 'reference';

export function fieldKind(field: FieldMeta): FieldKind {
  if (field.references) return 'reference';
  return field.format === 'html' ? 'richText' : field.type;
}

/** Written by the server only: shown, never edited. */
export const isServerWritten = (field: FieldMeta) => field.readOnly || !!field.stamp || field.autoIncrement;
