// @vitest-environment jsdom
// Add Content's "Place under tag" (issue 25 item 4): the content sections and
// the menus with their items, never a tool ("AI Tools", "API Access") nor a
// dashboard section; ?tag= still preselects a section; the screen says new
// pages start as drafts.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin, type Tables } from '../../site/sections/spec-support.js';
import { AddContentScreen } from './AddContentScreen.js';

afterEach(cleanup);

const tag = (TId: number, TIdParent: number | null, TName: string, TPath: string | null = null) => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
});

const tables = (): Tables => ({
  contenttype: [
    { CtId: 1, CtName: 'Web_Page' },
    { CtId: 4, CtName: 'Blog_Detail' },
  ],
  tag: [
    tag(2, null, 'Dashboard'),
    tag(50, 2, 'Content'),
    tag(85, 50, 'AI Tools', '/ai-tools'),
    tag(46, 2, 'Protected Settings'),
    tag(1053, 46, 'API Access', '/api-access'),
    tag(201, 2, 'Blog'),
    tag(214, 2, 'Careers'),
    tag(53, null, 'Primary Navigation'),
    tag(1200, 53, 'About', '/about'),
    tag(1201, 1200, 'Team', '/about/team'),
  ],
  content: [],
  tagtocontent: [],
});

const open = (url: string) => render(inAdmin(fakeDb(tables()), url, <AddContentScreen />));

describe('Add Content', () => {
  it('offers only the content sections and the menus with their items', async () => {
    open('/edit/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Content' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Place under tag' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Blog (201)', 'Careers (214)', 'Primary Navigation (53)', 'About (1200)', 'Team (1201)']),
    );
    expect(options).toHaveLength(5);
    expect(screen.getByText('New pages start as drafts: the page goes live when you publish it.')).toBeInTheDocument();
  });

  it('preselects a section from ?tag=', async () => {
    open('/edit/add?tag=201');
    await expect
      .poll(() => (screen.getByRole('combobox', { name: 'Place under tag' }) as HTMLInputElement).value)
      .toBe('Blog (201)');
  });
});
