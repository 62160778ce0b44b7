// One value of a record ↔ one CSV cell, so that a table exported by the DB
// tools imports back unchanged (issue 16 item 8):
//   - null is an empty cell, an empty text a quoted empty cell ("");
//   - numbers and booleans as literals (true/false), JSON fields as JSON text;
//   - text that a spreadsheet would run as a formula (= + - @, a tab or a CR
//     first, security row 14) gets a leading ' — and so does text that
//     already starts with quotes before such a character — so the import can
//     take exactly one ' off again and never changes a value.
import type { FieldMeta } from '../../shared/schema-model.js';
import { coded } from '../platform/errors.js';

const DEFUSED = /^'*[=+\-@\t\r]/;
const LITERAL_TYPES = new Set(['integer', 'number', 'boolean']);

const quote = (text: string) => (/[",\r\n]/.test(text) || text === '' ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV cell (quoted where needed) of a value as the API gives it. */
export function exportCell(field: FieldMeta, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (LITERAL_TYPES.has(field.type)) return String(value);
  const text = field.type === 'json' ? JSON.stringify(value) : String(value);
  return quote(DEFUSED.test(text) ? `'${text}` : text);
}

export const csvLine = (cells: string[]) => cells.join(',') + '\r\n';

/** A header cell: field names are plain identifiers, but quote anyway for safety. */
export const headerCell = (name: string) => quote(DEFUSED.test(name) ? `'${name}` : name);

/**
 * A cell's text → the value the API takes for the field, or a 422 naming the
 * field. `quoted` tells an empty text ("") from no value (an empty cell).
 */
export function importValue(field: FieldMeta, raw: string, quoted: boolean): unknown {
  const name = field.name;
  if (raw === '' && !quoted) return null;
  const text = !LITERAL_TYPES.has(field.type) && DEFUSED.test(raw.slice(1)) && raw.startsWith("'") ? raw.slice(1) : raw;
  switch (field.type) {
    case 'integer': {
      const n = Number(text.trim());
      if (text.trim() === '' || !Number.isSafeInteger(n))
        throw coded(422, 'csv.wholeNumber', { name, value: clip(text) }, name);
      return n;
    }
    case 'number': {
      const n = Number(text.trim());
      if (text.trim() === '' || !Number.isFinite(n)) throw coded(422, 'csv.number', { name, value: clip(text) }, name);
      return n;
    }
    case 'boolean': {
      const t = text.trim().toLowerCase();
      if (t === 'true' || t === '1') return true;
      if (t === 'false' || t === '0') return false;
      throw coded(422, 'csv.boolean', { name, value: clip(text) }, name);
    }
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        throw coded(422, 'csv.json', { name, value: clip(text) }, name);
      }
    default:
      return text;
  }
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
