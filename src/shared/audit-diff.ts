// The field-level changes an AuditLog row holds (data/audit.ts writes
// {field: [before, after]}, secret fields as '[redacted]'), as rows the
// changes tab lists and exports. Entries written before that shape, as
// {field: {from, to}}, read the same way.
interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function pair(value: unknown): [unknown, unknown] | undefined {
  if (Array.isArray(value) && value.length === 2) return [value[0], value[1]];
  if (value && typeof value === 'object' && ('from' in value || 'to' in value)) {
    const v = value as { from?: unknown; to?: unknown };
    return [v.from ?? null, v.to ?? null];
  }
  return undefined;
}

/** The changes of one audit row, in the order it lists them; nothing for a row without a diff. */
export function fieldChanges(diff: unknown): FieldChange[] {
  if (!diff || typeof diff !== 'object' || Array.isArray(diff)) return [];
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(diff as Record<string, unknown>)) {
    const p = pair(value);
    if (p) changes.push({ field, before: p[0], after: p[1] });
  }
  return changes;
}

/** A value as the changes tab shows it: text as it is, other values as JSON, none as an empty string. */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
