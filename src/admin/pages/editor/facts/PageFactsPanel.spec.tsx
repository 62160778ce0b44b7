// @vitest-environment jsdom
// The page editor's News details / Event details panel: it reads the page's
// facts row through the generic interface, saves only what changed with
// If-Match, creates the row of a page made before rows were added, shows the
// server's refusal, and writes an event's dates as one batch.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { EditorApiProvider } from '../api/EditorApiContext.js';
import { createEditorApi } from '../api/editor-api.js';
import type { ContentRecord } from '../api/types.js';
import { PageFactsPanel } from './PageFactsPanel.js';

afterEach(cleanup);

type Rec = Record<string, unknown>;
interface Call {
  method: string;
  path: string;
  query: string;
  headers: Headers;
  body: unknown;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The generic interface for one table's rows, the event dates' batch, and every call recorded. */
function fakeDb(tables: Record<string, Rec[]>, refuse?: { path: string; status: number; message: string }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const [path, query = ''] = String(input).split('?');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: decodeURIComponent(query), headers: new Headers(init.headers), body });
    if (refuse && refuse.path === path && method !== 'GET')
      return json({ errors: [{ message: refuse.message }], status: refuse.status }, refuse.status);
    const [, , , , table, id] = path.split('/');
    const rows = tables[table] ?? [];
    if (id === 'batch') return json({ created: [], updated: [], deleted: [] });
    if (method === 'GET' && id)
      return json(
        rows.find((r) => String(Object.values(r)[0]) === id),
        200,
        { etag: `W/"${table}-${id}"` },
      );
    if (method === 'GET') return json(rows);
    if (method === 'POST') return json({ ...(body as Rec), [table === 'news' ? 'NId' : 'EiId']: 99 }, 201);
    if (method === 'PATCH')
      return json({ ...rows.find((r) => String(Object.values(r)[0]) === id), ...(body as Rec) }, 200, {
        etag: `W/"${table}-${id}-2"`,
      });
    return json({ errors: [{ message: `unexpected ${method} ${path}` }] }, 404);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

function renderPanel(content: ContentRecord, fetch: typeof globalThis.fetch) {
  const api = createEditorApi(createHttpClient({ fetch, getToken: () => 'tok' }));
  return render(
    withQueryClient(<EditorApiProvider api={api}>{<PageFactsPanel content={content} />}</EditorApiProvider>),
  );
}

const newsPage: ContentRecord = { CId: 600, CtId: 2, CTitle: 'Company News', CSeoUrl: '/news/company-news' };
const eventPage: ContentRecord = { CId: 700, CtId: 3, CTitle: 'Open Day', CSeoUrl: '/events/open-day' };
const newsRow = {
  NId: 7,
  CId: 600,
  NDate: '2026-11-26T16:57:00.000Z',
  NAuthor: null,
  NSource: null,
  NSourceUrl: null,
  NLocation: null,
  NCategory: 'Press',
  NFeatured: false,
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

describe("the page editor's details panel", () => {
  it('shows no panel on a page type without facts (a web page)', () => {
    const db = fakeDb({});
    const { container } = renderPanel({ CId: 500, CtId: 1, CTitle: 'About Us' }, db.fetch);
    expect(container).toBeEmptyDOMElement();
    expect(db.calls).toEqual([]);
  });

  it("edits a news item's facts: only the changed fields, with If-Match, the day picked keeping the time of day", async () => {
    const db = fakeDb({ news: [newsRow] });
    const { container } = renderPanel(newsPage, db.fetch);
    expect(await screen.findByRole('heading', { name: 'News details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Category')).toHaveValue('Press');
    expect(screen.getByDisplayValue('11/26/2026')).toBeInTheDocument();
    expect(db.calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/db/news' });
    expect(db.calls[0].query).toContain('filters=CId==600');

    await userEvent.type(screen.getByLabelText('Author'), 'Jane Doe');
    await userEvent.click(screen.getByLabelText('Featured'));
    paste(screen.getByRole('spinbutton', { name: 'Month' }), '2026-12-03');
    await userEvent.click(screen.getByRole('button', { name: 'Save news details' }));

    expect(await screen.findByText('The news details were saved.')).toBeInTheDocument();
    const [patch] = writes(db.calls);
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/db/news/7',
      body: { NAuthor: 'Jane Doe', NFeatured: true, NDate: '2026-12-03T16:57:00.000Z' },
    });
    expect(patch.headers.get('if-match')).toBe('W/"news-7"');
    expect(writes(db.calls)).toHaveLength(1);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('creates the row of a news item made before the add call made one, dated today', async () => {
    const db = fakeDb({ news: [] });
    renderPanel(newsPage, db.fetch);
    expect(await screen.findByText('This page has no news details yet; Save adds them.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Author'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Save news details' }));
    await screen.findByText('The news details were saved.');
    const [post] = writes(db.calls);
    expect(post).toMatchObject({ method: 'POST', path: '/api/v1/db/news', body: { CId: 600, NAuthor: 'Sam' } });
    expect(Object.keys(post.body as Rec).sort()).toEqual(['CId', 'NAuthor', 'NDate']); // empty facts left to the schema's defaults
    expect(new Date(String((post.body as Rec).NDate)).toDateString()).toBe(new Date().toDateString());
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const db = fakeDb(
      { news: [newsRow] },
      { path: '/api/v1/db/news/7', status: 422, message: 'Source URL is longer than 800 characters' },
    );
    renderPanel(newsPage, db.fetch);
    await userEvent.type(await screen.findByLabelText('Source URL'), 'https://example.org/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save news details' }));
    expect(await screen.findByText('Source URL is longer than 800 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Source URL')).toHaveValue('https://example.org/x');
    expect(screen.queryByText('The news details were saved.')).not.toBeInTheDocument();
  });

  it('edits an event: its facts, and its dates added and removed in one batch', async () => {
    const db = fakeDb({
      eventitem: [{ EiId: 5, CId: 700, EiLocation: 'Town hall', EiAllDay: false }],
      eventdate: [
        { EdId: 31, EiId: 5, CId: 700, EdStart: '2026-12-01T18:00:00.000Z', EdEnd: '2026-12-01T20:00:00.000Z' },
        { EdId: 32, EiId: 5, CId: 700, EdStart: '2026-12-08T18:00:00.000Z', EdEnd: null },
      ],
    });
    const { container } = renderPanel(eventPage, db.fetch);
    expect(await screen.findByLabelText('Location')).toHaveValue('Town hall');
    expect(await screen.findByRole('button', { name: 'Remove date 2' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Contact e-mail'), 'events@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Remove date 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    // The new date (now the second row) without a start is refused before anything is written.
    await userEvent.click(screen.getByRole('button', { name: 'Save event details' }));
    expect(await screen.findByText('A start is required')).toBeInTheDocument();
    expect(writes(db.calls)).toEqual([]);

    const months = screen.getAllByRole('spinbutton', { name: 'Month' });
    paste(months[2], '2027-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save event details' }));
    await screen.findByText('The event details were saved.');
    const [patch, batch] = writes(db.calls);
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/db/eventitem/5',
      body: { EiContactEmail: 'events@example.org' },
    });
    expect(patch.headers.get('if-match')).toBe('W/"eventitem-5"');
    expect(batch).toMatchObject({
      method: 'POST',
      path: '/api/v1/db/eventdate/batch',
      body: {
        creates: [{ CId: 700, EiId: 5, EdStart: '2027-01-15T00:00:00.000Z', EdEnd: null }],
        updates: [],
        deletes: [31],
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Location')).toBeInTheDocument());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('gives an event without a row one on Save, then its first date with the new EiId', async () => {
    const db = fakeDb({ eventitem: [], eventdate: [] });
    renderPanel(eventPage, db.fetch);
    expect(await screen.findByText('The event has no dates yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    paste(screen.getAllByRole('spinbutton', { name: 'Month' })[0], '2027-02-01');
    paste(screen.getAllByRole('spinbutton', { name: 'Month' })[1], '2027-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save event details' }));
    expect(await screen.findByText('Ends before it starts')).toBeInTheDocument();
    paste(screen.getAllByRole('spinbutton', { name: 'Month' })[1], '2027-02-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save event details' }));
    await screen.findByText('The event details were saved.');
    const [post, batch] = writes(db.calls);
    expect(post).toMatchObject({ method: 'POST', path: '/api/v1/db/eventitem', body: { CId: 700 } });
    expect(batch.body).toMatchObject({
      creates: [{ CId: 700, EiId: 99, EdStart: '2027-02-01T00:00:00.000Z', EdEnd: '2027-02-02T00:00:00.000Z' }],
    });
  });
});
