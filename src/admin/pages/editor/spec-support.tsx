// For the editor's component specs: the real editor API client and HTTP
// client over a fake fetch that answers the editor's calls from a page held
// in memory and records every request (like the data provider's specs).
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createHttpClient } from '../../providers/http-client.js';
import { EditorApiProvider } from './api/EditorApiContext.js';
import { createEditorApi } from './api/editor-api.js';
import type { BlockRecord, Page } from './api/types.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import type { DraftSummary } from '../../../shared/api/editor.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';

export interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

function block(CbId: number, CbSortOrder: number, CbHeadline: string): BlockRecord {
  return { CbId, CId: 500, CbSortOrder, CbHeadline, CbCopy: `<p>${CbHeadline} copy</p>` };
}

export function samplePage(): Page {
  return {
    content: {
      CId: 500,
      CtId: 1,
      CTitle: 'About Us',
      CSeoTitle: 'About Us',
      CSeoUrl: '/about-us',
      CMetaData: { ChangeFrequency: 3 },
    },
    blocks: [block(11, 1, 'First'), block(12, 2, 'Second'), block(13, 3, 'Third')],
    links: [],
    version: { CvId: 1, ChangeDate: '2026-01-01T00:00:00.000Z', CvUserName: 'admin' },
    draft: null,
  };
}

/** The sample page's saved draft as the Drafts list shows it. */
export function sampleDraft(): DraftSummary {
  return {
    CvId: 9,
    CId: 500,
    CTitle: 'About Us',
    CtId: 1,
    ChangeDate: '2026-01-02T10:00:00.000Z',
    CvUserName: 'editor',
    CvNote: null,
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export interface FakeServer {
  page: Page;
  etag: string;
  requests: Recorded[];
  /** What GET /style-guide/offered answers (the style guide's offered block styles and row designs). */
  styleChoices: { blockStyles: { name: string; label: string }[]; rowDesigns: { name: string; label: string }[] };
  /** Answers the next PUT with this instead of saving. */
  nextPut?: Response;
  fetch: typeof fetch;
}

export function fakeServer(page: Page = samplePage()): FakeServer {
  const server: FakeServer = {
    page,
    etag: 'W/"p-1"',
    requests: [],
    styleChoices: { blockStyles: [{ name: 'default', label: 'Default' }], rowDesigns: [] },
    fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      server.requests.push({ method, url, headers: new Headers(init.headers), body });
      const path = url.split('?')[0];
      if (path === '/api/v1/mc/editor/page/500' && method === 'GET')
        return json(server.page, 200, { etag: server.etag });
      if (path === '/api/v1/mc/editor/page/500' && method === 'PUT') {
        if (server.nextPut) {
          const answer = server.nextPut;
          server.nextPut = undefined;
          return answer;
        }
        server.etag = 'W/"p-2"';
        return json(server.page, 200, { etag: server.etag });
      }
      if (path === '/api/v1/mc/editor/versions/500') return json([]);
      if (path === '/api/v1/mc/carousels') return json([]);
      if (path === `${API_PREFIX.styleGuide}/offered`) return json(server.styleChoices);
      // The editor draws the page once its review and schedule reads have answered (decision 0146).
      if (path === `${API_PREFIX.review}/me`) return json({ reviewRequired: false, reviewer: false });
      if (path === `${API_PREFIX.review}/page/500`) return json(null);
      if (path === API_PREFIX.scheduled && method === 'GET') return json({ timeZone: 'UTC', items: [] });
      if (path.startsWith('/api/v1/db/tagtocontent')) return json([]);
      if (path.startsWith('/api/v1/db/tag')) return json([{ TId: 201, TIdParent: null, TName: 'Blog', TPath: null }]);
      return json({ errors: [{ message: `unexpected ${method} ${url}` }], status: 404 }, 404);
    }) as typeof fetch,
  };
  return server;
}

export function withApi(server: FakeServer, children: ReactNode) {
  const client = createHttpClient({ fetch: server.fetch, getToken: () => 'tok' });
  return (
    <EditorApiProvider api={createEditorApi(client)}>
      <SiteApiProvider api={createSiteApi(client)}>{children}</SiteApiProvider>
    </EditorApiProvider>
  );
}
