// @vitest-environment jsdom
// A page outside the user's reach: the server answers 403 'Permission Denied'
// (src/server/editor/page.ts) and the editor shows the spec's 'Permission
// Denied' page (§2 fallback screens), not "Content item 1000 was not found".
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageEditor } from './PageEditorScreen.js';
import { fakeServer, withApi } from './spec-support.js';

afterEach(cleanup);

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a page outside the user’s reach', () => {
  it("shows 'Permission Denied' with its text and 'Go back'", async () => {
    const server = fakeServer();
    const inner = server.fetch;
    server.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/v1/mc/editor/page/1000')
        ? json({ errors: [{ message: 'Permission Denied' }], status: 403 }, 403)
        : inner(input, init),
    ) as typeof fetch;
    render(<AdminContext>{withApi(server, <PageEditor cId={1000} />)}</AdminContext>);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permission Denied' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this page.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByText(/was not found|could not be opened/)).toBeNull();
  }, 60_000);
});
