// @vitest-environment jsdom
// The style guide over a fake /api/v1/mc/style-guide: each entry drawn in a
// sandboxed frame with its class and rules, switched off for the editor with
// one click (the whole entry sent back with offered false), changed in a
// dialog whose CSS and sample are code editors, and a refusal from the
// server shown.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StyleCatalogue, StyleEntry } from '../../../shared/api/style-guide.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createQueryClient } from '../../providers/query-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { StyleGuidePage } from './StyleGuidePage.js';
import { sampleDocument } from './style-sample.js';

afterEach(cleanup);

const callout: StyleEntry = {
  name: 'callout',
  label: 'Callout',
  cssClass: 'block-callout',
  css: '.block-callout { border-left: 4px solid green; }',
  sample: '<p>Set apart</p>',
  description: 'A passage set apart.',
  offered: true,
};
const CATALOGUE: StyleCatalogue = { blockStyles: [callout], rowDesigns: [] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(answer: (method: string, body: unknown) => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: String(input), body });
    return method === 'GET' ? json(CATALOGUE) : answer(method, body);
  });
  render(
    <AdminContext queryClient={createQueryClient()}>
      <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
        <StyleGuidePage />
      </SiteApiProvider>
    </AdminContext>,
  );
  return calls;
}

describe('style guide', () => {
  it('draws each entry in a sandboxed frame with its class and rules, and says when there is none', async () => {
    renderPage(() => json(CATALOGUE));
    const card = await screen.findByRole('listitem', { name: 'Callout' });
    const frame = within(card).getByTitle('Sample of Callout');
    expect(frame).toHaveAttribute('sandbox', '');
    const doc = frame.getAttribute('srcdoc')!;
    expect(doc).toContain('<div class="block-callout"><p>Set apart</p></div>');
    expect(doc).toContain('.block-callout { border-left: 4px solid green; }');
    expect(doc).toContain('Content-Security-Policy" content="default-src \'none\'');
    expect(card).toHaveTextContent('callout · class "block-callout"');
    expect(screen.getByText('There are no row designs yet.')).toBeInTheDocument();
  });

  it('switches a style off for the editor, sending the whole entry back', async () => {
    const calls = renderPage((_, body) => json({ blockStyles: [body], rowDesigns: [] }));
    const card = await screen.findByRole('listitem', { name: 'Callout' });
    await userEvent.click(within(card).getByRole('switch', { name: 'Offered in the editor' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/v1/mc/style-guide/block-styles/callout',
        body: { ...callout, offered: false },
      }),
    );
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Offered in the editor' })).not.toBeChecked());
  });

  it('shows the server’s refusal', async () => {
    renderPage(() =>
      json({ errors: [{ message: 'Changing the style guide is for Admin and MoJoAdmin accounts' }], status: 403 }, 403),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Callout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Changing the style guide is for Admin and MoJoAdmin accounts',
    );
  });
});

describe('sampleDocument', () => {
  it('keeps rules from closing the style element and the class from leaving its attribute', () => {
    const doc = sampleDocument({
      label: 'X',
      cssClass: 'a"><script>',
      css: 'p{}</style><script>alert(1)</script>',
      sample: '',
    });
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('class="a&quot;>&lt;script>"');
  });

  it('changes an entry in a dialog whose CSS and sample are code editors (CSS, HTML)', async () => {
    const calls = renderPage((_, body) => json({ blockStyles: [body], rowDesigns: [] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Callout' }));
    const dialog = await screen.findByRole('dialog');
    const css = await within(dialog).findByRole('textbox', { name: 'CSS' });
    const sample = await within(dialog).findByRole('textbox', { name: 'Sample HTML' });
    const cssView = EditorView.findFromDOM(css)!;
    const sampleView = EditorView.findFromDOM(sample)!;
    expect(cssView.state.doc.toString()).toBe(callout.css);
    expect(sampleView.state.doc.toString()).toBe(callout.sample);
    // Highlighted as CSS and as HTML: each editor's language is the one its field holds.
    expect(css.closest('[data-language]')).toHaveAttribute('data-language', 'css');
    expect(sample.closest('[data-language]')).toHaveAttribute('data-language', 'html');
    cssView.dispatch({ changes: { from: cssView.state.doc.length, insert: '\n.block-callout p { margin: 0; }' } });
    sampleView.dispatch({ changes: { from: 0, to: sampleView.state.doc.length, insert: '<p>Changed</p>' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/v1/mc/style-guide/block-styles/callout',
        body: { ...callout, css: `${callout.css}\n.block-callout p { margin: 0; }`, sample: '<p>Changed</p>' },
      }),
    );
  });
});
