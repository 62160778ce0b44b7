// @vitest-environment jsdom
// The custom tag editor over a fake /api/v1/mc/tags: the whole tree with each
// tag's icon (a question icon for a name that is none) and the fixed ids
// marked; a tag added under a chosen parent with its path and icon; a move
// made with the row buttons sent as {TId, parentId, beforeId}; and a delete
// refused by the server shown with where the tag is used.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TagTreeNode } from '../../../shared/api/tag-editor.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createQueryClient } from '../../providers/query-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { TagEditorPage } from './TagEditorPage.js';

afterEach(cleanup);

const node = (TId: number, TName: string, extra: Partial<TagTreeNode> = {}): TagTreeNode => ({
  TId,
  TName,
  TPath: null,
  TVisible: true,
  CUrlDefaultPage: null,
  fixed: false,
  children: [],
  ...extra,
});
const TREE: TagTreeNode[] = [
  node(2, 'Dashboard', {
    TPath: '/',
    CUrlDefaultPage: 'Dashboard',
    fixed: true,
    children: [
      node(44, 'Design & Code', {
        fixed: true,
        CUrlDefaultPage: 'Palette',
        children: [
          node(1001, 'Style Guide', { TPath: '/style-guide', CUrlDefaultPage: 'Style' }),
          node(1002, 'Odd Icon', { CUrlDefaultPage: 'NotAnIcon' }),
        ],
      }),
    ],
  }),
  node(53, 'Primary Navigation', { fixed: true }),
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(answer: (method: string, path: string, body: unknown) => Response | undefined = () => undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    return answer(method, path, body) ?? (method === 'GET' && path === '/api/v1/mc/tags' ? json(TREE) : json(TREE));
  });
  const api = createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }));
  render(
    <AdminContext queryClient={createQueryClient()}>
      <SiteApiProvider api={api}>
        <TagEditorPage />
      </SiteApiProvider>
    </AdminContext>,
  );
  return calls;
}

describe('custom tag editor', () => {
  it('lists every tag with its icon (the question icon for an unknown name) and marks the fixed ones', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Tags' });
    const row = (id: number) => within(list).getByTestId(`nav-item-${id}`);
    expect(row(2)).toHaveTextContent('Fixed 2');
    expect(row(1001)).toHaveTextContent('#1001');
    expect(row(1001).querySelector('[data-icon]')).toHaveAttribute('data-icon', 'Style');
    expect(row(1002).querySelector('[data-icon]')).toHaveAttribute('data-icon', 'HelpOutline');
    expect(row(1001)).toHaveAttribute('data-depth', '2');
  });

  it('adds a tag under the chosen parent with its path and icon', async () => {
    const calls = renderPage();
    await screen.findByRole('list', { name: 'Tags' });
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tag' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Brand Colours');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Parent' }));
    await userEvent.click(screen.getByRole('option', { name: 'Design & Code (44)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Path' }), '/brand-colours');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Icon' }), 'Palette');
    expect(within(dialog).getByRole('img', { name: 'Icon preview: Palette' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        TName: 'Brand Colours',
        TPath: '/brand-colours',
        CUrlDefaultPage: 'Palette',
        TVisible: true,
        parentId: 44,
        beforeId: null,
      }),
    );
  });

  it('sends a move made with the row buttons, and hides a tag', async () => {
    const calls = renderPage();
    await screen.findByRole('list', { name: 'Tags' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Odd Icon up' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v1/mc/tags/move')?.body).toEqual({
        TId: 1002,
        parentId: 44,
        beforeId: 1001,
      }),
    );
    const visible = screen.getByRole('switch', { name: 'Style Guide visible' });
    await waitFor(() => expect(visible).toBeEnabled());
    await userEvent.click(visible);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/api/v1/mc/tags/1001',
        body: { TVisible: false },
      }),
    );
  });

  it('shows where a tag is used before deleting, and the server’s refusal after', async () => {
    const refusal =
      "Dashboard (tag 2) is one of the product's fixed tags and cannot be deleted: the dashboard, menus or feature switches find it by its id";
    renderPage((method, path) => {
      if (path === '/api/v1/mc/tags/2/usage')
        return json({ TId: 2, fixed: true, uses: ['tags beneath it: Design & Code (tag 44)'] });
      if (method === 'DELETE') return json({ errors: [{ message: refusal }], status: 409 }, 409);
      return undefined;
    });
    await screen.findByRole('list', { name: 'Tags' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Dashboard?' });
    expect(
      await within(dialog).findByText('This is one of the product’s fixed tags: it cannot be deleted.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Where the tag is used' })).toHaveTextContent(
      'tags beneath it: Design & Code (tag 44)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
