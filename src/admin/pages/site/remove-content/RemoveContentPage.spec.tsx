// @vitest-environment jsdom
// Remove Content lists live pages only (the page-like types 1–4, 6, 7: not
// Shared_Content, tokens, menus or settings records), and in its Removed tab
// everything removed (so anything in the bin can be restored); it offers no
// generic Create, and a row ticked in one tab is not still selected (and
// offered to the bulk action) after switching tabs.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FILTER_TERMS, parseFilters } from '../../../../shared/filters/index.js';
import { fakeDb, inAdmin } from '../sections/spec-support.js';
import { RemoveContentPage } from './RemoveContentPage.js';

afterEach(cleanup);

const item = (CId: number, CtId: number, CTitle: string, CDeleted = false) => ({
  CId,
  CtId,
  CTitle,
  CSeoUrl: `/p${CId}`,
  CDeleted,
  CLastModified: null,
  CCreated: '2025-01-01T00:00:00.000Z',
});
const content = () => [
  item(11, 1, 'About us'),
  item(12, 2, 'Library reopens'),
  item(16, 6, 'Welder opening'),
  item(17, 7, 'River bridge'),
  item(15, 5, 'Shared alert block'),
  item(63, 63, 'Phone number token'),
  item(10, 10, 'Primary Navigation'),
  item(21, 1, 'Old page', true),
  item(22, 63, 'Old token', true),
];

describe('Remove Content', () => {
  it('lists live pages only, every removed item in the bin, and has no Create', async () => {
    const db = fakeDb({ content: content() });
    render(inAdmin(db, '/remove-content', <RemoveContentPage />));
    await screen.findByText('About us');
    for (const t of ['Library reopens', 'Welder opening', 'River bridge'])
      expect(screen.getByText(t)).toBeInTheDocument();
    for (const t of ['Shared alert block', 'Phone number token', 'Primary Navigation', 'Old page'])
      expect(screen.queryByText(t)).toBeNull();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Removed pages' }));
    expect(await screen.findByText('Old page')).toBeInTheDocument();
    expect(screen.getByText('Old token')).toBeInTheDocument();
    expect(screen.queryByText('About us')).toBeNull();
    // A search stays within the filter grammar's 50 terms with the page-type condition.
    await userEvent.type(screen.getByPlaceholderText('Search'), 'old');
    await waitFor(() => expect(db.requests.at(-1)!.query.filters).toMatch(/~/));
    for (const r of db.requests.filter((q) => q.path === '/api/v1/db/content'))
      expect(parseFilters(r.query.filters ?? '').flat().length).toBeLessThanOrEqual(MAX_FILTER_TERMS);
    expect(await screen.findByText('Old page')).toBeInTheDocument();
  });

  it('does not carry a ticked row over to the other tab', async () => {
    render(inAdmin(fakeDb({ content: content() }), '/remove-content', <RemoveContentPage />));
    const row = (await screen.findByText('About us')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Removed pages' }));
    await screen.findByText('Old page');
    expect(screen.queryByText(/item selected/)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Pages' }));
    await screen.findByText('About us');
    expect(screen.queryByText(/item selected/)).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });
});
