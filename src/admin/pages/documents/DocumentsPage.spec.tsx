// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryItem, DocumentItem } from '../../../shared/api/documents.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { DocumentsPage } from './DocumentsPage.js';

afterEach(cleanup);

const doc: DocumentItem = {
  id: 7,
  title: 'Member guide',
  description: '',
  categoryId: null,
  access: { mode: 'roles', roles: ['MoJoAdmin', 'Admin', 'Maintenance User'], claims: [] },
  originalName: 'Member guide.pdf',
  type: 'application/pdf',
  size: 2048,
  uploadedBy: 'admin',
  uploadedAt: '2026-11-25T10:00:00.000Z',
  modifiedAt: '2026-11-25T10:00:00.000Z',
};
const guides: CategoryItem = { id: 3, name: 'Guides', description: '', documents: 2 };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function renderPage(answer: (url: string, init: RequestInit) => Response | undefined) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const special = answer(String(url), init);
    if (special) return special;
    if (String(url).includes('/categories')) return json([guides]);
    return json([doc], 200, { 'x-pagination': JSON.stringify({ totalCount: 1, totalPages: 1 }) });
  });
  render(withQueryClient(<DocumentsPage http={createHttpClient({ fetch, getToken: () => 'tok' })} upload={vi.fn()} />));
  return calls;
}

describe('documents screen', () => {
  it('lists documents with their access and sends the access editor’s choice', async () => {
    const calls = renderPage((url, init) =>
      init.method === 'PATCH'
        ? json({ ...doc, access: { mode: 'claims', roles: [], claims: ['Tier:gold'] } })
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByText('Roles: MoJoAdmin, Admin, Maintenance User')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Member guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Member guide' });
    await userEvent.click(within(dialog).getByLabelText('Signed-in users with a claim'));
    await userEvent.type(within(dialog).getByLabelText('Claims (comma-separated name:value)'), 'Tier:gold, ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      url: '/api/v1/mc/documents/7',
      method: 'PATCH',
      body: {
        title: 'Member guide',
        description: '',
        categoryId: null,
        access: { mode: 'claims', roles: [], claims: ['Tier:gold'] },
      },
    });
  });

  it('shows the server’s refusal to delete a category that holds documents, and filters by category', async () => {
    const calls = renderPage((url, init) =>
      init.method === 'DELETE'
        ? json(
            {
              errors: [{ message: 'The category "Guides" still holds 2 documents: move or delete them first.' }],
              status: 409,
            },
            409,
          )
        : undefined,
    );
    const nav = await screen.findByRole('navigation', { name: 'Document categories' });
    await userEvent.click(await within(nav).findByRole('button', { name: /Guides/ }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('categoryId=3'))).toBe(true));
    await userEvent.click(within(nav).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('still holds 2 documents');
  });
});
