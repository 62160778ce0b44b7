// @vitest-environment jsdom
// /form-manager/{Id} with an address that names no form: the Form Manager's
// own not-found words and a link to all forms, never the server's
// 'FrmId takes a whole number, not "NaN"' (issue 25).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../providers/http-client.js';
import { FORM_NOT_FOUND, FormBuilderPage } from './FormBuilderPage.js';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const u = String(url).split('?')[0]!;
    calls.push(u);
    if (/\/db\/form\/\d+$/.test(u))
      return json({ errors: [{ message: `Form ${u.split('/').pop()} was not found` }], status: 404 }, 404);
    return json([]);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/form-manager/:Id"
            element={<FormBuilderPage http={createHttpClient({ fetch, getToken: () => 'tok' })} />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('an address that names no form', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    '/form-manager/%s says the form was not found and never reads form "NaN"',
    async (bad) => {
      const calls = renderAt(`/form-manager/${bad}`);
      expect(await screen.findByText(FORM_NOT_FOUND)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the forms' })).toHaveAttribute('href', '/form-manager');
      expect(calls.some((u) => /\/db\/form\//.test(u))).toBe(false);
      expect(document.body.textContent).not.toMatch(/NaN|whole number|undefined|FrmId/);
    },
  );

  it('a form the server does not know says the same', async () => {
    renderAt('/form-manager/424242');
    expect(await screen.findByText(FORM_NOT_FOUND)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Form 424242/);
  });
});
