// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { fakeFetch, type FakeRoute } from '../../../auth/test-helpers.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { ApiGroupEditPage } from './ApiGroupEditPage.js';

afterEach(cleanup);

const GROUP = {
  group: { AgId: 7, AgName: 'Partners', AgDescription: null, AgEnabled: true },
  endpoints: [
    { AeId: 1, AgId: 7, AeMethod: 'GET', AePath: '/api/news', AeDescription: null, AeEnabled: true },
    { AeId: 2, AgId: 7, AeMethod: 'POST', AePath: '/api/leads', AeDescription: 'Leads', AeEnabled: false },
  ],
};

function renderGroup(answer: FakeRoute) {
  const { fetch, calls } = fakeFetch({ '/api/v1/mc/api-access/7': answer });
  render(
    withQueryClient(
      <NotificationContextProvider>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <MemoryRouter initialEntries={['/api-access/7']}>
            <Routes>
              <Route path="/api-access/:AgId" element={<ApiGroupEditPage />} />
            </Routes>
          </MemoryRouter>
        </SiteApiProvider>
      </NotificationContextProvider>,
    ),
  );
  return calls;
}

describe('the API group screen', () => {
  it('lists the endpoints inside the group and saves the group with them in one PUT', async () => {
    const calls = renderGroup((init) => (init.method === 'PUT' ? { body: GROUP } : { body: GROUP }));
    expect(await screen.findByLabelText('Path of endpoint 2')).toHaveValue('/api/leads');
    await userEvent.click(screen.getByLabelText('Remove endpoint 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await userEvent.type(screen.getByLabelText('Path of endpoint 2'), '/api/events');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.init.method === 'PUT')!.body).toEqual({
      group: { AgName: 'Partners', AgDescription: null, AgEnabled: true },
      endpoints: [
        { AeId: 2, AeMethod: 'POST', AePath: '/api/leads', AeDescription: 'Leads', AeEnabled: false },
        { AeMethod: 'GET', AePath: '/api/events', AeDescription: null, AeEnabled: true },
      ],
    });
  });

  it('shows the shared rules at their inputs and sends nothing', async () => {
    const calls = renderGroup({ body: GROUP });
    const path = await screen.findByLabelText('Path of endpoint 1');
    await userEvent.clear(path);
    await userEvent.type(path, '/api/leads');
    await userEvent.click(screen.getByLabelText('Method of endpoint 1'));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'POST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Endpoint 2: POST /api/leads is already endpoint 1 of this group'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal at the field it names", async () => {
    renderGroup((init) =>
      init.method === 'PUT'
        ? {
            status: 422,
            body: { errors: [{ message: 'Endpoint 1: AePath is taken', field: 'endpoints[0].AePath' }], status: 422 },
          }
        : { body: GROUP },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const path = screen.getByLabelText('Path of endpoint 1');
    await waitFor(() => expect(path).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Endpoint 1: AePath is taken').length).toBeGreaterThan(0);
  });
});
