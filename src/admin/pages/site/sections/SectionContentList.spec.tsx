// @vitest-environment jsdom
// The section lists behind the dashboard's 'All …' tools (/edit/select?tag=)
// against a fake generic interface: each section's joined columns, blog
// author and tag names from MiscData, events grouped only while tag 16 is
// on, the empty texts, and the tag tree for every other tag.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_DATA_TEXT, NO_RESULTS_TEXT } from '../../../resource-kit/ListStates.js';
import { SelectContentScreen } from '../../editor/select/SelectContentScreen.js';
import { fakeDb, inAdmin, type FakeDb, type Tables } from './spec-support.js';
import { chunk } from './useRelated.js';

afterEach(cleanup);

const at = '2026-03-02T10:00:00.000Z';
const page = (CId: number, CtId: number, CTitle: string, CSeoUrl: string, extra: Record<string, unknown> = {}) => ({
  CId,
  CtId,
  CTitle,
  CSeoUrl,
  CLastModified: at,
  CDeleted: false,
  CMetaData: {},
  ...extra,
});

function tables(groupEvents: boolean): Tables {
  return {
    content: [
      page(10, 2, 'Bridge Opens', '/news/bridge-opens'),
      page(11, 2, 'Old Story', '/news/old-story', { CDeleted: true }),
      page(20, 3, 'Fall Open House', '/events/fall-open-house'),
      page(21, 3, 'Stormwater Webinar', '/events/stormwater-webinar'),
      page(22, 3, 'STEM Day', '/events/stem-day'),
      page(30, 4, 'Timber Towers', '/blog/timber-towers', {
        CMetaData: { BlogAuthor: 601, BlogTags: [501, 502], PublishDate: at },
      }),
      page(40, 7, 'Riverside Library', '/projects/riverside-library', {
        CMetaData: { Client: 'City of Baltimore', Year: 2024, MarketName: 'Civic' },
      }),
    ],
    news: [{ NId: 1, CId: 10, NDate: at, NAuthor: 'Maya Okafor', NCategory: 'Awards' }],
    eventitem: [
      { EiId: 1, CId: 20, EiLocation: 'Main Office', EiCategory: 'Community' },
      { EiId: 2, CId: 21, EiLocation: 'Online', EiCategory: 'Webinar' },
      { EiId: 3, CId: 22, EiLocation: 'Westfield Elementary', EiCategory: 'Community' },
    ],
    eventdate: [
      { EdId: 1, EiId: 1, CId: 20, EdStart: '2099-10-01T14:00:00.000Z', EdEnd: '2099-10-01T17:00:00.000Z' },
      { EdId: 2, EiId: 1, CId: 20, EdStart: '2099-10-08T14:00:00.000Z', EdEnd: '2099-10-08T17:00:00.000Z' },
    ],
    miscdata: [
      { MdId: 601, MdKind: 6, MdName: 'Jordan Lee' },
      { MdId: 501, MdKind: 5, MdName: 'Sustainability' },
      { MdId: 502, MdKind: 5, MdName: 'Infrastructure' },
      { MdId: 701, MdKind: 7, MdName: 'Not a tag' },
    ],
    tag: [
      {
        TId: 16,
        TIdParent: 95,
        TName: 'Events Grouped by Category',
        TPath: null,
        TVisible: groupEvents,
        TDeleted: false,
      },
    ],
    tagtocontent: [],
  };
}

function open(url: string, db: FakeDb = fakeDb(tables(true))) {
  render(inAdmin(db, url, <SelectContentScreen />));
  return db;
}

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('a section tag opens the section list', () => {
  it('News: heading, Add News Item, the /news/ URL, date, author and category, Edit to the editor, no deleted items', async () => {
    open('/edit/select?tag=208');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add News Item' })).toHaveAttribute('href', '/edit/add?tag=208');
    const news = await row('Bridge Opens');
    expect(within(news).getByText('/news/bridge-opens')).toBeInTheDocument();
    await waitFor(() => expect(within(news).getByText('Maya Okafor')).toBeInTheDocument());
    expect(within(news).getByText('Awards')).toBeInTheDocument();
    // The day of the stored date, in the English date format (shared/dates.ts).
    expect(within(news).getByText('03/02/2026')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Edit Bridge Opens' })).toHaveAttribute('href', '/edit?cId=10');
    expect(headers()).toEqual(expect.arrayContaining(['Date', 'Author', 'Category', 'Actions']));
    expect(screen.queryByText('Old Story')).toBeNull();
    expect(screen.queryByText('Timber Towers')).toBeNull();
    // The section's own 'Add …' only: no generic Create (it would open the generic Content form).
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('Blog: the author (MiscData kind 6) and the tags (kind 5) by name', async () => {
    open('/edit/select?tag=201');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Blog Post' })).toHaveAttribute('href', '/edit/add?tag=201');
    const post = await row('Timber Towers');
    await waitFor(() => expect(within(post).getByText('Jordan Lee')).toBeInTheDocument());
    expect(within(post).getByText('Sustainability, Infrastructure')).toBeInTheDocument();
    expect(within(post).getByText('/blog/timber-towers')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Author', 'Tags', 'Published']));
  });

  it('Projects: client, year and market', async () => {
    open('/edit/select?tag=211');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/edit/add?tag=211');
    const project = await row('Riverside Library');
    for (const text of ['/projects/riverside-library', 'City of Baltimore', '2024', 'Civic'])
      expect(within(project).getByText(text)).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Client', 'Year', 'Market']));
  });

  it('Events with tag 16 on: a tab per category, each with only its events, the next date and how many more', async () => {
    open('/edit/select?tag=204');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Event' })).toHaveAttribute('href', '/edit/add?tag=204');
    const tabs = await screen.findByRole('tablist', { name: 'Event categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Community', 'Webinar']);
    const house = await row('Fall Open House');
    await waitFor(() => expect(within(house).getByText(/\(\+1 more\)$/)).toBeInTheDocument());
    expect(within(house).getByText('Main Office')).toBeInTheDocument();
    expect(screen.getByText('STEM Day')).toBeInTheDocument();
    expect(screen.queryByText('Stormwater Webinar')).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Webinar' }));
    expect(await screen.findByText('Stormwater Webinar')).toBeInTheDocument();
    expect(screen.queryByText('Fall Open House')).toBeNull();
    expect((await row('Stormwater Webinar')).querySelector('a[href="/edit?cId=21"]')).not.toBeNull();
  });

  it('Events with tag 16 off (hidden): one list of every event, no tabs', async () => {
    open('/edit/select?tag=204', fakeDb(tables(false)));
    await screen.findByText('Fall Open House');
    expect(screen.getByText('Stormwater Webinar')).toBeInTheDocument();
    expect(screen.getByText('STEM Day')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByText('Stormwater Webinar').closest('tr')!).getByText('Webinar')).toBeInTheDocument(),
    );
  });

  it('Events without a tag 16 record count as not grouped', async () => {
    const t = tables(true);
    t.tag = [];
    open('/edit/select?tag=204', fakeDb(t));
    await screen.findByText('STEM Day');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('empty states (spec §8 texts)', () => {
  it("says 'No data available' for an empty section and 'No search results found' for a search that finds nothing", async () => {
    const t = tables(true);
    t.content = t.content.filter((c) => c.CtId !== 7);
    open('/edit/select?tag=211', fakeDb(t));
    expect(await screen.findByText(NO_DATA_TEXT)).toBeInTheDocument();
    t.content.push(page(41, 7, 'Harbor Pier', '/projects/harbor-pier'));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'zzz');
    expect(await screen.findByText(NO_RESULTS_TEXT, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("grouped events: 'No search results found' inside a category, 'No data available' with no events at all", async () => {
    open('/edit/select?tag=204');
    await screen.findByText('Fall Open House');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'zzz');
    expect(await screen.findByText(NO_RESULTS_TEXT, {}, { timeout: 3000 })).toBeInTheDocument();
    cleanup();
    const t = tables(true);
    t.content = t.content.filter((c) => c.CtId !== 3);
    open('/edit/select?tag=204', fakeDb(t));
    expect(await screen.findByText(NO_DATA_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('other tags and no tag keep the tag tree and the search', () => {
  it.each(['/edit/select', '/edit/select?tag=214'])('%s', async (url) => {
    const t = tables(true);
    t.tag.push({ TId: 214, TIdParent: null, TName: 'Careers', TPath: null, TVisible: true, TDeleted: false });
    open(url, fakeDb(t));
    expect(screen.getByRole('heading', { level: 1, name: 'Select Content' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by title or URL')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Tag tree' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Add / })).toBeNull();
  });
});

it('asks for related rows in chunks the filter grammar accepts', () => {
  const ids = Array.from({ length: 95 }, (_, i) => i);
  expect(chunk(ids, 40).map((c) => c.length)).toEqual([40, 40, 15]);
});
