// Shows a rich-text field rendered (show views), after the admin's own sanitising.
import { useRecordContext } from 'react-admin';
import type { FieldMeta } from '../../shared/schema-model.js';
import { safeHtml } from './rich-text.js';

export function RichTextField({ field }: { field: FieldMeta }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  if (typeof value !== 'string' || !value) return <span />;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: safeHtml(value) }} />;
}
