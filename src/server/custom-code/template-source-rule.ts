// The rule every write of Template.TSource (a page template's Liquid source) obeys, whoever makes it: Template
// Files (page-templates.ts) checks before it saves, and the data layer (data/write-rules.ts) applies this to each
// Template record written through the generic interface (/api/v1/db/template: one record, update-many, batch), in
// the write's transaction, so a multi-record write with one bad source changes nothing. The check is the same
// liquidjs parse (liquid-check.ts); the 422 names `TSource` with the line and column.
// A source left as it is stored is not checked again (a PUT sending the record back unchanged, or an older row
// saved before this rule), nor is an empty or null one (no source).
import type { Queryable, Row } from '../platform/db/executor.js';
import { requireValidLiquid } from './liquid-check.js';

export function guardTemplateWrite(
  _tx: Queryable,
  before: Row | undefined,
  values: Record<string, unknown> | undefined,
): Promise<void> {
  const source = values?.TSource;
  if (typeof source === 'string' && source !== '' && source !== before?.TSource) requireValidLiquid(source, 'TSource');
  return Promise.resolve();
}
