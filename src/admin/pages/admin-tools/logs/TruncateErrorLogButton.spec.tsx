// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, signedToken } from '../../../auth/test-helpers.js';
import { clearSession, storeToken } from '../../../auth/token-storage.js';
import { createDataProvider } from '../../../providers/data-provider.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { TruncateErrorLogButton } from './TruncateErrorLogButton.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const PAGE = {
  pageNumber: 1,
  pageSize: 1,
  currentPage: 1,
  hasNext: true,
  hasPrevious: false,
  totalPages: 3,
  totalCount: 3,
  previousPageNumber: null,
  nextPageNumber: 2,
};

async function renderAs(role: string) {
  storeToken(await signedToken({ role }));
  const { fetch, calls } = fakeFetch({
    '/api/v1/db/errorlog': { body: [{ ElId: 41, ElDate: '2026-11-22T09:30:00.000Z' }] },
    '/api/v1/db/errorlog/truncate': { body: { success: true, deleted: 3 } },
  });
  // x-pagination: the fake answers carry no headers, so the list read gets them here.
  const withPaging: typeof globalThis.fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input).startsWith('/api/v1/db/errorlog?')) return res;
    return new Response(await res.text(), {
      status: res.status,
      headers: { 'content-type': 'application/json', 'x-pagination': JSON.stringify(PAGE) },
    });
  };
  const http = createHttpClient({ fetch: withPaging, getToken: () => 'tok' });
  render(
    <AdminContext dataProvider={createDataProvider('/api/v1/db', http)}>
      <SiteApiProvider api={createSiteApi(http)}>
        <TruncateErrorLogButton />
      </SiteApiProvider>
    </AdminContext>,
  );
  return calls;
}

describe("'Empty the error log'", () => {
  it('is disabled for an Admin, with the reason', async () => {
    await renderAs('Admin');
    expect(screen.getByRole('button', { name: 'Empty the error log' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Empty the error log' })).toHaveAccessibleDescription(
      'Only a MoJoAdmin may empty the error log',
    );
  });

  it('asks a MoJoAdmin first, naming the count and the newest entry, then empties up to that entry', async () => {
    const calls = await renderAs('MoJoAdmin');
    await userEvent.click(screen.getByRole('button', { name: 'Empty the error log' }));
    expect(await screen.findByText(/This removes all 3 entries of the error log, up to entry 41 /)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/truncate'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/db/errorlog/truncate?upTo=41')).toBe(true));
  });
});
