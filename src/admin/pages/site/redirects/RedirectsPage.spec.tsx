// @vitest-environment jsdom
// /redirects/{RType} opens only the redirect types the server accepts (301,
// 302, 307, 308: shared/redirect-rules.ts): any other type is the app's 404 screen, not an empty
// '999 Redirects' list offering 'Add 999 redirect'.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin } from '../sections/spec-support.js';
import { RedirectsPage } from './RedirectsPage.js';

afterEach(cleanup);

const redirects = () => [
  { RId: 1, RFrom: '/about', RTo: '/about-us', RType: '301', RHits: 3, RCreated: '2025-01-01T00:00:00.000Z' },
  {
    RId: 2,
    RFrom: '/open-house',
    RTo: '/events/open-house',
    RType: '302',
    RHits: 1,
    RCreated: '2025-01-02T00:00:00.000Z',
  },
  { RId: 3, RFrom: '/form-post', RTo: '/forms/contact', RType: '307', RHits: 0, RCreated: '2025-01-03T00:00:00.000Z' },
];

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const at = (url: string) =>
  render(
    inAdmin(
      fakeDb({ redirect: redirects() }),
      url,
      <>
        <Routes>
          <Route path="/redirects/:RType" element={<RedirectsPage />} />
        </Routes>
        <Where />
      </>,
    ),
  );

describe('redirect lists', () => {
  it.each([
    ['301', '/about'],
    ['302', '/open-house'],
    ['307', '/form-post'],
  ])('/redirects/%s lists that type with its Add button', async (type, from) => {
    at(`/redirects/${type}`);
    expect(screen.getByRole('heading', { level: 1, name: `${type} Redirects` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Add ${type} redirect` })).toBeInTheDocument();
    expect(await screen.findByText(from)).toBeInTheDocument();
  });

  // Issue 41 item 2: the toolbar's generic Create opened /Redirect/create, the raw form, beside the tool's own dialog.
  it('offers only its own Add dialog: no generic Create, no row click into the raw record view', async () => {
    at('/redirects/301');
    expect(await screen.findByText('/about')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /^create$/i })).toBeNull();
    expect(document.querySelector('a[href*="/Redirect/create"]')).toBeNull();
    fireEvent.click(screen.getByText('/about'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/redirects/301');
    fireEvent.click(screen.getByRole('button', { name: 'Add 301 redirect' }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toBeInTheDocument();
  });

  it.each(['999', '200', '303', 'abc'])('/redirects/%s is the 404 screen', (type) => {
    at(`/redirects/${type}`);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /redirect/i })).toBeNull();
    expect(screen.queryByText(`${type} Redirects`)).toBeNull();
  });
});
