// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../api/spec-support.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../site/shared/site-api.js';
import { SiteSetupPage } from './SiteSetupPage.js';

afterEach(cleanup);

const SETUP = {
  values: { publicUrl: 'https://www.example.com', requireSecondFactor: false, mainMenuTemplateId: 11 },
  secondFactorRequiredByServer: false,
  features: [
    { tId: 5, name: 'Favicon', description: 'Every page links the favicon file chosen in General Settings.', enabled: true },
    { tId: 14, name: 'Comments', description: 'Visitors may comment on posts.', enabled: true },
  ],
};

function renderPage() {
  const calls: { method: string; url: string; ifMatch: string | null; body?: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, ifMatch: new Headers(init.headers).get('If-Match'), body });
    if (url.includes('/features/')) return new Response(JSON.stringify({ ...SETUP.features.find((f) => url.endsWith(`/${f.tId}`))!, enabled: body.enabled }), { status: 200 });
    if (method === 'PUT') return new Response(JSON.stringify({ ...SETUP, values: body }), { status: 200, headers: { etag: '"s2"' } });
    return new Response(JSON.stringify(SETUP), { status: 200, headers: { etag: '"s1"' } });
  });
  render(
    withQueryClient(
      <NotificationContextProvider>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <SiteSetupPage />
        </SiteApiProvider>
      </NotificationContextProvider>,
    ),
  );
  return calls;
}

describe('Site Setup', () => {
  it('lists each feature switch with what it does, and flips one at once', async () => {
    const calls = renderPage();
    const comments = await screen.findByRole('switch', { name: 'Comments' });
    expect(comments).toBeChecked();
    expect(comments).toHaveAccessibleDescription('Visitors may comment on posts.');
    await userEvent.click(comments);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/mc/site/setup/features/14')).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/features/14'))).toMatchObject({ method: 'PUT', body: { enabled: false } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Comments' })).not.toBeChecked());
  });

  it('saves the second factor switch and the public URL with If-Match', async () => {
    const calls = renderPage();
    const site = await screen.findByRole('form', { name: 'Site' });
    await userEvent.click(within(site).getByRole('switch', { name: 'Require the e-mailed second factor for everyone' }));
    await userEvent.click(within(site).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/v1/mc/site/setup')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/v1/mc/site/setup')!;
    expect(put.ifMatch).toBe('"s1"');
    expect(put.body).toEqual({ publicUrl: 'https://www.example.com', requireSecondFactor: true, mainMenuTemplateId: 11 });
  });
});
