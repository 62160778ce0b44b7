// The changes tab's CSV: one line per changed field, so a spreadsheet can
// filter by field as the screen does (cells neutralised by src/shared/csv.ts).
import { changeText, fieldChanges } from '../../../../shared/audit-diff.js';
import { toCsv } from '../../../../shared/csv.js';

export interface AuditRow {
  AlId: number;
  Date: string;
  Type: string;
  UserName: string | null;
  Impersonator: string | null;
  Entity: string | null;
  EntityKey: string | null;
  Diff: unknown;
}

const CHANGES_COLUMNS = [
  'Date',
  'User',
  'Impersonated by',
  'Action',
  'Entity',
  'Record key',
  'Field',
  'Before',
  'After',
];

export function changesCsv(rows: AuditRow[]): string {
  const lines = rows.flatMap((r) => {
    const base = {
      Date: r.Date,
      User: r.UserName,
      'Impersonated by': r.Impersonator,
      Action: r.Type,
      Entity: r.Entity,
      'Record key': r.EntityKey,
    };
    const changes = fieldChanges(r.Diff);
    if (!changes.length) return [base];
    return changes.map((c) => ({ ...base, Field: c.field, Before: changeText(c.before), After: changeText(c.after) }));
  });
  return toCsv(CHANGES_COLUMNS, lines);
}
