// For the section lists' component specs: the real data provider and HTTP
// client over a fake fetch that answers the generic interface
// (/api/v1/db/{entity}) from tables held in memory. The `filters` parameter
// is read with the shared parser and applied (== and ~), so a spec sees the
// rows the server would send for the filter the list really asks for. The
// section call /api/v1/mc/sections/{TId}/content answers the same way over
// the content rows that `tagtocontent` links to the tag.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { vi } from 'vitest';
import { parseFilters, type FilterTerm } from '../../../../shared/filters/index.js';
import { createDataProvider } from '../../../providers/data-provider.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { LinkedContentHttpProvider } from './linked-content.js';
import { EditorApiProvider } from '../../editor/api/EditorApiContext.js';
import { createEditorApi } from '../../editor/api/editor-api.js';
import { DateLocalization } from '../../../kit/dates/DateLocalization.js';

type Row = Record<string, unknown>;
export type Tables = Record<string, Row[]>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function matches(row: Row, t: FilterTerm): boolean {
  const v = row[t.field];
  if (t.op === '==') return t.value === null ? v === null || v === undefined : String(v) === t.value;
  if (t.op === '~') return typeof v === 'string' && v.toLowerCase().includes(String(t.value).toLowerCase());
  throw new Error(`the fake server has no ${t.op}`);
}

const KEYS: Record<string, string> = { content: 'CId', news: 'NId', eventitem: 'EiId', eventdate: 'EdId', miscdata: 'MdId', tag: 'TId', tagtocontent: 'TId' };

export interface FakeDb {
  tables: Tables;
  /** Every request's path and decoded query. */
  requests: { path: string; query: Record<string, string> }[];
  fetch: typeof fetch;
}

export function fakeDb(tables: Tables): FakeDb {
  const db: FakeDb = {
    tables,
    requests: [],
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://admin.test');
      const query = Object.fromEntries(url.searchParams);
      db.requests.push({ path: url.pathname, query });
      const [, entity, id] = /^\/api\/v1\/db\/(\w+)(?:\/(\d+))?$/.exec(url.pathname) ?? [];
      const [, sectionTag] = /^\/api\/v1\/mc\/sections\/(\d+)\/content$/.exec(url.pathname) ?? [];
      const linked = new Set((db.tables.tagtocontent ?? []).filter((l) => String(l.TId) === sectionTag).map((l) => l.CId));
      const rows = sectionTag ? (db.tables.content ?? []).filter((r) => linked.has(r.CId)) : entity ? db.tables[entity] ?? [] : undefined;
      if (!rows) return json({ errors: [{ message: `unexpected ${url}` }], status: 404 }, 404);
      if (id) {
        const row = rows.find((r) => String(r[KEYS[entity]]) === id);
        return row ? json(row, 200, { etag: 'W/"1"' }) : json({ errors: [{ message: 'Not found' }], status: 404 }, 404);
      }
      const groups = query.filters ? parseFilters(query.filters) : [[]];
      const found = rows.filter((r) => groups.some((g) => g.every((t) => matches(r, t))));
      const [field, dir] = (query.orderBy ?? '').split(' ');
      if (field) found.sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (dir === 'desc' ? -1 : 1));
      const size = Number(query.pageSize) || found.length;
      const page = Number(query.pageNumber) || 1;
      const paging = { pageNumber: page, pageSize: size, currentPage: page, totalCount: found.length, totalPages: 1, hasNext: false, hasPrevious: false, previousPageNumber: null, nextPageNumber: null };
      return json(found.slice((page - 1) * size, page * size), 200, { 'x-pagination': JSON.stringify(paging) });
    }) as typeof fetch,
  };
  return db;
}

/** The admin's contexts over the fake server, at `url`. */
export function inAdmin(db: FakeDb, url: string, children: ReactNode) {
  const http = createHttpClient({ fetch: db.fetch, getToken: () => 'tok' });
  return (
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={createDataProvider('/api/v1/db', http)} store={memoryStore()}>
        <LinkedContentHttpProvider http={http}>
          <EditorApiProvider api={createEditorApi(http)}>
            <DateLocalization>{children}</DateLocalization>
          </EditorApiProvider>
        </LinkedContentHttpProvider>
      </AdminContext>
    </MemoryRouter>
  );
}
