// A CSV file into one entity (issue 16 item 8): every row is checked by the
// schema's rules and written through the generic interface's own writers
// (insertOne/updateOne: types, lengths, required fields, guards, one audit
// row per record), all in one transaction — a bad row anywhere leaves the
// table as it was. Every row is checked, not just up to the first bad one:
// each runs under a savepoint (PostgreSQL refuses every later statement of a
// transaction once one failed), a refused row is rolled back to it, and the
// 422 lists each problem with its line and field (the first
// CSV_IMPORT_MAX_PROBLEMS, and how many there were). A row whose key
// names a stored record updates the fields that differ; a row without a key
// (an entity numbered by the database) creates one. A dry run does exactly
// the same inside the transaction, then rolls it back, so what it lists is
// what the import would do, database constraints included.
import { parse } from 'csv-parse/sync';
import type { CsvImportResult, CsvRowChange, CsvRowOutcome } from '../../shared/api/db-tools.js';
import { CSV_IMPORT_MAX_PROBLEMS, CSV_IMPORT_MAX_ROWS } from '../../shared/api/db-tools.js';
import type { EntityMeta, FieldMeta } from '../../shared/schema-model.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { Executor, Queryable, Row } from '../platform/db/executor.js';
import { rowWriter, toDatabase } from '../platform/data/codec.js';
import { fieldNamed, visibleFields } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { keyText, type KeyValues } from '../platform/data/keys.js';
import { authorize, findRow } from '../platform/data/reads.js';
import { insertOne, updateOne } from '../platform/data/writes.js';
import { ApiError, coded, fromDatabaseError, type ErrorItem } from '../platform/errors.js';
import { errorMessage, type ErrorCode, type ErrorParams } from '../../shared/api/error-codes.js';
import type { KeyRing } from '../platform/secrets/key-ring.js';
import { importValue } from './csv-cells.js';

interface Cell {
  value: string;
  quoted: boolean;
}

interface ParsedRecord {
  line: number;
  cells: Cell[];
}

/** One refused row (or header column): its line, the field when one is to blame, and why. */
interface CsvProblem extends ErrorItem {
  line: number;
  status: number;
}

/**
 * The answer to a file with refused rows: the contract's error shape, each
 * item a problem with its line (the message starts "Line N, Field:" so a
 * client that shows only the first still says where), at most
 * CSV_IMPORT_MAX_PROBLEMS of them, and problemCount telling how many in all.
 */
class CsvImportRefused extends ApiError {
  constructor(readonly problems: CsvProblem[]) {
    // One kind of refusal keeps its status (409 for duplicate keys); a mix is a 422.
    super(
      new Set(problems.map((p) => p.status)).size === 1 ? problems[0].status : 422,
      problems[0].message,
      problems[0].field,
    );
  }
  override body() {
    const listed = this.problems.slice(0, CSV_IMPORT_MAX_PROBLEMS).map(({ line, message, field, code, params }) => ({
      message,
      ...(field ? { field } : {}),
      line,
      ...(code ? { code, params: params ?? {} } : {}),
    }));
    return { errors: listed, status: this.status, problemCount: this.problems.length };
  }
}

/** Thrown inside the transaction to roll a dry run back with its answer. */
class DryRunDone extends Error {
  constructor(readonly result: CsvImportResult) {
    super('dry run');
  }
}

export async function importCsv(
  db: Executor,
  actor: Actor,
  entity: EntityMeta,
  csv: string,
  dryRun: boolean,
  ring?: KeyRing,
): Promise<CsvImportResult> {
  const [header, ...records] = parseCsv(csv);
  if (!header) throw coded(422, 'csv.empty');
  const columns = headerColumns(entity, header.cells);
  if (!records.length) throw coded(422, 'csv.noRecords');
  if (records.length > CSV_IMPORT_MAX_ROWS)
    throw coded(422, 'csv.tooMany', { count: records.length, max: CSV_IMPORT_MAX_ROWS });
  const writtenColumns = columns.filter((c) => !c.ignored);
  const result: CsvImportResult = {
    entity: entity.name,
    dryRun,
    created: 0,
    updated: 0,
    unchanged: 0,
    ignoredColumns: columns.filter((c) => c.ignored).map((c) => c.field.name),
    rows: [],
  };
  const problems: CsvProblem[] = [];
  try {
    return await db.transaction(async (tx) => {
      for (const record of records) {
        await tx.exec('SAVEPOINT csv_row');
        try {
          const outcome = await importRecord(tx, actor, entity, writtenColumns, record, dryRun, ring);
          await tx.exec('RELEASE SAVEPOINT csv_row');
          result.rows.push(outcome);
          result[outcome.action === 'create' ? 'created' : outcome.action === 'update' ? 'updated' : 'unchanged']++;
        } catch (e) {
          const problem = problemAt(record.line, e); // rethrows what is not the row's fault
          await tx.exec('ROLLBACK TO SAVEPOINT csv_row; RELEASE SAVEPOINT csv_row');
          problems.push(problem);
        }
      }
      if (problems.length) throw new CsvImportRefused(problems);
      if (dryRun) throw new DryRunDone(result);
      await auditEvent(tx, {
        type: 'Import',
        message: `Imported CSV into ${entity.name}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`,
        userName: actor.userName,
        requestId: actor.requestId,
        impersonator: actor.impersonatorName,
      });
      return result;
    });
  } catch (e) {
    if (e instanceof DryRunDone) return e.result;
    throw e;
  }
}

interface Column {
  index: number;
  field: FieldMeta;
  /** Set by the server (a stamp, a read-only field): read, but never written. */
  ignored: boolean;
}

function headerColumns(entity: EntityMeta, cells: Cell[]): Column[] {
  const seen = new Set<string>();
  const known = visibleFields(entity)
    .map((f) => f.name)
    .join(', ');
  const problems: CsvProblem[] = [];
  const refuse = (code: ErrorCode, params: ErrorParams, field: string) =>
    problems.push({ line: 1, status: 422, message: errorMessage(code, params), field, code, params });
  const columns = cells.flatMap((cell, index): Column[] => {
    const name = cell.value.trim();
    const field = fieldNamed(entity, name);
    if (!field) return (refuse('csv.header.unknown', { name, entity: entity.name, fields: known }, name), []);
    if (field.secret) return (refuse('csv.header.secret', { name }, name), []);
    if (seen.has(name)) return (refuse('csv.header.twice', { name }, name), []);
    seen.add(name);
    const isKey = entity.key.includes(name);
    return [{ index, field, ignored: !isKey && (!!field.stamp || !!field.readOnly) }];
  });
  if (problems.length) throw new CsvImportRefused(problems);
  return columns;
}

async function importRecord(
  tx: Queryable,
  actor: Actor,
  entity: EntityMeta,
  columns: Column[],
  record: ParsedRecord,
  dryRun: boolean,
  ring?: KeyRing,
): Promise<CsvRowOutcome> {
  const values: Record<string, unknown> = {};
  for (const c of columns) {
    const cell = record.cells[c.index];
    values[c.field.name] = importValue(c.field, cell.value, cell.quoted);
  }
  const numbered = entity.key.length === 1 && !!entity.fields[entity.key[0]].autoIncrement;
  const keyGiven = entity.key.every((k) => values[k] !== undefined && values[k] !== null);
  if (!keyGiven) {
    const missing = entity.key.find((k) => values[k] === undefined || values[k] === null)!;
    if (!numbered) throw coded(422, 'csv.keyRequired', { name: missing, entity: entity.name }, missing);
    authorize(actor, entity, 'create');
    const { [missing]: _, ...fields } = values;
    const row = await insertOne(tx, actor, entity, fields, ring);
    return {
      line: record.line,
      action: 'create',
      key: dryRun ? null : keyText(entity.key.map((k) => row[k])),
      changes: creationChanges(fields),
    };
  }
  const key: KeyValues = entity.key.map((k) => toDatabase(entity.fields[k], values[k], tx.dialect));
  const current = await findRow(tx, actor, entity, key, true);
  if (!current) {
    if (numbered) {
      const name = entity.key[0];
      throw coded(422, 'csv.noRecord', { entity: entity.label, key: keyText(key), name }, name);
    }
    authorize(actor, entity, 'create');
    const row = await insertOne(tx, actor, entity, values, ring);
    return {
      line: record.line,
      action: 'create',
      key: keyText(entity.key.map((k) => row[k])),
      changes: creationChanges(values),
    };
  }
  const stored = apiRecord(entity, current, tx);
  const changes: CsvRowChange[] = [];
  const changed: Record<string, unknown> = {};
  for (const c of columns) {
    const name = c.field.name;
    if (entity.key.includes(name)) continue;
    if (sameValue(c.field, stored[name], values[name], tx)) continue;
    changes.push({ field: name, before: stored[name] ?? null, after: values[name] });
    changed[name] = values[name];
  }
  if (!changes.length) return { line: record.line, action: 'unchanged', key: keyText(key), changes };
  authorize(actor, entity, 'update');
  await updateOne(tx, actor, entity, key, changed, { replace: false, ring });
  return { line: record.line, action: 'update', key: keyText(key), changes };
}

const creationChanges = (values: Record<string, unknown>): CsvRowChange[] =>
  Object.entries(values)
    .filter(([, v]) => v !== null)
    .map(([field, after]) => ({ field, before: null, after }));

/** A stored row as the API shows it (booleans, JSON and dates alike on both databases). */
const apiRecord = (entity: EntityMeta, row: Row, tx: Queryable) =>
  JSON.parse(rowWriter(entity, visibleFields(entity), tx.dialect)(row)) as Record<string, unknown>;

/** Whether the given value is what is stored already, as the database would store it. */
function sameValue(field: FieldMeta, stored: unknown, given: unknown, tx: Queryable): boolean {
  if (given === null || stored === null || stored === undefined)
    return given === null && (stored === null || stored === undefined);
  if (field.type === 'json') return canonical(stored) === canonical(given);
  if (field.type === 'datetime')
    return Date.parse(String(stored)) === Date.parse(String(toDatabase(field, given, tx.dialect)));
  if (field.type === 'uuid') return String(stored).toLowerCase() === String(given).toLowerCase();
  return stored === given;
}

/** JSON text with object keys sorted: PostgreSQL's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The problem a refused row is (its line, and the field when one is named); anything unexpected is rethrown. */
function problemAt(line: number, e: unknown): CsvProblem {
  const error = e instanceof ApiError ? e : fromDatabaseError(e);
  if (!error) throw e;
  const where = error.field ? `Line ${line}, ${error.field}` : `Line ${line}`;
  // The row's problem keeps its own code: the screen words it after the line (and field) it names (CsvPanel).
  return {
    line,
    status: error.status,
    message: `${where}: ${error.message}`,
    ...(error.field ? { field: error.field } : {}),
    ...(error.code ? { code: error.code, params: error.params ?? {} } : {}),
  };
}

/** The records with the line each starts on; a malformed file is a 422 naming its line. */
function parseCsv(csv: string): ParsedRecord[] {
  let rows: { record: Cell[]; info: { lines: number } }[];
  try {
    rows = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      cast: (value, context) => ({ value, quoted: context.quoting }),
    }) as unknown as { record: Cell[]; info: { lines: number } }[];
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    throw coded(422, 'csv.notCsv', {
      line: err.lines ?? '?',
      detail: (err.message ?? '').replace(/ on line \d+$/, ''),
    });
  }
  // info.lines is the line a record ends on; it starts after the previous one's (a quoted value may span lines).
  return rows.map(({ record, info }) => {
    const first = info.lines - record.reduce((n, c) => n + (c.value.match(/\n/g)?.length ?? 0), 0);
    return { line: Math.max(first, 1), cells: record };
  });
}
