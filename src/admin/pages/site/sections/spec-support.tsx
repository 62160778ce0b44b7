// For the section lists' component specs: the real data provider and HTTP
// client over a fake fetch that answers the generic interface
// (/api/v1/db/{entity}) from tables held in memory. The `filters` parameter
// is read with the shared parser and applied (== and ~), so a spec sees the
// rows the server would send for the filter the list really asks for. The
// section call /api/v1/mc/sections/{TId}/content answers the same way over
// the content rows that `tagtocontent` links to the tag. POST, PATCH and
// DELETE of a record write to the tables (a new key is the largest plus one),
// so a spec can see what a form stored.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { vi } from 'vitest';
import { parseFilters, type FilterTerm } from '../../../../shared/filters/index.js';
import { createDataProvider } from '../../../providers/data-provider.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { LinkedContentHttpProvider } from './linked-content.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { EditorApiProvider } from '../../editor/api/EditorApiContext.js';
import { createEditorApi } from '../../editor/api/editor-api.js';
import { i18nProvider } from '../../../i18n/provider.js';

type Row = Record<string, unknown>;
export type Tables = Record<string, Row[]>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const COMPARE: Partial<Record<FilterTerm['op'], (a: number, b: number) => boolean>> = {
  '!=': (a, b) => a !== b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};

function matches(row: Row, t: FilterTerm): boolean {
  const v = row[t.field];
  if (t.op === '==') return t.value === null ? v === null || v === undefined : String(v) === t.value;
  if (t.op === '~') return typeof v === 'string' && v.toLowerCase().includes(String(t.value).toLowerCase());
  const compare = COMPARE[t.op];
  if (compare && typeof v === 'number') return compare(v, Number(t.value));
  throw new Error(`the fake server has no ${t.op}`);
}

const KEYS: Record<string, string> = {
  systemmessages: 'SId',
  template: 'TemplateId',
  content: 'CId',
  redirect: 'RId',
  news: 'NId',
  eventitem: 'EiId',
  eventdate: 'EdId',
  miscdata: 'MdId',
  tag: 'TId',
  tagtocontent: 'TId',
};

export interface FakeDb {
  tables: Tables;
  /** Every request's method, path, decoded query and JSON body. */
  requests: { method: string; path: string; query: Record<string, string>; body?: Row }[];
  fetch: typeof fetch;
}

export function fakeDb(tables: Tables): FakeDb {
  const db: FakeDb = {
    tables,
    requests: [],
    fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://admin.test');
      const query = Object.fromEntries(url.searchParams);
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Row) : undefined;
      db.requests.push({ method, path: url.pathname, query, body });
      const [, entity, id] = /^\/api\/v1\/db\/(\w+)(?:\/(\d+))?$/.exec(url.pathname) ?? [];
      if (method !== 'GET') return write(db.tables, method, entity, id, body);
      const lookup = sectionLookup(db.tables, url.pathname);
      if (lookup) return json(lookup, 200);
      const [, sectionTag] = /^\/api\/v1\/mc\/sections\/(\d+)\/content$/.exec(url.pathname) ?? [];
      const linked = new Set(
        (db.tables.tagtocontent ?? []).filter((l) => String(l.TId) === sectionTag).map((l) => l.CId),
      );
      const rows = sectionTag
        ? (db.tables.content ?? []).filter((r) => linked.has(r.CId))
        : entity
          ? (db.tables[entity] ?? [])
          : undefined;
      if (!rows) return json({ errors: [{ message: `unexpected ${url}` }], status: 404 }, 404);
      if (id) {
        const row = rows.find((r) => String(r[KEYS[entity]]) === id);
        return row ? json(row, 200, { etag: 'W/"1"' }) : json({ errors: [{ message: 'Not found' }], status: 404 }, 404);
      }
      const groups = query.filters ? parseFilters(query.filters) : [[]];
      const found = rows.filter((r) => groups.some((g) => g.every((t) => matches(r, t))));
      const [field, dir] = (query.orderBy ?? '').split(' ');
      if (field)
        found.sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (dir === 'desc' ? -1 : 1));
      const size = Number(query.pageSize) || found.length;
      const page = Number(query.pageNumber) || 1;
      const paging = {
        pageNumber: page,
        pageSize: size,
        currentPage: page,
        totalCount: found.length,
        totalPages: 1,
        hasNext: false,
        hasPrevious: false,
        previousPageNumber: null,
        nextPageNumber: null,
      };
      return json(found.slice((page - 1) * size, page * size), 200, { 'x-pagination': JSON.stringify(paging) });
    }) as typeof fetch,
  };
  return db;
}

/** The section lists' lookups (server: site/sections/section-lookups.ts) from the fake's own MiscData and Tag rows. */
function sectionLookup(tables: Tables, path: string): unknown {
  const [, kind] = /^\/api\/v1\/mc\/sections\/names\/(\d+)$/.exec(path) ?? [];
  if (kind)
    return (tables.miscdata ?? [])
      .filter((m) => String(m.MdKind) === kind)
      .map((m) => ({ MdId: m.MdId, MdName: m.MdName }));
  if (path !== '/api/v1/mc/sections/events-grouped') return undefined;
  const tag = (tables.tag ?? []).find((t) => t.TId === 16);
  return { grouped: !!tag && !!tag.TVisible && !tag.TDeleted };
}

function write(
  tables: Tables,
  method: string,
  entity: string | undefined,
  id: string | undefined,
  body: Row | undefined,
): Response {
  const rows = entity ? tables[entity] : undefined;
  const key = entity ? KEYS[entity] : undefined;
  if (!rows || !key) return json({ errors: [{ message: `unexpected ${method} ${entity}` }], status: 404 }, 404);
  if (method === 'POST' && !id) {
    const row = { ...body, [key]: Math.max(0, ...rows.map((r) => Number(r[key]))) + 1 };
    rows.push(row);
    return json(row, 201, { etag: 'W/"1"' });
  }
  const row = rows.find((r) => String(r[key]) === id);
  if (!row) return json({ errors: [{ message: 'Not found' }], status: 404 }, 404);
  if (method === 'PATCH') return json(Object.assign(row, body), 200, { etag: 'W/"2"' });
  if (method === 'DELETE') {
    rows.splice(rows.indexOf(row), 1);
    return new Response(null, { status: 204 });
  }
  return json({ errors: [{ message: `the fake server has no ${method}` }], status: 405 }, 405);
}

/** The admin's contexts over the fake server, at `url`. */
export function inAdmin(db: FakeDb, url: string, children: ReactNode) {
  const http = createHttpClient({ fetch: db.fetch, getToken: () => 'tok' });
  return (
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={createDataProvider('/api/v1/db', http)}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <LinkedContentHttpProvider http={http}>
          <EditorApiProvider api={createEditorApi(http)}>
            <SiteApiProvider api={createSiteApi(http)}>{children}</SiteApiProvider>
          </EditorApiProvider>
        </LinkedContentHttpProvider>
      </AdminContext>
    </MemoryRouter>
  );
}
