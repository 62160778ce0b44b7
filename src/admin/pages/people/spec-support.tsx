// For the people screens' component specs: a fake server answering by
// method and path (query kept for the assertions), the screens' contexts
// over it (query cache, router, the people API), and a signed-in user.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { withQueryClient } from '../../api/spec-support.js';
import { signedToken } from '../../auth/test-helpers.js';
import { storeToken } from '../../auth/token-storage.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createPeopleApi, PeopleApiProvider } from './people-api.js';
import type { TreeTag } from '../../api/tag-tree.js';

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = (call: SeenCall) => Answer | undefined;
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

export function fakeServer(handler: Handler) {
  const calls: SeenCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? {
      status: 404,
      body: { errors: [{ message: `unexpected ${call.method} ${call.path}` }], status: 404 },
    };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

export const paged = (rows: unknown[]): Answer => ({
  body: rows,
  headers: {
    'x-pagination': JSON.stringify({
      pageNumber: 1,
      pageSize: 20,
      currentPage: 1,
      totalPages: 1,
      totalCount: rows.length,
      hasNext: false,
      hasPrevious: false,
      previousPageNumber: null,
      nextPageNumber: null,
    }),
  },
});

export const refusal = (status: number, message: string, extra: Record<string, string> = {}): Answer => ({
  status,
  body: { errors: [{ message, ...extra }], status },
});

export async function signInAs(claims: Record<string, unknown>): Promise<void> {
  storeToken(await signedToken(claims));
}

/** What the specs find once a screen navigated away (a test marker, not a text staff read). */
const ELSEWHERE = 'elsewhere';

/** Renders `element` at `url`, matched by `pattern`, over the fake server. */
export function renderAt(
  element: ReactElement,
  { fetch, url, pattern }: { fetch: typeof globalThis.fetch; url: string; pattern: string },
) {
  const api = createPeopleApi(createHttpClient({ fetch, getToken: () => 'tok' }));
  return render(
    withQueryClient(
      <PeopleApiProvider api={api}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p>{ELSEWHERE}</p>} />
          </Routes>
        </MemoryRouter>
      </PeopleApiProvider>,
    ),
  );
}

export const tag = (TId: number, TIdParent: number | null, TName: string, TPath: string | null = null): TreeTag =>
  ({ TId, TIdParent, TName, TPath, TVisible: true, TDeleted: false, CUrlDefaultPage: null, TNextId: null }) as TreeTag;

/** The seed's shape in small: the dashboard, two sections with tools, a menu. */
export const TAGS: TreeTag[] = [
  tag(2, null, 'Dashboard', '/'),
  tag(50, 2, 'Content'),
  tag(1001, 50, 'Drafts', '/drafts'),
  tag(208, 2, 'News'),
  tag(1010, 208, 'All News Items', '/edit/select?tag=208'),
  tag(201, 2, 'Blog'),
  tag(53, null, 'Primary Navigation'),
];

export const ROLES = [
  { Id: 'r-mja', Name: 'MoJoAdmin' },
  { Id: 'r-admin', Name: 'Admin' },
  { Id: 'r-maint', Name: 'Maintenance User' },
];
