// CSV for exports (spec §7 "A CSV export can re-fetch all rows"; security
// row 14): RFC 4180 quoting, and cells that a spreadsheet would run as a
// formula (starting with = + - @, a tab or a carriage return) are prefixed
// with a single quote so they open as text. Numbers stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Numbers and booleans are literals to a spreadsheet; only text can be a formula.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return lines.join('\r\n') + '\r\n';
}
