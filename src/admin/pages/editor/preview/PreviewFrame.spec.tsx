// @vitest-environment jsdom
// The preview frame (docs/preview.md "Safety"): sandboxed without allow-same-origin, asking the server for a
// signed link of the right kind, a new one at each refresh (after a save), and the chosen width.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, withApi } from '../spec-support.js';
import { PreviewFrame } from './PreviewFrame.js';

afterEach(cleanup);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function previewServer() {
  const server = fakeServer();
  const inner = server.fetch;
  let n = 0;
  server.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/v1/mc/preview/links') {
      server.requests.push({
        method: init?.method ?? 'GET',
        url: String(input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      return json({ url: `/preview/draft/500?exp=1&sig=s${++n}`, expiresAt: '2030-01-01T00:00:00.000Z', id: null });
    }
    return inner(input, init);
  }) as typeof fetch;
  return server;
}

describe('the preview frame', () => {
  it('shows the signed link in a sandbox without allow-same-origin, and asks for a new link at each refresh', async () => {
    const server = previewServer();
    const { rerender } = render(
      withApi(server, <PreviewFrame kind="draft" id={500} title="About Us" refreshKey={1} />),
    );
    const frame = await screen.findByTitle('Preview of About Us');
    expect(frame).toHaveAttribute('src', '/preview/draft/500?exp=1&sig=s1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation|allow-forms/);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(server.requests.filter((r) => r.url === '/api/v1/mc/preview/links').map((r) => r.body)).toEqual([
      { kind: 'draft', id: 500 },
    ]);

    rerender(withApi(server, <PreviewFrame kind="draft" id={500} title="About Us" refreshKey={2} />));
    await waitFor(() =>
      expect(screen.getByTitle('Preview of About Us')).toHaveAttribute('src', '/preview/draft/500?exp=1&sig=s2'),
    );
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/preview/draft/500?exp=1&sig=s2',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Phone, 375 pixels wide' }));
    expect(screen.getByTitle('Preview of About Us').style.width).toBe('375px');
  }, 30_000);
});
