// A form's submissions as staff read them (docs/forms.md "Staff API"): the
// filters (date range, text in the answers, delivery status, medium,
// source), a page, every row for the CSV, one submission with its
// deliveries. Values are bound parameters; the search's wildcards are escaped.
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import type { Database } from '../db/database.js';
import { dialectOf, readStoredJson } from '../db/dialect.js';
import type { Executor, Queryable } from '../db/executor.js';
import { pagination, type Pagination } from '../data/reads.js';
import type { DeliveryItem, SubmissionDeliveryStatus, SubmissionDetail, SubmissionFilters, SubmissionItem } from '../../shared/api/form-submissions.js';
import { DELIVERY_STATUS } from './deliveries/runner.js';
import { timestampOrNull } from '../db/timestamps.js';

type Eb = ExpressionBuilder<Database, 'FormSubmission'>;
const DEFAULT_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function deliveriesWith(eb: Eb, status: string) {
  return eb.exists(eb.selectFrom('FormDelivery').select('FormDelivery.FdId').whereRef('FormDelivery.FsId', '=', 'FormSubmission.FsId').where('FormDelivery.FdStatus', '=', status));
}

function whereOf(db: Queryable, formId: number, f: SubmissionFilters) {
  const dialect = dialectOf(db);
  return (eb: Eb): Expression<SqlBool> => {
    const terms: Expression<SqlBool>[] = [eb('FormSubmission.FrmId', '=', formId)];
    if (f.from) terms.push(eb('FormSubmission.FsDate', '>=', new Date(`${f.from}T00:00:00.000Z`).toISOString()));
    if (f.to) terms.push(eb('FormSubmission.FsDate', '<', new Date(Date.parse(`${f.to}T00:00:00.000Z`) + DAY_MS).toISOString()));
    if (f.medium) terms.push(eb('FormSubmission.FsMedium', '=', f.medium));
    if (f.source) terms.push(eb('FormSubmission.FsSource', '=', f.source));
    const q = f.q?.trim();
    if (q) terms.push(dialect.like(sql`CAST(${sql.ref('FormSubmission.FsMetaData')} AS TEXT)`, `%${escapeLike(q)}%`));
    const any = eb.exists(eb.selectFrom('FormDelivery').select('FormDelivery.FdId').whereRef('FormDelivery.FsId', '=', 'FormSubmission.FsId'));
    const failed = deliveriesWith(eb, DELIVERY_STATUS.failed);
    const pending = deliveriesWith(eb, DELIVERY_STATUS.pending);
    if (f.status === 'failed') terms.push(failed);
    if (f.status === 'pending') terms.push(eb.and([eb.not(failed), pending]));
    if (f.status === 'sent') terms.push(eb.and([any, eb.not(failed), eb.not(pending)]));
    if (f.status === 'none') terms.push(eb.not(any));
    return eb.and(terms);
  };
}

function summedStatus(deliveries: Pick<DeliveryItem, 'status'>[]): SubmissionDeliveryStatus {
  if (!deliveries.length) return 'none';
  if (deliveries.some((d) => d.status === 'failed')) return 'failed';
  if (deliveries.some((d) => d.status === 'pending')) return 'pending';
  return 'sent';
}

async function deliveriesOf(db: Queryable, fsIds: number[]): Promise<Map<number, DeliveryItem[]>> {
  const out = new Map<number, DeliveryItem[]>();
  if (!fsIds.length) return out;
  const rows = await db.all<Record<string, unknown>>(
    db.builder
      .selectFrom('FormDelivery')
      .select(['FdId', 'FsId', 'FdKind', 'FdStatus', 'FdAttempts', 'FdNextAttempt', 'FdLastError', 'EaId', 'FdUpdated'])
      .where('FsId', 'in', fsIds)
      .orderBy('FdId')
      .compile(),
  );
  for (const r of rows) {
    const list = out.get(Number(r.FsId)) ?? [];
    list.push({
      FdId: Number(r.FdId),
      kind: String(r.FdKind),
      status: String(r.FdStatus) as DeliveryItem['status'],
      attempts: Number(r.FdAttempts ?? 0),
      nextAttempt: timestampOrNull(r.FdNextAttempt),
      lastError: (r.FdLastError as string | null) ?? null,
      EaId: r.EaId === null || r.EaId === undefined ? null : Number(r.EaId),
      updated: timestampOrNull(r.FdUpdated),
    });
    out.set(Number(r.FsId), list);
  }
  return out;
}

const COLUMNS = [
  'FormSubmission.FsId',
  'FormSubmission.FrmId',
  'FormSubmission.FsDate',
  'FormSubmission.FsIp',
  'FormSubmission.FsMedium',
  'FormSubmission.FsSource',
  'FormSubmission.FsMetaData',
] as const;

function answersOf(stored: unknown): Record<string, string | string[]> {
  const value = readStoredJson(stored);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(value)) out[k] = Array.isArray(v) ? v.map(String) : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
  return out;
}

function itemOf(row: Record<string, unknown>, deliveries: DeliveryItem[]): SubmissionItem {
  return {
    FsId: Number(row.FsId),
    FrmId: Number(row.FrmId),
    FsDate: timestampOrNull(row.FsDate) ?? '',
    FsIp: (row.FsIp as string | null) ?? null,
    FsMedium: (row.FsMedium as string | null) ?? null,
    FsSource: (row.FsSource as string | null) ?? null,
    answers: answersOf(row.FsMetaData),
    deliveryStatus: summedStatus(deliveries),
    deliveries,
  };
}

export async function listSubmissions(
  db: Queryable,
  formId: number,
  query: SubmissionFilters & { pageNumber?: number; pageSize?: number },
): Promise<{ rows: SubmissionItem[]; pagination: Pagination }> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 1;
  const where = whereOf(db, formId, query);
  const counted = await db.first<{ n: number | string }>(
    db.builder
      .selectFrom('FormSubmission')
      .where(where)
      .select((eb) => eb.fn.countAll().as('n'))
      .compile(),
  );
  const rows = await db.all<Record<string, unknown>>(
    db.builder
      .selectFrom('FormSubmission')
      .where(where)
      .select([...COLUMNS])
      .orderBy('FormSubmission.FsDate', 'desc')
      .orderBy('FormSubmission.FsId', 'desc')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .compile(),
  );
  const deliveries = await deliveriesOf(
    db,
    rows.map((r) => Number(r.FsId)),
  );
  return { rows: rows.map((r) => itemOf(r, deliveries.get(Number(r.FsId)) ?? [])), pagination: pagination(pageNumber, pageSize, Number(counted?.n ?? 0)) };
}

/** Every matching submission, a batch at a time (memory stays flat however many there are). */
export async function* allSubmissions(db: Executor, formId: number, filters: SubmissionFilters): AsyncGenerator<SubmissionItem[]> {
  const query = db.builder
    .selectFrom('FormSubmission')
    .where(whereOf(db, formId, filters))
    .select([...COLUMNS])
    .orderBy('FormSubmission.FsDate', 'desc')
    .orderBy('FormSubmission.FsId', 'desc')
    .compile();
  for await (const batch of db.stream<Record<string, unknown>>(query, 200)) {
    const deliveries = await deliveriesOf(
      db,
      batch.map((r) => Number(r.FsId)),
    );
    yield batch.map((r) => itemOf(r, deliveries.get(Number(r.FsId)) ?? []));
  }
}

export async function readSubmissionDetail(db: Queryable, formId: number, fsId: number): Promise<SubmissionDetail | undefined> {
  const row = await db.first<Record<string, unknown>>(
    db.builder
      .selectFrom('FormSubmission')
      .select([...COLUMNS, 'FormSubmission.FsMachineMeta'])
      .where('FsId', '=', fsId)
      .where('FrmId', '=', formId)
      .compile(),
  );
  if (!row) return undefined;
  const deliveries = (await deliveriesOf(db, [fsId])).get(fsId) ?? [];
  const machine = readStoredJson(row.FsMachineMeta);
  return { ...itemOf(row, deliveries), machine: machine && typeof machine === 'object' && !Array.isArray(machine) ? (machine as Record<string, unknown>) : {} };
}
