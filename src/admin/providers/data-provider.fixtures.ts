// The fake HTTP client the dataProvider specs (data-provider.spec.ts,
// data-provider-writes.spec.ts) run against: it records each request and
// answers canned responses (the ra-data-simple-rest way), failing as the
// real client fails; with the canned list page and list parameters they share.
import { HttpError } from 'react-admin';
import { createDataProvider } from './data-provider.js';
import { serverMessage, UNKNOWN_ERROR, type HttpClient } from './http-client.js';

export const API = '/api/v1/db';
export const UUID_A = '0f8fad5b-d9cb-469f-a165-70867728950e';

interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: any;
}
interface Canned {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Answer = Canned | ((request: Request) => Canned);

/** A fake client: answers in order (the last one repeats); failures reject like the real client. */
export function fake(...answers: Answer[]) {
  const requests: Request[] = [];
  const client: HttpClient = async (url, init = {}) => {
    const u = new URL(url, 'http://admin.test');
    const request: Request = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(u.pathname),
      query: Object.fromEntries(u.searchParams),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const next = answers.length > 1 ? answers.shift()! : (answers[0] ?? {});
    const canned = typeof next === 'function' ? next(request) : next;
    const status = canned.status ?? 200;
    if (status >= 400) throw new HttpError(serverMessage(canned.body) ?? UNKNOWN_ERROR, status, canned.body ?? null);
    return { status, headers: new Headers(canned.headers), body: JSON.stringify(canned.body ?? ''), json: canned.body };
  };
  return { requests, provider: createDataProvider(API, client) };
}

export const page = (rows: unknown[], totalCount = rows.length): Canned => ({
  body: rows,
  headers: {
    'x-pagination': JSON.stringify({
      pageNumber: 1,
      pageSize: 20,
      currentPage: 1,
      totalCount,
      totalPages: 1,
      hasNext: false,
      hasPrevious: false,
      previousPageNumber: null,
      nextPageNumber: null,
    }),
  },
});

export const listParams = (filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  ({ pagination: { page: 1, perPage: 20 }, sort: { field: '', order: 'ASC' }, filter, ...extra }) as any;
