// @vitest-environment jsdom
// The shell's frame is drawn at once for a session held in this browser, not
// after react-admin's first auth check: drawn after it, the head and the
// sidebar pushed every screen down (Lighthouse: a layout shift of 0.2 on the
// editor, issue 29 item 7).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { signedToken } from '../auth/test-helpers.js';
import { storeToken } from '../auth/token-storage.js';
import { ShellLayout } from './ShellLayout.js';

/** An auth check that has not answered yet. */
const pendingCheck: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: () => new Promise(() => undefined),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const drawShell = () =>
  render(
    <CoreAdminContext authProvider={pendingCheck}>
      <ShellLayout>
        <p>The screen</p>
      </ShellLayout>
    </CoreAdminContext>,
  );

beforeEach(() => localStorage.clear());
afterEach(cleanup);

it('draws the head and the sidebar while the first auth check is pending, for a session held here', async () => {
  storeToken(await signedToken({ userId: 'u-1' }));
  drawShell();
  expect(await screen.findByText('The screen')).toBeInTheDocument();
  expect(screen.getByTestId('signed-in-as')).toBeInTheDocument();
  // The grid shows once the system messages' read has answered (here it fails: no server), see below.
  expect(await screen.findByRole('navigation')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide Sidebar' })).toBeInTheDocument();
});

it('draws no signed-in frame without a session', async () => {
  drawShell();
  expect(await screen.findByText('The screen')).toBeInTheDocument();
  expect(screen.queryByTestId('signed-in-as')).toBeNull();
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('holds the grid, hidden, until the current system messages have answered, so their banner never pushes a drawn screen down', async () => {
  storeToken(await signedToken({ userId: 'u-1' }));
  let answer: (r: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  try {
    drawShell();
    expect(await screen.findByTestId('signed-in-as')).toBeInTheDocument();
    const grid = screen.getByTestId('shell-grid');
    expect(grid).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByRole('navigation')).toBeNull();
    answer(
      new Response(
        JSON.stringify({
          messages: [{ SId: 1, SMessage: 'Upgrade tonight', SType: 'info', SStart: null, SEnd: null }],
        }),
        { status: 200 },
      ),
    );
    expect(await screen.findByRole('region', { name: 'System messages' })).toBeInTheDocument();
    expect(grid).not.toHaveStyle({ visibility: 'hidden' });
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  } finally {
    vi.unstubAllGlobals();
  }
});
