// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../api/spec-support.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { SiteSetupPage } from './SiteSetupPage.js';

afterEach(cleanup);

const SETUP = {
  values: { publicUrl: 'https://www.example.com', requireSecondFactor: false, mainMenuTemplateId: 11 },
  secondFactorRequiredByServer: false,
  features: [
    {
      tId: 5,
      name: 'Favicon',
      description: 'Every page links the favicon file chosen in General Settings.',
      enabled: true,
      etag: '"f5-on"',
    },
    {
      tId: 14,
      name: 'Comments',
      description:
        'Visitors may comment on posts; comments wait in Comment Moderation. Off: the comment form is closed (403).',
      enabled: true,
      etag: '"f14-on"',
    },
  ],
};

/** `switchedMeanwhile`: someone else turned Favicon and Comments off after the page was read, so a flip of either from the page is stale. */
function renderPage({ switchedMeanwhile = false } = {}) {
  const calls: { method: string; url: string; ifMatch: string | null; body?: unknown }[] = [];
  let reads = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, ifMatch: new Headers(init.headers).get('If-Match'), body });
    if (url.includes('/features/') && switchedMeanwhile) {
      const message =
        'Favicon was switched off by someone else since you opened Site Setup: it is shown as it is now; switch it again if you still want it on';
      return new Response(JSON.stringify({ errors: [{ message }], status: 412 }), { status: 412 });
    }
    if (url.includes('/features/')) {
      const feature = SETUP.features.find((f) => url.endsWith(`/${f.tId}`))!;
      return new Response(
        JSON.stringify({ ...feature, enabled: body.enabled, etag: `"f${feature.tId}-${body.enabled ? 'on' : 'off'}"` }),
        { status: 200 },
      );
    }
    if (method === 'GET' && switchedMeanwhile && reads++ > 0) {
      const now = {
        ...SETUP,
        features: SETUP.features.map((f) => ({ ...f, enabled: false, etag: `"f${f.tId}-off"` })),
      };
      return new Response(JSON.stringify(now), { status: 200, headers: { etag: '"s1"' } });
    }
    if (method === 'PUT')
      return new Response(JSON.stringify({ ...SETUP, values: body }), { status: 200, headers: { etag: '"s2"' } });
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
    expect(comments).toHaveAccessibleDescription(
      'Visitors may comment on posts; comments wait in Comment Moderation. Off: the comment form is closed (403).',
    );
    await userEvent.click(comments);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/mc/site/setup/features/14')).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/features/14'))).toMatchObject({
      method: 'PUT',
      body: { enabled: false },
      ifMatch: '"f14-on"',
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Comments' })).not.toBeChecked());
    // The next flip names the version the last one answered.
    await userEvent.click(screen.getByRole('switch', { name: 'Comments' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/features/14'))).toHaveLength(2));
    expect(calls.filter((c) => c.url.endsWith('/features/14'))[1]).toMatchObject({
      body: { enabled: true },
      ifMatch: '"f14-off"',
    });
  });

  it('says a switch was flipped by someone else meanwhile (412) and shows it as it is now', async () => {
    const calls = renderPage({ switchedMeanwhile: true });
    await userEvent.click(await screen.findByRole('switch', { name: 'Favicon' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Favicon was switched off by someone else since you opened Site Setup/);
    // Read again: every switch as it is stored now, the other person's Comments change included.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Comments' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Favicon' })).not.toBeChecked();
    expect(screen.queryByText('Favicon is off')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/v1/mc/site/setup')).toHaveLength(2);
    expect(calls.find((c) => c.url.endsWith('/features/5'))).toMatchObject({ method: 'PUT', ifMatch: '"f5-on"' });
  });

  it('saves the second factor switch and the public URL with If-Match', async () => {
    const calls = renderPage();
    const site = await screen.findByRole('form', { name: 'Site' });
    await userEvent.click(
      within(site).getByRole('switch', { name: 'Require the e-mailed second factor for everyone' }),
    );
    await userEvent.click(within(site).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/v1/mc/site/setup')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/v1/mc/site/setup')!;
    expect(put.ifMatch).toBe('"s1"');
    expect(put.body).toEqual({
      publicUrl: 'https://www.example.com',
      requireSecondFactor: true,
      mainMenuTemplateId: 11,
    });
  });
});
