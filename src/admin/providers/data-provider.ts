// react-admin's dataProvider over the generic data interface /api/v1/db
// (spec §7, contract §2). Like ra-data-simple-rest, a factory taking the API
// URL and an HTTP client (the app passes the real one, specs a fake); unlike
// it, the calls are the contract's (pageNumber, orderBy, filters, x-pagination),
// not range/sort/filter and Content-Range: see
// docs/decisions/0075-data-provider-not-ra-data-simple-rest.md.
// Resources are entity names; the path segment is the name in lower case.
//
//   getList           GET    /{entity}?pageNumber=&pageSize=&orderBy=F asc&filters=&fields=
//                            total from the x-pagination header (totalCount)
//   getOne            GET    /{entity}/{id}                  the ETag is kept on the record
//   getMany           GET    /{entity}?filters=K==1,|K==2    no pageNumber: every match, one call
//                            (more only past the grammar's 50 terms)
//   getManyReference  GET    /{entity}?…&filters=target==id,…   getList plus the target
//   create            POST   /{entity}
//   update            PATCH  /{entity}/{id}   the changed fields, If-Match: previousData's ETag;
//                            meta.kind adds ?kind= (Content: the screen's kind precondition, decision 0094)
//   updateMany        GET    the records (as getMany), then PUT /{entity}/all with whole records
//   delete            DELETE /{entity}/{id}                   meta.kind as for update
//   deleteMany        DELETE /{entity}/all/[k1,k2]          composite: [[a,b],[c,d]]
//   getAllForExport   GET    /{entity}?orderBy=&filters=     every row, streamed (CSV export)
//
// Why PATCH for update: PUT replaces the record, so fields a form does not
// carry would be reset; PATCH with only what changed cannot touch anything
// else, and If-Match still refuses it when the record moved on meanwhile.
import {
  HttpError,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { MAX_FILTER_LENGTH, MAX_FILTER_TERMS, formatFilters } from '../../shared/filters/index.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import { conflictError, etagOf, sameJson, unchangedSince, withEtag } from './etag.js';
import type { HttpClient } from './http-client.js';
import { and, filterCondition, idsCondition, matchesNothing, type Condition } from './list-filters.js';
import { MAX_PAGE_SIZE, listQueryString } from './list-params.js';
import { entityOf, idListPath, idOf, idPath, toBody, withId, type ApiRecord } from './records.js';
import { requireFetcher } from '../kit/developer-errors.js';
import { offerServerUndo } from '../kit/undo/undo-channel.js';

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  meta?: { fields?: string[] };
  signal?: AbortSignal;
}

export type AppDataProvider = DataProvider & {
  /** Every row matching the filter, in the list's order: the CSV export's read. */
  getAllForExport(resource: string, params?: ExportParams): Promise<RaRecord[]>;
};

/** The paging record's total (contract §2 x-pagination). */
function totalFrom(headers: Headers): number {
  const raw = headers.get('x-pagination');
  const total = raw ? (JSON.parse(raw) as { totalCount?: unknown }).totalCount : undefined;
  if (typeof total !== 'number')
    throw new Error('The list answer has no x-pagination header with a totalCount: is a proxy dropping it?');
  return total;
}

// getMany's ids in as few calls as the grammar allows (MAX_FILTER_TERMS terms, MAX_FILTER_LENGTH characters).
function idChunks(entity: EntityMeta, ids: readonly Identifier[]): Condition[] {
  const chunks: Condition[] = [];
  let current: Condition = [];
  let length = 0;
  for (const group of idsCondition(entity, ids)) {
    const size = formatFilters([group]).length + 2;
    if (
      current.length &&
      ((current.length + 1) * group.length > MAX_FILTER_TERMS || length + size > MAX_FILTER_LENGTH)
    ) {
      chunks.push(current);
      current = [];
      length = 0;
    }
    current.push(group);
    length += size;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** The fields that differ from what the form started with. */
function changedFields(entity: EntityMeta, data: ApiRecord, previous: ApiRecord): ApiRecord {
  return Object.fromEntries(
    Object.entries(toBody(entity, data)).filter(([name, value]) => !sameJson(value, previous[name])),
  );
}

export function createDataProvider(apiUrl: string, httpClient: HttpClient): AppDataProvider {
  requireFetcher(`The data provider for ${apiUrl}`, httpClient);
  const base = (entity: EntityMeta) => `${apiUrl}/${entity.name.toLowerCase()}`;
  const recordUrl = (entity: EntityMeta, id: Identifier) => `${base(entity)}/${idPath(entity, id)}`;
  const json = (body: unknown) => JSON.stringify(body);
  // A screen that edits one kind of Content names it, and the server refuses a record of another kind in the write itself.
  const withKind = (url: string, meta: unknown) => {
    const kind = (meta as { kind?: unknown } | undefined)?.kind;
    return typeof kind === 'string' ? `${url}?kind=${encodeURIComponent(kind)}` : url;
  };

  function records(entity: EntityMeta, body: unknown): RaRecord[] {
    if (!Array.isArray(body)) throw new Error(`The ${entity.name} list answer is not a JSON array`);
    return body.map((r: ApiRecord) => withId(entity, r));
  }

  /** Every matching row: no pageNumber, so the server streams them all. */
  async function readAll(entity: EntityMeta, condition: Condition, params: ExportParams = {}): Promise<RaRecord[]> {
    if (matchesNothing(condition)) return [];
    const query = listQueryString(entity, { condition, sort: params.sort, fields: params.meta?.fields });
    return records(entity, (await httpClient(`${base(entity)}${query}`, { signal: params.signal })).json);
  }

  async function list(entity: EntityMeta, params: Partial<GetListParams>, extra?: Condition) {
    const condition = extra
      ? and(filterCondition(entity, params.filter), extra)
      : filterCondition(entity, params.filter);
    if (matchesNothing(condition)) return { data: [], total: 0 };
    const { page, perPage } = params.pagination ?? { page: 0, perPage: 0 };
    if (!page || !perPage || perPage > MAX_PAGE_SIZE) {
      // A page larger than the server's largest (or none): read every row and cut the page here.
      const all = await readAll(entity, condition, params);
      return { data: perPage ? all.slice((page - 1) * perPage, page * perPage) : all, total: all.length };
    }
    const query = listQueryString(entity, {
      condition,
      sort: params.sort,
      page: { number: page, size: perPage },
      fields: params.meta?.fields,
    });
    const response = await httpClient(`${base(entity)}${query}`, { signal: params.signal });
    return { data: records(entity, response.json), total: totalFrom(response.headers) };
  }

  async function getMany(entity: EntityMeta, ids: readonly Identifier[], signal?: AbortSignal): Promise<RaRecord[]> {
    const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
    const parts = await Promise.all(idChunks(entity, unique).map((chunk) => readAll(entity, chunk, { signal })));
    return parts.flat();
  }

  /** If-Match for an update: the ETag the record was read with, or the current one if nothing changed since. */
  async function ifMatchFor(entity: EntityMeta, url: string, previous: ApiRecord): Promise<string | undefined> {
    const kept = etagOf(previous);
    if (kept) return kept;
    const current = await httpClient(url);
    if (!unchangedSince(entity, previous, current.json as ApiRecord)) throw conflictError();
    return current.headers.get('etag') ?? undefined;
  }

  const provider: AppDataProvider = {
    supportAbortSignal: true,

    // async everywhere: an unknown resource or a bad id rejects, never throws synchronously.
    getList: async (resource, params) => list(entityOf(resource), params) as Promise<any>,

    async getOne(resource, params) {
      const entity = entityOf(resource);
      const response = await httpClient(recordUrl(entity, params.id), { signal: params.signal });
      return { data: withEtag(withId(entity, response.json as ApiRecord), response.headers.get('etag')) as any };
    },

    async getMany(resource, params) {
      return { data: (await getMany(entityOf(resource), params.ids, params.signal)) as any[] };
    },

    async getManyReference(resource, params) {
      const entity = entityOf(resource);
      const target: Condition = [
        [{ field: params.target, op: '==', value: params.id === null ? null : String(params.id) }],
      ];
      return list(entity, params, target) as Promise<any>;
    },

    async create(resource, params) {
      const entity = entityOf(resource);
      const response = await httpClient(base(entity), {
        method: 'POST',
        body: json(toBody(entity, params.data as ApiRecord)),
      });
      return { data: withId(entity, response.json as ApiRecord) as any };
    },

    async update(resource, params) {
      const entity = entityOf(resource);
      const url = recordUrl(entity, params.id);
      const previous = params.previousData as ApiRecord | undefined;
      const body = previous
        ? changedFields(entity, params.data as ApiRecord, previous)
        : toBody(entity, params.data as ApiRecord);
      // Nothing changed: no write, no audit entry, no new stamp.
      if (previous && !Object.keys(body).length) return { data: withId(entity, previous) as any };
      const ifMatch = previous ? await ifMatchFor(entity, url, previous) : undefined;
      try {
        const response = await httpClient(withKind(url, params.meta), {
          method: 'PATCH',
          body: json(body),
          headers: ifMatch ? { 'If-Match': ifMatch } : {},
        });
        return { data: withEtag(withId(entity, response.json as ApiRecord), response.headers.get('etag')) as any };
      } catch (e) {
        if (e instanceof HttpError && e.status === 412) throw conflictError(e.body);
        throw e;
      }
    },

    async updateMany(resource, params) {
      const entity = entityOf(resource);
      // PUT /all replaces whole records, so each one is sent complete: as read, with the change on top.
      const current = await getMany(entity, params.ids);
      if (!current.length) return { data: [] };
      const items = current.map((record) => ({
        ...toBody(entity, record),
        ...toBody(entity, params.data as ApiRecord),
      }));
      const response = await httpClient(`${base(entity)}/all`, { method: 'PUT', body: json(items) });
      return { data: (response.json as ApiRecord[]).map((r) => idOf(entity, r)) };
    },

    async delete(resource, params) {
      const entity = entityOf(resource);
      const answer = await httpClient(withKind(recordUrl(entity, params.id), params.meta), { method: 'DELETE' });
      offerServerUndo(answer.headers, (url) => httpClient(url, { method: 'POST' }));
      return { data: (params.previousData ?? { id: params.id }) as any };
    },

    async deleteMany(resource, params) {
      const entity = entityOf(resource);
      if (!params.ids.length) return { data: [] };
      const answer = await httpClient(`${base(entity)}/all/${idListPath(entity, params.ids)}`, { method: 'DELETE' });
      offerServerUndo(answer.headers, (url) => httpClient(url, { method: 'POST' }));
      return { data: params.ids };
    },

    async getAllForExport(resource, params = {}) {
      const entity = entityOf(resource);
      return readAll(entity, filterCondition(entity, params.filter), params);
    },
  };
  return provider;
}
