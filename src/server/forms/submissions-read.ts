// A form's submissions as staff read them (docs/forms.md "Staff API"): the
// filters (date range, text in the answers, delivery status, medium,
// source), a page, every row for the CSV, one submission with its
// deliveries. Values are bound parameters; the search's wildcards are escaped.
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { dialectOf } from '../platform/db/dialect.js';
import { decodeRow } from '../platform/data/codec.js';
import type { Dialect, Executor, Queryable } from '../platform/db/executor.js';
import { readPage, type PageRequest, type RecordPage } from '../platform/data/record-reader.js';
import type {
  DeliveryItem,
  SubmissionDeliveryStatus,
  SubmissionDetail,
  SubmissionFilters,
  SubmissionItem,
} from '../../shared/api/form-submissions.js';
import { DELIVERY_STATUS } from './deliveries/runner.js';

type Eb = ExpressionBuilder<Database, 'FormSubmission'>;
const DAY_MS = 24 * 60 * 60 * 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function deliveriesWith(eb: Eb, status: string) {
  return eb.exists(
    eb
      .selectFrom('FormDelivery')
      .select('FormDelivery.FdId')
      .whereRef('FormDelivery.FsId', '=', 'FormSubmission.FsId')
      .where('FormDelivery.FdStatus', '=', status),
  );
}

function whereOf(db: Queryable, formId: number, f: SubmissionFilters) {
  const dialect = dialectOf(db);
  return (eb: Eb): Expression<SqlBool> => {
    const terms: Expression<SqlBool>[] = [eb('FormSubmission.FrmId', '=', formId)];
    if (f.from) terms.push(eb('FormSubmission.FsDate', '>=', new Date(`${f.from}T00:00:00.000Z`).toISOString()));
    if (f.to)
      terms.push(
        eb('FormSubmission.FsDate', '<', new Date(Date.parse(`${f.to}T00:00:00.000Z`) + DAY_MS).toISOString()),
      );
    if (f.medium) terms.push(eb('FormSubmission.FsMedium', '=', f.medium));
    if (f.source) terms.push(eb('FormSubmission.FsSource', '=', f.source));
    const q = f.q?.trim();
    if (q) terms.push(dialect.like(sql`CAST(${sql.ref('FormSubmission.FsMetaData')} AS TEXT)`, `%${escapeLike(q)}%`));
    const any = eb.exists(
      eb
        .selectFrom('FormDelivery')
        .select('FormDelivery.FdId')
        .whereRef('FormDelivery.FsId', '=', 'FormSubmission.FsId'),
    );
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

const DELIVERY_COLUMNS = [
  'FdId',
  'FsId',
  'FdKind',
  'FdStatus',
  'FdAttempts',
  'FdNextAttempt',
  'FdLastError',
  'EaId',
  'FdUpdated',
] as const;

async function deliveriesOf(db: Queryable, fsIds: number[]): Promise<Map<number, DeliveryItem[]>> {
  const out = new Map<number, DeliveryItem[]>();
  if (!fsIds.length) return out;
  const rows = await db.all<Record<(typeof DELIVERY_COLUMNS)[number], unknown>>(
    db.builder
      .selectFrom('FormDelivery')
      .select([...DELIVERY_COLUMNS])
      .where('FsId', 'in', fsIds)
      .orderBy('FdId')
      .compile(),
  );
  for (const row of rows) {
    const r = decodeRow('FormDelivery', row, db.dialect);
    const list = out.get(r.FsId) ?? [];
    list.push({
      FdId: r.FdId,
      kind: r.FdKind,
      status: r.FdStatus as DeliveryItem['status'],
      attempts: r.FdAttempts ?? 0,
      nextAttempt: r.FdNextAttempt,
      lastError: r.FdLastError ?? null,
      EaId: r.EaId,
      updated: r.FdUpdated,
    });
    out.set(r.FsId, list);
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

/** A submission's row as stored (the list's columns; the detail adds FsMachineMeta). */
type StoredSubmission = Record<(typeof COLUMNS)[number] extends `FormSubmission.${infer C}` ? C : never, unknown>;

function answersOf(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = Array.isArray(v)
      ? v.map(String)
      : v === null || v === undefined
        ? ''
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v as string | number);
  return out;
}

function itemOf(row: StoredSubmission, deliveries: DeliveryItem[], dialect: Dialect): SubmissionItem {
  const r = decodeRow('FormSubmission', row, dialect);
  return {
    FsId: r.FsId,
    FrmId: r.FrmId,
    FsDate: r.FsDate ?? '',
    FsIp: r.FsIp ?? null,
    FsMedium: r.FsMedium ?? null,
    FsSource: r.FsSource ?? null,
    answers: answersOf(r.FsMetaData),
    deliveryStatus: summedStatus(deliveries),
    deliveries,
  };
}

export function listSubmissions(
  db: Queryable,
  formId: number,
  query: SubmissionFilters & PageRequest,
): Promise<RecordPage<SubmissionItem>> {
  return readPage(
    db,
    {
      from: db.builder.selectFrom('FormSubmission').where(whereOf(db, formId, query)),
      select: (from) =>
        from
          .select([...COLUMNS])
          .orderBy('FormSubmission.FsDate', 'desc')
          .orderBy('FormSubmission.FsId', 'desc'),
      decode: (rows) => itemsOf(db, rows),
    },
    query,
  );
}

/** Rows → items, with the deliveries of the whole batch read at once. */
async function itemsOf(db: Queryable, rows: StoredSubmission[]): Promise<SubmissionItem[]> {
  const deliveries = await deliveriesOf(
    db,
    rows.map((r) => Number(r.FsId)),
  );
  return rows.map((r) => itemOf(r, deliveries.get(Number(r.FsId)) ?? [], db.dialect));
}

/** Every matching submission, a batch at a time (memory stays flat however many there are). */
export async function* allSubmissions(
  db: Executor,
  formId: number,
  filters: SubmissionFilters,
): AsyncGenerator<SubmissionItem[]> {
  const query = db.builder
    .selectFrom('FormSubmission')
    .where(whereOf(db, formId, filters))
    .select([...COLUMNS])
    .orderBy('FormSubmission.FsDate', 'desc')
    .orderBy('FormSubmission.FsId', 'desc')
    .compile();
  for await (const batch of db.stream<StoredSubmission>(query, 200)) {
    yield await itemsOf(db, batch);
  }
}

export async function readSubmissionDetail(
  db: Queryable,
  formId: number,
  fsId: number,
): Promise<SubmissionDetail | undefined> {
  const row = await db.first<StoredSubmission & { FsMachineMeta: unknown }>(
    db.builder
      .selectFrom('FormSubmission')
      .select([...COLUMNS, 'FormSubmission.FsMachineMeta'])
      .where('FsId', '=', fsId)
      .where('FrmId', '=', formId)
      .compile(),
  );
  if (!row) return undefined;
  const deliveries = (await deliveriesOf(db, [fsId])).get(fsId) ?? [];
  const machine = decodeRow('FormSubmission', { FsMachineMeta: row.FsMachineMeta }, db.dialect).FsMachineMeta;
  return {
    ...itemOf(row, deliveries, db.dialect),
    machine:
      machine && typeof machine === 'object' && !Array.isArray(machine) ? (machine as Record<string, unknown>) : {},
  };
}
