// @vitest-environment jsdom
// The Careers List (/custom/careers) over a fake server: the openings linked
// to tag 214 are read through the section call, never as a Content filter
// listing their ids, so a search over many openings stays within the filter
// grammar's 50 terms; the screen offers its own 'Add Job Opening' and not
// the generic Create.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FILTER_TERMS, parseFilters } from '../../../../shared/filters/index.js';
import { CareersListPage } from './careers.js';
import { fakeDb, inAdmin } from './spec-support.js';

afterEach(cleanup);

const OPENINGS = 60;
const title = (n: number) => (n === 37 ? 'Senior Welder' : `Opening ${String(n).padStart(2, '0')}`);

function careersDb() {
  const content = Array.from({ length: OPENINGS }, (_, i) => ({
    CId: 1000 + i,
    CtId: 6,
    CTitle: title(i),
    CSeoUrl: `/careers/job-${i}`,
    CDeleted: false,
    CCreated: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    CLastModified: null,
    CMetaData: { Department: `Dept ${i}`, Location: 'Baltimore', Open: true },
  }));
  // A Custom_Page not linked to Careers: not an opening, even when the search matches it.
  content.push({
    CId: 2000,
    CtId: 6,
    CTitle: 'Welder safety page',
    CSeoUrl: '/welding',
    CDeleted: false,
    CCreated: '2025-06-01T00:00:00.000Z',
    CLastModified: null,
    CMetaData: { Department: 'x', Location: 'x', Open: true },
  });
  const tagtocontent = content.slice(0, OPENINGS).map((c, i) => ({ TId: 214, CId: c.CId, CSortOrder: i }));
  return fakeDb({ content, tagtocontent });
}

describe('Careers List', () => {
  it('pages and searches 60 openings through the section call, within the 50-term filter limit', async () => {
    const db = careersDb();
    render(inAdmin(db, '/custom/careers', <CareersListPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Careers List' })).toBeInTheDocument();
    // Newest first (the kit's default order), 20 a page: openings 59 to 40.
    expect(await screen.findByText('Opening 59')).toBeInTheDocument();
    expect(screen.getByText('Opening 40')).toBeInTheDocument();
    expect(screen.queryByText('Opening 39')).toBeNull();

    await userEvent.type(screen.getByPlaceholderText('Search'), 'welder');
    const row = (await screen.findByText('Senior Welder', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Dept 37')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Senior Welder' })).toHaveAttribute(
      'href',
      '/custom/careers/1037',
    );
    await waitFor(() => expect(screen.queryByText('Opening 59')).toBeNull());
    expect(screen.queryByText('Welder safety page')).toBeNull();

    const contentReads = db.requests.filter((r) => /content$/i.test(r.path));
    expect(contentReads.length).toBeGreaterThan(0);
    for (const r of contentReads) {
      expect(r.path).toBe('/api/v1/mc/sections/214/content');
      expect(parseFilters(r.query.filters ?? '').flat().length).toBeLessThanOrEqual(MAX_FILTER_TERMS);
      expect(r.query.filters ?? '').not.toMatch(/CId==/);
    }
    // No read of the links to build an id list either.
    expect(db.requests.some((r) => r.path === '/api/v1/db/tagtocontent')).toBe(false);
  });

  it("offers 'Add Job Opening' (/edit/add?tag=214), not the generic Create", async () => {
    render(inAdmin(careersDb(), '/custom/careers', <CareersListPage />));
    await screen.findByText('Opening 59');
    expect(screen.getByRole('link', { name: 'Add Job Opening' })).toHaveAttribute('href', '/edit/add?tag=214');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });
});
