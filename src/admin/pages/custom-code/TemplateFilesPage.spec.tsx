// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorView } from '@codemirror/view';
import type { CodeVersion, TemplateFile } from '../../../shared/api/custom-code.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { TemplateFilesPage } from './TemplateFilesPage.js';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header: TemplateFile = {
  CId: 6,
  CTitle: 'Header',
  kind: 'header',
  source: '<header>{{ site.name }}</header>',
  CLastModified: null,
};
const email: TemplateFile = {
  CId: 50,
  CTitle: 'Default Email',
  kind: 'email',
  source: '<body>{{body}}</body>',
  CLastModified: null,
};
const versions: CodeVersion[] = [
  { CvId: 12, CId: 6, Active: true, ChangeDate: '2026-11-26T05:00:00.000Z', CvUserName: 'admin', CvNote: 'Saved' },
  { CvId: 11, CId: 6, Active: false, ChangeDate: '2026-11-25T05:00:00.000Z', CvUserName: 'admin', CvNote: 'Saved' },
];

function renderPage(onSave: (source: string) => Response) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const u = String(url);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: u, method, body });
    if (method === 'PUT') return onSave((body as { source: string }).source);
    if (u.endsWith('/versions/11')) return json({ ...versions[1], source: '<header>old</header>', CTitle: 'Header' });
    if (u.endsWith('/versions')) return json(versions);
    if (u.endsWith('/pages'))
      return json([
        { TemplateId: 1, TName: 'Web_Page', TPath: 'templates/pages/web-page.liquid', source: '<main></main>' },
      ]);
    return json([header, email]);
  });
  render(withQueryClient(<TemplateFilesPage http={createHttpClient({ fetch, getToken: () => 'tok' })} />));
  return calls;
}

async function setCode(name: string, code: string) {
  const box = await screen.findByRole('textbox', { name });
  const view = EditorView.findFromDOM(box)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  return { box, view };
}

describe('template files screen', () => {
  it('shows a refused template’s syntax error under the editor and moves the cursor to its line and column', async () => {
    const calls = renderPage(() =>
      json(
        {
          errors: [{ message: 'Line 2, column 3: tag {% if x %} not closed', field: 'source', line: 2, column: 3 }],
          status: 422,
        },
        422,
      ),
    );
    const { box, view } = await setCode('Source of “Header”', '<header>\n  {% if x %}\n</header>');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Line 2, column 3: tag {% if x %} not closed');
    const head = view.state.selection.main.head;
    expect(view.state.doc.lineAt(head).number).toBe(2);
    expect(head - view.state.doc.line(2).from).toBe(2);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/v1/mc/template-files/6',
      body: { source: '<header>\n  {% if x %}\n</header>' },
    });
  });

  it('lists the templates by kind and compares an older version with the current source', async () => {
    renderPage(() => json(header));
    const nav = await screen.findByRole('navigation', { name: 'Templates' });
    expect(within(nav).getByRole('list', { name: 'Header templates' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Page templates' })).toHaveTextContent(
      'templates/pages/web-page.liquid',
    );
    expect(within(nav).getByRole('list', { name: 'E-mail templates' })).toHaveTextContent('Default Email');
    const table = await screen.findByRole('table', { name: 'Saved versions of Header' });
    expect(within(table).getByRole('button', { name: 'Restore version 12' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Compare version 11 with the current code' }));
    const diff = await screen.findByRole('region', { name: 'Version 11 compared with the current code' });
    expect(within(diff).getByRole('status')).toHaveTextContent('1 line added, 1 line removed');
    expect(await within(diff).findByRole('textbox', { name: 'Version 11' })).toHaveTextContent('<header>old</header>');
  });
});
