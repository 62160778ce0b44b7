// @vitest-environment jsdom
// The Form Manager's delete: the spec's confirm, then the generic DELETE; the
// list is read again; the server's refusal (a form with submissions) is shown
// in its own words. The server's side is tests/forms/form-builder.test.ts.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../providers/http-client.js';
import { FormManagerList } from './FormManagerList.js';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const FORMS = [
  { FrmId: 4, FrmName: 'Contact Us', TId: 1001, FrmVisible: true, FrmLastModified: null },
  { FrmId: 5, FrmName: 'Old survey', TId: 1002, FrmVisible: false, FrmLastModified: null },
];

function renderList(deleteAnswer: () => Response) {
  let forms = [...FORMS];
  const calls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${String(url).split('?')[0]}`);
    if (method === 'DELETE') {
      const answer = deleteAnswer();
      if (answer.ok) forms = forms.filter((f) => !String(url).endsWith(`/${f.FrmId}`));
      return answer;
    }
    return json(forms);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FormManagerList http={createHttpClient({ fetch, getToken: () => 'tok' })} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Form Manager delete', () => {
  it('asks first, deletes through the generic interface, and lists the forms again', async () => {
    const calls = renderList(() => new Response(null, { status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old survey' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'The form “Old survey” is deleted, and its tag with it unless something else uses the tag.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    await screen.findByText('Deleted the form “Old survey”.');
    expect(calls).toContain('DELETE /api/v1/db/form/5');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old survey' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('deletes nothing when cancelled', async () => {
    const calls = renderList(() => new Response(null, { status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Contact Us' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it('shows the server’s refusal of a form that has submissions, and keeps the form listed', async () => {
    const refusal = 'The form “Contact Us” has 3 submissions, which keep it: hide or close the form instead';
    renderList(() => json({ status: 409, errors: [{ message: refusal }] }, 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Contact Us' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
