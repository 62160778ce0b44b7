// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { withQueryClient } from '../../api/spec-support.js';
import { createQueryClient } from '../../providers/query-client.js';
import { queryKeys } from '../../api/query-keys.js';
import { NO_TOOLS_MESSAGE, WHO_CAN_GRANT } from '../cache-tools/NoToolsAccess.js';
import { DashboardPage, type DashboardUser } from './DashboardPage.js';
import type { ToolTag } from './tool-tree.js';

afterEach(cleanup);

const tag = (
  TId: number,
  TIdParent: number,
  TName: string,
  TPath: string | null,
  TNextId: number | null,
  icon: string | null = 'Drafts',
): ToolTag => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
  CUrlDefaultPage: icon,
  TNextId,
});

const TAGS: ToolTag[] = [
  { ...tag(2, 0, 'Dashboard', '/', null), TIdParent: null },
  tag(50, 2, 'Content', null, 46, 'EditNote'),
  tag(1001, 50, 'Drafts', '/drafts', 1002),
  tag(1002, 50, 'Placeholder', '#', 1003),
  tag(1003, 50, 'Help Center', 'https://help.example.org/cms', 1004, 'NoSuchIcon'),
  tag(1004, 50, 'Select Content', '/edit/select', null, 'FindInPage'),
  tag(46, 2, 'Administration', null, 201, 'AdminPanelSettings'),
  tag(1030, 46, 'Clear Cache', 'CLEAR_CACHE', 1031, 'Cached'),
  tag(1031, 46, 'My Account', '/account', null, 'AccountCircle'),
  tag(201, 2, 'Blog', null, null, 'RssFeed'),
  tag(1010, 201, 'All Blog Posts', '/edit/select?tag=201', null, 'ListAlt'),
];

const MJA: DashboardUser = { isMJA: true, tagIds: [], roles: ['MoJoAdmin'] };

function fakeFetch(tags: ToolTag[] = TAGS) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/v1/db/tag?')) return new Response(JSON.stringify(tags), { status: 200 });
    if (url.startsWith('/api/v1/mc/cache/clear'))
      return new Response(JSON.stringify({ success: true, cleared: [] }), { status: 200 });
    return new Response(JSON.stringify({ errors: [{ message: 'unexpected' }], status: 404 }), { status: 404 });
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

async function renderDashboard(
  props: Partial<Omit<Parameters<typeof DashboardPage>[0], 'fetch'>> & { fetch?: ReturnType<typeof fakeFetch> } = {},
) {
  const fetch = props.fetch ?? fakeFetch();
  const utils = render(
    withQueryClient(
      <MemoryRouter initialEntries={['/']}>
        <DashboardPage user={MJA} fetch={fetch} getToken={() => 'tok'} {...props} />
        <Where />
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('button', { name: /^Content$/ }); // the section header: the tags have loaded
  return { ...utils, fetch };
}

const sectionHeader = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}$`) });

describe('DashboardPage', () => {
  it('shows the Protected Settings tags as a section only to those without the panel', async () => {
    const withSection = [
      ...TAGS.map((t) => (t.TId === 201 ? { ...t, TNextId: 48 } : t)),
      tag(48, 2, 'Protected Settings', null, null, 'Lock'),
      tag(1040, 48, 'Site Setup', '/site-setup', null, 'Settings'),
    ];
    await renderDashboard({ fetch: fakeFetch(withSection) });
    expect(screen.queryByRole('button', { name: /^Protected Settings$/ })).toBeNull(); // MoJoAdmin: the panel only
    expect(screen.getAllByText('Protected Settings').length).toBeGreaterThan(0);
    cleanup();
    await renderDashboard({
      fetch: fakeFetch(withSection),
      user: { isMJA: false, tagIds: [2, 48, 1040, 50], roles: ['Admin'] },
    });
    expect(screen.getByRole('button', { name: /^Protected Settings$/ })).toBeInTheDocument(); // granted as tags: the section
  });

  it('reads the visible, non-deleted tags with the menu fields, with the bearer token', async () => {
    const { fetch } = await renderDashboard();
    // The tag read among the dashboard's reads (the recent edits are read beside it).
    const [url, init] = fetch.mock.calls.find(
      ([u]) => new URL(String(u), 'http://x').pathname === '/api/v1/db/tag',
    ) as unknown as [string, RequestInit];
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('fields')).toBe('TId,TIdParent,TName,TPath,TVisible,TDeleted,CUrlDefaultPage,TNextId');
    expect(query.get('filters')).toBe('TVisible==true,TDeleted==false');
    expect(query.has('pageNumber')).toBe(false);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('opens section 50 at first, keeps the others closed, and toggles a section on its header', async () => {
    await renderDashboard();
    expect(sectionHeader('Content')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Drafts' })).toBeVisible();
    expect(sectionHeader('Administration')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    await userEvent.click(sectionHeader('Administration'));
    expect(sectionHeader('Administration')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'My Account' })).toBeVisible();
    await userEvent.click(sectionHeader('Content'));
    expect(sectionHeader('Content')).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives sections from tag id 200 an orange header and the others a grey one', async () => {
    await renderDashboard();
    expect(sectionHeader('Blog')).toHaveAttribute('data-header', 'orange');
    expect(sectionHeader('Content')).toHaveAttribute('data-header', 'grey');
    expect(sectionHeader('Administration')).toHaveAttribute('data-header', 'grey');
  });

  it('links items to their path with their icon (a question icon for an unknown name)', async () => {
    await renderDashboard();
    const drafts = screen.getByRole('link', { name: 'Drafts' });
    expect(drafts).toHaveAttribute('href', '/drafts');
    expect(drafts.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'Drafts');
    expect(screen.getByRole('link', { name: 'Help Center' }).querySelector('[data-icon]')).toHaveAttribute(
      'data-icon',
      'HelpOutline',
    );
    await userEvent.click(drafts);
    expect(screen.getByTestId('location')).toHaveTextContent('/drafts');
  });

  it("leaves a '#' link inert: the click is swallowed and nothing navigates", async () => {
    await renderDashboard();
    const placeholder = screen.getByRole('link', { name: 'Placeholder' });
    expect(fireEvent.click(placeholder)).toBe(false); // default prevented
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens a link to another origin in a new tab, without opener or referrer', async () => {
    await renderDashboard();
    const help = screen.getByRole('link', { name: 'Help Center' });
    expect(help).toHaveAttribute('href', 'https://help.example.org/cms');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Drafts' })).not.toHaveAttribute('target');
  });

  it('opens the slim cache tools in a modal from the CLEAR_CACHE item', async () => {
    const alert = vi.fn();
    const reload = vi.fn();
    const { fetch } = await renderDashboard({ alert, reload });
    await userEvent.click(sectionHeader('Administration'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Cache' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'DB Cache' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith('Cache Cleared');
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/v1/mc/cache/clear/db');
  });

  it("shows 'You don't have access…' in sections the user may not use, and only the tools they may", async () => {
    await renderDashboard({ user: { isMJA: false, tagIds: [2, 50], roles: ['Maintenance User'] } });
    expect(screen.getByRole('link', { name: 'Drafts' })).toBeInTheDocument();
    await userEvent.click(sectionHeader('Administration'));
    const admin = sectionHeader('Administration').closest('[data-section-id]') as HTMLElement;
    expect(await within(admin).findByText(NO_TOOLS_MESSAGE)).toBeVisible();
    // …and who can open it for them
    expect(within(admin).getByText(WHO_CAN_GRANT)).toBeVisible();
    expect(within(admin).queryByRole('button', { name: 'Clear Cache' })).not.toBeInTheDocument();
    // Nothing of the top admin's: no Protected Settings, and the full cache tools say no
    expect(screen.queryByText('Protected Settings')).not.toBeInTheDocument();
    const cacheTools = screen.getByRole('region', { name: 'Cache Tools' });
    expect(within(cacheTools).getByText(NO_TOOLS_MESSAGE)).toBeInTheDocument();
    expect(within(cacheTools).queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('shows the tag id on hover in debug mode only', async () => {
    await renderDashboard({ debug: true });
    await userEvent.hover(screen.getByRole('link', { name: 'Drafts' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tag id: 1001');
    await userEvent.unhover(screen.getByRole('link', { name: 'Drafts' }));
    await userEvent.hover(sectionHeader('Blog'));
    expect(await screen.findByText('Tag id: 201')).toBeInTheDocument();
    cleanup();

    await renderDashboard({ debug: false });
    await userEvent.hover(screen.getByRole('link', { name: 'Drafts' }));
    await new Promise((r) => setTimeout(r, 300)); // past the tooltip's enter delay
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the Protected Settings panel, collapsible, with its eight links, to the role MoJoAdmin only', async () => {
    await renderDashboard();
    const header = screen.getByRole('button', { name: /Protected Settings/ });
    expect(header).toHaveTextContent('Visible only to the top admin');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(header);
    const links = [
      ['Site Setup', '/site-setup'],
      ['Custom Tag Editor', '/custom-tag-editor'],
      ['Key Manager', '/key-manager'],
      ['Template Files', '/template-files'],
      ['API Access', '/api-access'],
      ['Email Marketing', '/email-marketing'],
      ['Remove Content', '/remove-content'],
      ['DB Tools', '/db-tools'],
      ['Webhooks', '/webhooks'],
    ];
    const list = await screen.findByRole('list', { name: /Protected Settings/ });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(links);
    cleanup();

    await renderDashboard({ user: { isMJA: false, tagIds: [2, 50], roles: ['Admin'] } });
    expect(screen.queryByRole('button', { name: /Protected Settings/ })).not.toBeInTheDocument();
  });

  it('says so when the tags cannot be read', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ errors: [{ message: 'Too many requests: try again in 5 seconds' }], status: 429 }),
          { status: 429 },
        ),
    );
    render(
      withQueryClient(
        <MemoryRouter>
          <DashboardPage user={MJA} fetch={fetch} getToken={() => null} />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: try again in 5 seconds');
  });

  // Drawn as each read arrived, the recent records and the tool sections pushed the panels below
  // them down (Lighthouse: a layout shift of 0.57 on the dashboard).
  it('is laid out once both reads have answered, not piece by piece', async () => {
    let answerRecent: (r: Response) => void = () => undefined;
    const recent = new Promise<Response>((resolve) => (answerRecent = resolve));
    const tagsOnly = fakeFetch();
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/recent-edits') ? recent : tagsOnly(input),
    );
    render(
      withQueryClient(
        <MemoryRouter>
          <DashboardPage user={MJA} fetch={fetch} getToken={() => 'tok'} />
        </MemoryRouter>,
      ),
    );
    await waitFor(() => expect(tagsOnly).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50)); // the tags' answer is in
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: /^Content$/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cache Tools' })).toBeNull();

    answerRecent(
      new Response(
        JSON.stringify({
          edits: [
            { entity: 'Tag', key: '7', title: 'News', named: true, label: 'Tag', editedAt: '2026-11-01T10:00:00.000Z' },
          ],
        }),
        { status: 200 },
      ),
    );
    expect(await screen.findByRole('button', { name: /^Content$/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Continue where you left off' })).toHaveTextContent('News');
    expect(screen.getByRole('region', { name: 'Cache Tools' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  // Coming back, the recent records are read again (each time the dashboard opens). Drawn from the
  // old answer first, the list grew when the new one came and pushed the tools down under a click
  // aimed at them (the themes e2e lost its click on Clear Cache on a busy machine).
  it('coming back, waits for the recent records read again instead of drawing the old list first', async () => {
    const client = createQueryClient();
    const edit = (title: string, key: string) => ({
      entity: 'Tag',
      key,
      title,
      named: true,
      label: 'Tag',
      editedAt: '2026-11-01T10:00:00.000Z',
    });
    const firstVisit = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/recent-edits')
        ? new Response(JSON.stringify({ edits: [edit('News', '7')] }), { status: 200 })
        : fakeFetch()(input),
    );
    const first = render(
      withQueryClient(
        <MemoryRouter>
          <DashboardPage user={MJA} fetch={firstVisit} getToken={() => 'tok'} />
        </MemoryRouter>,
        client,
      ),
    );
    expect(await screen.findByRole('list', { name: 'Continue where you left off' })).toHaveTextContent('News');
    first.unmount();
    // Read again on opening once the answer is older than the shared reads' two seconds.
    await client.invalidateQueries({ queryKey: queryKeys.people.recentEdits(), refetchType: 'none' });

    let answerRecent: (r: Response) => void = () => undefined;
    const recent = new Promise<Response>((resolve) => (answerRecent = resolve));
    const secondVisit = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/recent-edits') ? recent : fakeFetch()(input),
    );
    render(
      withQueryClient(
        <MemoryRouter>
          <DashboardPage user={MJA} fetch={secondVisit} getToken={() => 'tok'} />
        </MemoryRouter>,
        client,
      ),
    );
    await waitFor(() =>
      expect(secondVisit.mock.calls.some(([url]) => String(url).includes('/recent-edits'))).toBe(true),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: /^Content$/ })).toBeNull();

    answerRecent(new Response(JSON.stringify({ edits: [edit('Events', '8'), edit('News', '7')] }), { status: 200 }));
    expect(await screen.findByRole('button', { name: /^Content$/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Continue where you left off' })).toHaveTextContent('Events');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads the recent records once when that read fails, and lays out the rest', async () => {
    const fetch = fakeFetch(); // the recent records answer 404
    render(
      withQueryClient(
        <MemoryRouter>
          <DashboardPage user={MJA} fetch={fetch} getToken={() => 'tok'} />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('button', { name: /^Content$/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/recent-edits'))).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
