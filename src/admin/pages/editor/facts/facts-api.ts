// Reads and writes of a page's facts through the generic interface, with the
// app's data provider (so an update sends only the changed fields with
// If-Match, and a change someone made meanwhile is a 412, never overwritten)
// and, for an event's dates, one relational batch (POST /eventdate/batch: the
// creates, updates and deletes in one transaction, all or nothing).
import type { RaRecord } from 'react-admin';
import { relationalBatch } from '../../../../shared/relational-batch.js';
import type { HttpClient } from '../../../providers/http-client.js';
import type { AppDataProvider } from '../../../providers/data-provider.js';
import type { FactsKind } from './fact-fields.js';

/** One of an event's dates as the panel edits it; `EdId` 0 for one not stored yet. */
export interface DateRow {
  EdId: number;
  EdStart: string | null;
  EdEnd: string | null;
}

export interface FactsApi {
  dataProvider: AppDataProvider;
  http: HttpClient;
}

/** The page's facts row (the lowest key if an import made several), or null: a page added before the add call made one. */
export async function factsOf(api: FactsApi, kind: FactsKind, cId: number): Promise<RaRecord | null> {
  const { data } = await api.dataProvider.getList(kind.resource, {
    filter: { CId: cId },
    sort: { field: kind.key, order: 'ASC' },
  });
  return data[0] ?? null;
}

/** Updates the row (changed fields only) or, when the page has none, creates it. */
export async function saveFacts(
  api: FactsApi,
  kind: FactsKind,
  cId: number,
  before: RaRecord | null,
  values: Record<string, unknown>,
): Promise<RaRecord> {
  if (!before) {
    // Empty facts are left out, so the schema's defaults (Featured, All day: false) apply.
    const given = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
    );
    return (await api.dataProvider.create(kind.resource, { data: { ...given, CId: cId } })).data;
  }
  return (await api.dataProvider.update(kind.resource, { id: before.id, data: values, previousData: before })).data;
}

export async function datesOf(api: FactsApi, cId: number): Promise<DateRow[]> {
  const { data } = await api.dataProvider.getList('EventDate', {
    filter: { CId: cId },
    sort: { field: 'EdStart', order: 'ASC' },
  });
  return data.map((d) => ({
    EdId: Number(d.EdId),
    EdStart: (d.EdStart as string | null) ?? null,
    EdEnd: (d.EdEnd as string | null) ?? null,
  }));
}

const sameDate = (a: DateRow, b: DateRow) => a.EdStart === b.EdStart && a.EdEnd === b.EdEnd;

/** Writes the difference between the dates as read and as edited; nothing when they are the same. */
export async function saveDates(
  api: FactsApi,
  ids: { CId: number; EiId: number },
  before: readonly DateRow[],
  after: readonly DateRow[],
): Promise<void> {
  const batch = relationalBatch(before, after, 'EdId', sameDate);
  if (!batch.creates.length && !batch.updates.length && !batch.deletes.length) return;
  const body = {
    creates: batch.creates.map((d) => ({ ...ids, EdStart: d.EdStart, EdEnd: d.EdEnd })),
    updates: batch.updates.map((d) => ({ EdId: d.EdId, EdStart: d.EdStart, EdEnd: d.EdEnd })),
    deletes: batch.deletes,
  };
  await api.http('/api/v1/db/eventdate/batch', { method: 'POST', body: JSON.stringify(body) });
}
