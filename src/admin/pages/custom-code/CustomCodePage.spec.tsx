// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorView } from '@codemirror/view';
import type { SecurityHeaders, Snippet } from '../../../shared/api/custom-code.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { CustomCodePage } from './CustomCodePage.js';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const existing: Snippet = {
  CId: 70,
  CTitle: 'Chat widget',
  code: 'window.chat = 1;',
  tokenLocationId: 103,
  enabled: true,
  sortOrder: 1,
  CLastModified: null,
};
const headers: SecurityHeaders = {
  rules: [{ name: 'Content-Security-Policy', value: "script-src 'self'", enabled: true }],
  featureOn: true,
  warnings: [
    {
      CId: 70,
      CTitle: 'Chat widget',
      message: '"Chat widget" runs inline script, which the Content-Security-Policy forbids',
    },
  ],
};

function renderPage(answers: { post?: (body: unknown) => Response; putHeaders?: (body: unknown) => Response } = {}) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const u = String(url);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: u, method, body });
    if (u.endsWith('/snippets') && method === 'POST') return answers.post!(body);
    if (u.endsWith('/security-headers') && method === 'PUT') return answers.putHeaders!(body);
    if (u.endsWith('/security-headers')) return json(headers);
    if (u.endsWith('/token-locations'))
      return json([
        { MdId: 101, MdName: 'Head' },
        { MdId: 103, MdName: 'Body End' },
      ]);
    if (u.endsWith('/versions')) return json([]);
    if (u.endsWith('/snippets')) return json([existing]);
    return json([]);
  });
  render(withQueryClient(<CustomCodePage http={createHttpClient({ fetch, getToken: () => 'tok' })} />));
  return calls;
}

describe('custom code screen', () => {
  it('lists the snippets with their location, warns about the CSP and creates a snippet from the code editor', async () => {
    const calls = renderPage({
      post: (body) => json({ ...existing, ...(body as object), CId: 71, sortOrder: 2 }, 201),
    });
    const nav = await screen.findByRole('navigation', { name: 'Snippets' });
    expect(await within(nav).findByText('Body End · On')).toBeInTheDocument();
    expect(
      await screen.findByText(/runs inline script, which the Content-Security-Policy forbids/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New snippet' }));
    const form = screen.getByRole('form', { name: 'Snippet' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Counter');
    await userEvent.click(within(form).getByRole('combobox', { name: /Token location/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Head' }));
    const editor = await within(form).findByRole('textbox', { name: 'Snippet code' });
    await waitFor(() => expect(EditorView.findFromDOM(editor)?.state.doc.toString()).toBe(''));
    const view = EditorView.findFromDOM(editor)!;
    view.dispatch({ changes: { from: 0, insert: 'window.count = 1;' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create snippet' }));
    expect(await screen.findByText('Saved “Counter”.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      CTitle: 'Counter',
      code: 'window.count = 1;',
      tokenLocationId: 101,
      enabled: true,
    });
  });

  it('shows the server’s refusal of a bad header rule', async () => {
    renderPage({
      putHeaders: () =>
        json(
          {
            errors: [{ message: 'Rule 1: "Bad Name" is not a valid header name', field: 'rules.0.name' }],
            status: 422,
          },
          422,
        ),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Security headers' }));
    const form = await screen.findByRole('form', { name: 'Security headers' });
    const name = within(form).getByLabelText('Header name (rule 1)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bad Name');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Rule 1: "Bad Name" is not a valid header name');
  });
});
