// @vitest-environment jsdom
// Current system messages are shown to staff (issue 41 item 2; spec §2 /system-messages: notices "shown
// to staff in the back office between their dates"): the signed-in shell shows each message the server
// calls current as a banner, its text as plain text (a '<img onerror>' stays words, never an element),
// dismissible, and a dismissed message stays dismissed after a reload while the others still show. The read
// starts as the app's code loads when a session is held (decision 0147).
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { signedToken } from '../auth/test-helpers.js';
import { storeToken } from '../auth/token-storage.js';
import { ShellLayout } from './ShellLayout.js';
import { prefetchCurrentSystemMessages } from './SystemMessagesBanner.js';
import { createQueryClient } from '../providers/query-client.js';
import { queryKeys } from '../api/query-keys.js';

const MARKUP = 'Upgrade tonight <img src=x onerror="window.__pwned=1">';
const MESSAGES = [
  { SId: 9, SMessage: MARKUP, SType: 'warning', SStart: '2026-01-01T00:00:00.000Z', SEnd: null },
  { SId: 4, SMessage: 'Welcome to the new back office', SType: 'info', SStart: null, SEnd: null },
];

const signedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  localStorage.clear();
  storeToken(await signedToken({ userId: 'u-1' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/v1/db/systemmessages/current')
        ? json({ messages: MESSAGES })
        : json({ errors: [{ message: 'not here' }] }, 404),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const drawShell = () =>
  render(
    <CoreAdminContext authProvider={signedIn}>
      <ShellLayout>
        <p>The screen</p>
      </ShellLayout>
    </CoreAdminContext>,
  );

it('shows the current system messages in the shell, as plain text, each dismissible and remembered', async () => {
  drawShell();
  const banner = await screen.findByRole('region', { name: 'System messages' });
  expect(within(banner).getByText(MARKUP)).toBeInTheDocument();
  expect(within(banner).getByText('Welcome to the new back office')).toBeInTheDocument();
  expect(banner.querySelector('img')).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();

  fireEvent.click(within(banner).getAllByRole('button', { name: 'Dismiss this message' })[0]!);
  expect(screen.queryByText(MARKUP)).toBeNull();
  expect(screen.getByText('Welcome to the new back office')).toBeInTheDocument();

  // A reload (the shell drawn again) keeps the dismissal; the other message still shows.
  cleanup();
  storeToken(await signedToken({ userId: 'u-1' })); // the fake server's other answers may have ended the session
  drawShell();
  expect(await screen.findByText('Welcome to the new back office')).toBeInTheDocument();
  expect(screen.queryByText(MARKUP)).toBeNull();
});

it('shows nothing when no message is current', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ messages: [] })),
  );
  drawShell();
  expect(await screen.findByText('The screen')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole('region', { name: 'System messages' })).toBeNull();
});

it('starts the read before the shell draws when this browser holds a session, and not without one', async () => {
  const client = createQueryClient();
  prefetchCurrentSystemMessages(client);
  await vi.waitFor(() => expect(client.getQueryData(queryKeys.currentSystemMessages())).toEqual(MESSAGES));
  expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);

  localStorage.clear();
  const signedOut = createQueryClient();
  prefetchCurrentSystemMessages(signedOut);
  expect(signedOut.getQueryState(queryKeys.currentSystemMessages())).toBeUndefined();
  expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
});
