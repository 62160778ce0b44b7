// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueComment } from '../../../shared/api/comments.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { CommentModerationPage } from './CommentModerationPage.js';

afterEach(cleanup);

const comment = (id: number, name: string): QueueComment => ({
  id,
  cId: 40,
  postTitle: 'Spring news',
  postUrl: '/blog/spring-news',
  name,
  email: `${name.toLowerCase()}@example.test`,
  body: `Comment from ${name}`,
  status: 'pending',
  date: '2026-11-25T10:00:00.000Z',
  ip: '203.0.113.5',
  userAgent: 'Firefox',
  trail: [],
});
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function renderPage(opts: { mayChange?: boolean } = {}) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const u = String(url);
    calls.push({ url: u, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (u.endsWith('/counts')) return json({ pending: 3, approved: 1, spam: 0, deleted: 2 });
    if (u.endsWith('/switch'))
      return json({ enabled: init.method === 'PUT' ? false : true, mayChange: opts.mayChange ?? true });
    if (u.endsWith('/status'))
      return json({ changed: (JSON.parse(String(init.body)) as { ids: number[] }).ids.length });
    return json([comment(3, 'Cleo'), comment(2, 'Bo'), comment(1, 'Ann')], 200, {
      'x-pagination': JSON.stringify({ totalCount: 3, totalPages: 1 }),
    });
  });
  render(withQueryClient(<CommentModerationPage http={createHttpClient({ fetch, getToken: () => 'tok' })} />));
  return calls;
}
const statusCalls = (calls: { url: string; method: string; body?: unknown }[]) =>
  calls.filter((c) => c.url.endsWith('/status')).map((c) => c.body);

describe('comment moderation screen', () => {
  it('shows the queues with their counts and the comment with its post', async () => {
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: 'Comment status' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(tabs).getByRole('tab', { name: 'Deleted (2)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pending comments' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByRole('link', { name: 'Spring news' })).toHaveAttribute('href', '/blog/spring-news');
    expect(within(first).getByText('Comment from Cleo')).toBeInTheDocument();
  });

  it('moves with j/k and approves, spams, deletes with a, s, d', async () => {
    const calls = renderPage();
    await screen.findByRole('list', { name: 'Pending comments' });
    await userEvent.keyboard('j');
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('a');
    await waitFor(() => expect(statusCalls(calls)).toEqual([{ ids: [2], status: 'approved' }]));
    expect(await screen.findByText('1 comment moved to Approved')).toBeInTheDocument();
    await userEvent.keyboard('k');
    await userEvent.keyboard('s');
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(2));
    expect(statusCalls(calls)[1]).toEqual({ ids: [3], status: 'spam' });
    await userEvent.keyboard('jjd');
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(3));
    expect(statusCalls(calls)[2]).toEqual({ ids: [1], status: 'deleted' });
  });

  it('selects with x (and the boxes) and acts on the whole selection, by key or by button', async () => {
    const calls = renderPage();
    await screen.findByRole('list', { name: 'Pending comments' });
    await userEvent.keyboard('xjx');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.keyboard('d');
    await waitFor(() => expect(statusCalls(calls)).toEqual([{ ids: [3, 2], status: 'deleted' }]));
    await userEvent.click(screen.getByLabelText('Select all on this page'));
    const actions = screen.getByRole('group', { name: 'Actions for 3 selected' });
    expect(within(actions).getByRole('button', { name: 'Restore' })).toBeDisabled();
    await userEvent.click(within(actions).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(2));
    expect(statusCalls(calls)[1]).toEqual({ ids: [3, 2, 1], status: 'approved' });
  });

  it('fires no shortcut while typing in the search field, and lists the shortcuts on ?', async () => {
    const calls = renderPage();
    await screen.findByRole('list', { name: 'Pending comments' });
    await userEvent.type(screen.getByLabelText('Search comments'), 'sad jokes');
    expect(statusCalls(calls)).toEqual([]);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('approve')).toBeInTheDocument();
    // Not while the dialog is open either.
    await userEvent.keyboard('a');
    expect(statusCalls(calls)).toEqual([]);
  });

  it('switches comments off for an Admin, and only says whether they are on to a moderator', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Comments are on' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false }));
    cleanup();
    renderPage({ mayChange: false });
    expect(await screen.findByText('Comments are on')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Comments are on' })).toBeNull();
  });
});
