// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { fakeFetch, type FakeRoute } from '../../../auth/test-helpers.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { KeyEditPage } from './KeyEditPage.js';

afterEach(cleanup);

const SECRET = 'sk-live-typed-secret-9876';
const RECORD = {
  KmId: 3,
  KmName: 'OpenAI',
  KmDescription: 'AI tools',
  KmHasValue: true,
  KmValueEnding: 'abcd',
  KmValueChangedBy: 'admin',
  KmValueChangedAt: '2026-11-22T09:30:00.000Z',
  KmCreated: null,
  KmUpdated: null,
};

function renderAt(path: string, answer: FakeRoute) {
  const fake = fakeFetch({ '/api/v1/db/keymanager/3': answer, '/api/v1/db/keymanager': answer });
  const calls = fake.calls;
  // Every answer carries an ETag, as the server's do; each read or write a new one.
  let version = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const res = await fake.fetch(input, init);
    return new Response(await res.text(), {
      status: res.status,
      headers: { 'content-type': 'application/json', etag: `"v${++version}"` },
    });
  };
  render(
    withQueryClient(
      <NotificationContextProvider>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/key-manager/:Id" element={<KeyEditPage />} />
              <Route path="/key-manager" element={<p>All keys</p>} />
            </Routes>
          </MemoryRouter>
        </SiteApiProvider>
      </NotificationContextProvider>,
    ),
  );
  return calls;
}

describe('the key edit screen', () => {
  it('shows what may be shown of the value, writes a new one with If-Match, and keeps nothing of it on the page', async () => {
    const calls = renderAt('/key-manager/3', (init) =>
      init.method === 'PATCH'
        ? { body: { ...RECORD, KmValueEnding: '9876', KmValueChangedAt: '2026-11-23T10:00:00.000Z' } }
        : { body: RECORD },
    );
    expect(await screen.findByTestId('key-value-status')).toHaveTextContent(
      /^Set, ending in …abcd · changed by admin on /,
    );
    const field = screen.getByLabelText('Replace the value');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.type(field, SECRET);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('key-value-status')).toHaveTextContent('Set, ending in …9876'));
    const patch = calls.find((c) => c.init.method === 'PATCH')!;
    expect(patch.body).toEqual({ KmValue: SECRET });
    expect(new Headers(patch.init.headers).get('If-Match')).toBe('"v1"');
    expect(screen.getByLabelText('Replace the value')).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('removes the value only when asked, and shows a refused value at its field', async () => {
    const calls = renderAt('/key-manager/3', (init) =>
      init.method === 'PATCH'
        ? {
            status: 422,
            body: { errors: [{ message: 'KmValue is longer than 16384 characters', field: 'KmValue' }], status: 422 },
          }
        : { body: RECORD },
    );
    await userEvent.click(await screen.findByLabelText('Remove the stored value'));
    expect(screen.getByLabelText('Replace the value')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('KmValue is longer than 16384 characters')).toBeInTheDocument();
    expect(calls.find((c) => c.init.method === 'PATCH')!.body).toEqual({ KmValue: null });
  });

  it('checks a new key before sending it', async () => {
    const calls = renderAt('/key-manager/new', { status: 201, body: { ...RECORD, KmId: 4 } });
    await userEvent.type(await screen.findByLabelText('Value'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Give the key a name/)).toBeInTheDocument();
    expect(screen.getByText(/must not be empty/)).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);
  });
});
