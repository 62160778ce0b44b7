// @vitest-environment jsdom
// Page Numbers shows its counts in the en-US style (spec §9), one row per
// section as the server answers them (menus counted under their menu).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import type { PageNumbers } from '../../../../shared/api/site.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createQueryClient } from '../../../providers/query-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { PageNumbersPage } from './PageNumbersPage.js';

afterEach(cleanup);

it('shows the total and each count in the en-US style', async () => {
  const answer: PageNumbers = {
    total: 12345,
    byType: [
      { CtId: 1, CtName: 'Web_Page', count: 10345 },
      { CtId: 4, CtName: 'Blog', count: 2000 },
    ],
    byTag: [
      { TId: 53, TName: 'Primary Navigation', count: 1200 },
      { TId: 201, TName: 'Blog', count: 2000 },
    ],
  };
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const http = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, getToken: () => 'tok' });
  render(
    <AdminContext queryClient={createQueryClient()}>
      <SiteApiProvider api={createSiteApi(http)}>
        <PageNumbersPage />
      </SiteApiProvider>
    </AdminContext>,
  );
  expect(await screen.findByRole('heading', { name: '12,345 live pages' })).toBeInTheDocument();
  const byType = screen.getByRole('table', { name: 'By content type' });
  expect(within(byType).getByRole('row', { name: 'Web_Page 10,345' })).toBeInTheDocument();
  const bySection = screen.getByRole('table', { name: 'By section' });
  expect(
    within(bySection)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['By sectionLive pages', 'Primary Navigation1,200', 'Blog2,000']);
});
