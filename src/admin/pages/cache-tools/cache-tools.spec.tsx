// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider, useNotificationContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheToolsModal } from './CacheToolsModal.js';
import { CacheToolsPage } from './CacheToolsPage.js';
import { NO_TOOLS_MESSAGE } from './NoToolsAccess.js';

afterEach(cleanup);

const ok = () =>
  new Response(JSON.stringify({ success: true, cleared: ['db'], nothingRegistered: [] }), { status: 200 });
const tooMany = () =>
  new Response(
    JSON.stringify({
      errors: [{ message: 'Too many expensive requests (AI, e-mail, cache, export): try again in 42 seconds' }],
      status: 429,
    }),
    {
      status: 429,
      headers: { 'retry-after': '42' },
    },
  );

/** The notices react-admin's useNotify queued, as the shell's notification would show them. */
function Notices() {
  const { notifications } = useNotificationContext();
  return (
    <ul aria-label="notices">
      {notifications.map((n: { type?: string; message: unknown }, i: number) => (
        <li key={i} data-type={n.type}>
          {String(n.message)}
        </li>
      ))}
    </ul>
  );
}

function renderPage(fetch: typeof globalThis.fetch, isMJA = true) {
  return render(
    <NotificationContextProvider>
      <CacheToolsPage isMJA={isMJA} fetch={fetch} getToken={() => 'tok'} />
      <Notices />
    </NotificationContextProvider>,
  );
}

describe('CacheToolsPage (full)', () => {
  it('shows the six tiles to the top admin; each calls its route with the token and ends in the success notice', async () => {
    const fetch = vi.fn(async () => ok());
    renderPage(fetch);
    const labels = ['Clear All', 'Token Cache', 'File Cache', 'DB Cache', 'Content Cache', 'Layout Cache'];
    const paths = ['/clear', '/clear/token', '/clear/file', '/clear/db', '/clear/content', '/clear/layout'];
    for (const [i, label] of labels.entries()) {
      await userEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(i + 1));
      const [url, init] = fetch.mock.calls[i] as unknown as [string, RequestInit];
      expect(url).toBe(`/api/v1/mc/cache${paths[i]}`);
      expect(init.method).toBe('GET');
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
      await waitFor(() => expect(screen.getAllByText('Cache Cleared Successfully')).toHaveLength(i + 1));
    }
    expect(screen.getAllByText('Cache Cleared Successfully')[0]).toHaveAttribute('data-type', 'success');
  });

  it('disables the tiles while a call is in flight', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(fetch);
    await userEvent.click(screen.getByRole('button', { name: 'DB Cache' }));
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    answer(ok());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear All' })).toBeEnabled());
  });

  it("shows the server's refusal as an error notice, not the success notice", async () => {
    renderPage(vi.fn(async () => tooMany()));
    await userEvent.click(screen.getByRole('button', { name: 'Token Cache' }));
    const notice = await screen.findByText(
      'Cache not cleared: Too many expensive requests (AI, e-mail, cache, export): try again in 42 seconds',
    );
    expect(notice).toHaveAttribute('data-type', 'error');
    expect(screen.queryByText('Cache Cleared Successfully')).not.toBeInTheDocument();
  });

  it('shows anyone but the top admin the no-access message and no tiles', () => {
    const fetch = vi.fn(async () => ok());
    renderPage(fetch, false);
    expect(screen.getByText(NO_TOOLS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('CacheToolsModal (slim)', () => {
  it('lists the caches; a clear calls its route, then alerts "Cache Cleared" and reloads the page', async () => {
    const events: string[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      events.push(`fetch ${String(url)}`);
      return ok();
    });
    render(
      <CacheToolsModal
        open
        onClose={() => undefined}
        fetch={fetch}
        getToken={() => 'tok'}
        alert={(m) => events.push(`alert ${m}`)}
        reload={() => events.push('reload')}
      />,
    );
    const list = screen.getByRole('list', { name: 'Cache tools' });
    expect(list).toHaveTextContent('Clear AllToken CacheFile CacheDB CacheContent CacheLayout Cache');
    await userEvent.click(screen.getByRole('button', { name: 'Layout Cache' }));
    await waitFor(() =>
      expect(events).toEqual(['fetch /api/v1/mc/cache/clear/layout', 'alert Cache Cleared', 'reload']),
    );
  });

  it('on a failure shows the message and neither alerts nor reloads', async () => {
    const alert = vi.fn();
    const reload = vi.fn();
    render(
      <CacheToolsModal
        open
        onClose={() => undefined}
        fetch={vi.fn(async () => tooMany())}
        getToken={() => null}
        alert={alert}
        reload={reload}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cache not cleared: Too many expensive requests');
    expect(alert).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    render(<CacheToolsModal open onClose={onClose} fetch={vi.fn(async () => ok())} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
