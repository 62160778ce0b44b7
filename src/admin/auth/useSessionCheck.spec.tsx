// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthApi } from './auth-api.js';
import { createAuthProvider } from './auth-provider.js';
import { SessionMonitor } from './SessionMonitor.js';
import { fakeFetch, signedToken, type FakeRoute } from './test-helpers.js';
import { readToken, storeToken } from './token-storage.js';

const CHECK = '/api/v1/mc/jwt/check';
const LOGIN = '/api/v1/mc/jwt/login';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
// The admin's specs share their window (isolate: false, decision 0155): the next file reads jsdom's own state again.
afterAll(() => {
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
});

function mount(routes: Record<string, FakeRoute>, { strict = false } = {}) {
  const fake = fakeFetch(routes);
  const api = createAuthApi({ fetch: fake.fetch });
  const onUnauthenticated = vi.fn();
  const reload = vi.fn();
  const tree = (
    <MemoryRouter>
      <SessionMonitor
        authProvider={createAuthProvider({ api })}
        api={api}
        onUnauthenticated={onUnauthenticated}
        reload={reload}
      >
        {(s) => (
          <p>
            status: {s.status}; user: {s.user?.name ?? 'none'}
          </p>
        )}
      </SessionMonitor>
    </MemoryRouter>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const checks = () => fake.calls.filter((c) => c.url === CHECK).length;
  return { ...fake, checks, onUnauthenticated, reload };
}

// Lets pending fetches and state updates settle, so a retry would have shown up.
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  localStorage.clear();
  visibility = 'visible';
});
afterEach(cleanup);

describe('session check (spec §4 "Session")', () => {
  it('checks on mount and stores the fresh token', async () => {
    storeToken(await signedToken({ name: 'Old Name' }));
    const fresh = await signedToken({ name: 'Ann' });
    const { checks } = mount({ [CHECK]: { body: { success: true, token: fresh, reauthenticate: false } } });
    expect(await screen.findByText('status: authenticated; user: Ann')).toBeInTheDocument();
    expect(checks()).toBe(1);
    expect(readToken()).toBe(fresh);
  });

  it('checks once on a StrictMode mount (one call in flight answers both effects)', async () => {
    storeToken(await signedToken());
    const { checks } = mount({ [CHECK]: { body: { success: true, token: await signedToken() } } }, { strict: true });
    await screen.findByText(/status: authenticated/);
    await settle();
    expect(checks()).toBe(1);
  });

  it('checks again on window focus and on reconnect', async () => {
    storeToken(await signedToken());
    const token = await signedToken();
    const { checks } = mount({ [CHECK]: { body: { success: true, token } } });
    await screen.findByText(/status: authenticated/);
    fireEvent.focus(window);
    await settle();
    expect(checks()).toBe(2);
    fireEvent(window, new Event('online'));
    await settle();
    expect(checks()).toBe(3);
  });

  it.each([
    ['a server error', { status: 500, body: { errors: [{ message: 'boom' }] } }],
    ['a 401', { status: 401, body: { errors: [{ message: 'Not signed in' }] } }],
    ['success: false', { body: { success: false } }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('treats %s as not authenticated, without retrying', async (_what, answer) => {
    storeToken(await signedToken());
    const { checks, onUnauthenticated } = mount({ [CHECK]: answer });
    expect(await screen.findByText('status: unauthenticated; user: none')).toBeInTheDocument();
    await settle();
    expect(checks()).toBe(1);
    expect(readToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the check is cut off by leaving the page (a link, a reload)', async () => {
    storeToken(await signedToken());
    let abort: (e: Error) => void = () => undefined;
    const { onUnauthenticated } = mount({ [CHECK]: () => new Promise<Error>((resolve) => (abort = resolve)) });
    await settle();
    fireEvent(window, new Event('beforeunload'));
    abort(new TypeError('Failed to fetch'));
    await settle();
    expect(readToken()).not.toBeNull();
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(screen.getByText(/status: loading/)).toBeInTheDocument();
  });

  it('does not call the server without a token', async () => {
    const { checks, onUnauthenticated } = mount({ [CHECK]: { body: { success: true } } });
    expect(await screen.findByText(/status: unauthenticated/)).toBeInTheDocument();
    expect(checks()).toBe(0);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe('re-authentication (spec §2, §4)', () => {
  it('opens the modal when the server asks and the window is visible, and Escape does not close it', async () => {
    const token = await signedToken();
    storeToken(token);
    mount({ [CHECK]: { body: { success: true, reauthenticate: true } } });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(readToken()).toBe(token); // the session is kept under the modal
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await settle();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('waits while the window is hidden, and opens on the next focus once visible', async () => {
    storeToken(await signedToken());
    visibility = 'hidden';
    const { checks } = mount({ [CHECK]: { body: { success: true, reauthenticate: true } } });
    await screen.findByText(/status: authenticated/);
    await settle();
    expect(checks()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    visibility = 'visible';
    fireEvent.focus(window);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('closes the modal after signing in again, reloading only if someone else signed in', async () => {
    storeToken(await signedToken({ userId: 'u-1' }));
    const same = await signedToken({ userId: 'u-1' });
    const { reload } = mount({
      [CHECK]: { body: { success: true, reauthenticate: true } },
      [LOGIN]: { body: { success: true, token: same } },
    });
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readToken()).toBe(same);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when a different user signs in over the screen', async () => {
    storeToken(await signedToken({ userId: 'u-1' }));
    const other = await signedToken({ userId: 'u-2' });
    const { reload } = mount({
      [CHECK]: { body: { success: true, reauthenticate: true } },
      [LOGIN]: { body: { success: true, token: other } },
    });
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
