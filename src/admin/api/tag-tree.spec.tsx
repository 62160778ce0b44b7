// @vitest-environment jsdom
// The tag tree is read once and shared (issue 11 item 3): the dashboard and
// the editor's screens, each with its own client over the same fake fetch,
// make ONE GET /api/v1/db/tag between them, even for a screen opened after
// the read. A write to tags (the menu editor's visibility switch) marks the
// tree stale: it is read again and every screen shows the change.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter as CoreMemoryRouter } from 'react-router';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../pages/dashboard/DashboardPage.js';
import { AddContentScreen } from '../pages/editor/add/AddContentScreen.js';
import { EditorApiProvider } from '../pages/editor/api/EditorApiContext.js';
import { createEditorApi } from '../pages/editor/api/editor-api.js';
import { EditNavigationScreen } from '../pages/editor/navigation/EditNavigationScreen.js';
import { NavigationEditor } from '../pages/site/navigation/NavigationEditor.js';
import type { NavNode } from '../pages/site/navigation/nav-tree.js';
import { createSiteApi, SiteApiProvider } from './site-api.js';
import { createHttpClient } from '../providers/http-client.js';
import { createQueryClient } from '../providers/query-client.js';
import type { TreeTag } from './tag-tree.js';

afterEach(cleanup);

const tag = (
  TId: number,
  TIdParent: number | null,
  TName: string,
  TPath: string | null = null,
  TNextId: number | null = null,
): TreeTag => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
  CUrlDefaultPage: null,
  TNextId,
});

/** A server holding tags in memory: the tag list, one menu's tree, and PATCH of a tag; every request recorded. */
function fakeServer() {
  const tags = [
    tag(2, null, 'Dashboard', '/'),
    tag(50, 2, 'Content', null, 46),
    tag(1001, 50, 'Drafts', '/drafts'),
    tag(46, 2, 'Administration'),
    tag(53, null, 'Primary Navigation'),
  ];
  const requests: { method: string; path: string }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const navNode = (t: TreeTag): NavNode => ({
    TId: t.TId,
    TName: t.TName,
    TPath: t.TPath,
    TVisible: !!t.TVisible,
    children: tags.filter((c) => c.TIdParent === t.TId).map(navNode),
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    if (method === 'GET' && url.pathname === '/api/v1/db/tag') {
      expect(url.searchParams.get('filters')).toBe('TVisible==true,TDeleted==false');
      return json(tags.filter((t) => t.TVisible && !t.TDeleted).sort((a, b) => a.TName.localeCompare(b.TName)));
    }
    const menu = /^\/api\/v1\/mc\/navigation\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && menu) return json(tags.filter((t) => t.TIdParent === Number(menu[1])).map(navNode));
    const one = /^\/api\/v1\/db\/tag\/(\d+)$/.exec(url.pathname);
    const row = one && tags.find((t) => t.TId === Number(one[1]));
    if (method === 'PATCH' && row) return json(Object.assign(row, JSON.parse(String(init.body))));
    return json({ errors: [{ message: `unexpected ${method} ${url.pathname}` }], status: 404 }, 404);
  });
  return {
    fetch: fetch as typeof globalThis.fetch,
    tagReads: () => requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/db/tag').length,
  };
}

type Server = ReturnType<typeof fakeServer>;

/**
 * The app's contexts, made once per spec: one QueryClient (the app's), and
 * each area's own client over the server's fetch. Two routers: under Vitest
 * 'react-router' and 'react-router-dom' load as separate copies, and the
 * dashboard links with the first, the editor's screens with the second.
 */
function appContexts(server: Server) {
  const http = createHttpClient({ fetch: server.fetch, getToken: () => 'tok' });
  const queryClient = createQueryClient();
  const siteApi = createSiteApi(http);
  const editorApi = createEditorApi(http);
  return (children: ReactNode) => (
    <MemoryRouter>
      <CoreMemoryRouter>
        <AdminContext queryClient={queryClient}>
          <SiteApiProvider api={siteApi}>
            <EditorApiProvider api={editorApi}>{children}</EditorApiProvider>
          </SiteApiProvider>
        </AdminContext>
      </CoreMemoryRouter>
    </MemoryRouter>
  );
}

const dashboard = (server: Server) => (
  <DashboardPage user={{ isMJA: true, tagIds: [], roles: ['MoJoAdmin'] }} fetch={server.fetch} getToken={() => 'tok'} />
);
const tools = () => screen.getByRole('region', { name: 'Tools' });
/** The dashboard's menu once the dashboard is laid out (after its reads have answered). */
const laidOutTools = () => screen.findByRole('region', { name: 'Tools' });

describe('the shared tag tree', () => {
  it('is read once for every screen that needs it, including one opened after the read', async () => {
    const server = fakeServer();
    const inApp = appContexts(server);
    const { rerender } = render(
      inApp(
        <>
          {dashboard(server)}
          <EditNavigationScreen />
        </>,
      ),
    );
    expect(await within(await laidOutTools()).findByRole('button', { name: /^Content$/ })).toBeInTheDocument(); // the dashboard's menu
    expect(await screen.findByRole('link', { name: /Primary Navigation/ })).toHaveAttribute('href', '/navigation/53'); // the editor's menu list
    expect(server.tagReads()).toBe(1);

    rerender(
      inApp(
        <>
          {dashboard(server)}
          <EditNavigationScreen />
          <AddContentScreen />
        </>,
      ),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place under tag' }));
    expect(await screen.findByRole('option', { name: 'Primary Navigation (53)' })).toBeInTheDocument(); // Add Content's picker, from the cache
    expect(server.tagReads()).toBe(1);
  });

  it('is read again after the menu editor changes a tag, and every screen shows the change', async () => {
    const server = fakeServer();
    const inApp = appContexts(server);
    render(
      inApp(
        <>
          {dashboard(server)}
          <NavigationEditor rootId={2} />
        </>,
      ),
    );
    expect(await within(await laidOutTools()).findByRole('button', { name: /^Administration$/ })).toBeInTheDocument();
    expect(server.tagReads()).toBe(1);

    await userEvent.click(await screen.findByRole('switch', { name: 'Administration visible' }));
    // A hidden tag leaves the visible tag tree: the dashboard's section goes once the tree is read again.
    await waitFor(() => expect(within(tools()).queryByRole('button', { name: /^Administration$/ })).toBeNull());
    expect(server.tagReads()).toBe(2);
    expect(within(tools()).getByRole('button', { name: /^Content$/ })).toBeInTheDocument();
  });
});
