// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../shared/api/sessions.js';
import { formatDateTime } from '../../../shared/dates.js';
import { clearSession } from '../../auth/token-storage.js';
import { fakeServer, refusal, renderAt, signInAs } from '../people/spec-support.js';
import { SessionsSection } from './SessionsSection.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HERE: SessionInfo = {
  id: 's-here',
  browser: FIREFOX,
  address: '10.0.0.5',
  signedInAt: '2026-11-28T08:00:00.000Z',
  lastSeenAt: '2026-11-28T09:00:00.000Z',
  current: true,
};
const THERE: SessionInfo = {
  id: 's-there',
  browser: CHROME,
  address: '192.0.2.7',
  signedInAt: '2026-11-27T15:00:00.000Z',
  lastSeenAt: '2026-11-27T16:30:00.000Z',
  current: false,
};

describe('My Account: sessions', () => {
  it('lists the sessions (browser, address, signed in, last seen) and signs out another one, which leaves the list', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    let live = [HERE, THERE];
    const server = fakeServer((c) => {
      if (c.method === 'GET' && c.path === '/api/v1/mc/account/sessions') return { body: { sessions: live } };
      if (c.method === 'DELETE' && c.path === '/api/v1/mc/account/sessions/s-there') {
        live = [HERE];
        return { body: { success: true } };
      }
      return undefined;
    });
    renderAt(<SessionsSection impersonating={false} />, { fetch: server.fetch, url: '/account', pattern: '/account' });
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Browser', 'Address', 'Signed in', 'Last seen', 'Action']);
    expect(rows[1]).toHaveTextContent('Firefox on Linux(this session)');
    expect(rows[1]).toHaveTextContent('10.0.0.5');
    expect(rows[1]).toHaveTextContent(formatDateTime(HERE.lastSeenAt, 'en'));
    expect(rows[2]).toHaveTextContent('Chrome on Windows');
    expect(rows[2]).toHaveTextContent(formatDateTime(THERE.signedInAt, 'en'));
    await userEvent.click(within(rows[2]).getByRole('button', { name: /^Sign out Chrome on Windows/ }));
    expect(await screen.findByText('Signed out Chrome on Windows (192.0.2.7).')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/v1/mc/account/sessions/s-there',
    ]);
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it("shows the server's words when a session cannot be ended", async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const server = fakeServer((c) => {
      if (c.method === 'GET' && c.path === '/api/v1/mc/account/sessions') return { body: { sessions: [HERE, THERE] } };
      if (c.method === 'DELETE') return refusal(404, 'This session was not found, or it has already ended.');
      return undefined;
    });
    renderAt(<SessionsSection impersonating={false} />, { fetch: server.fetch, url: '/account', pattern: '/account' });
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    await userEvent.click(within(within(table).getAllByRole('row')[2]).getByRole('button', { name: /^Sign out/ }));
    expect(await screen.findByText('This session was not found, or it has already ended.')).toBeInTheDocument();
  });
});
