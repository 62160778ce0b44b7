// @vitest-environment jsdom
// /redirects/{RType} opens only the redirect types the server accepts (301,
// 302, 307, 308: shared/redirect-rules.ts): any other type is the app's 404 screen, not an empty
// '999 Redirects' list offering 'Add 999 redirect'.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin } from '../sections/spec-support.js';
import { RedirectsPage } from './RedirectsPage.js';

afterEach(cleanup);

const redirects = () => [
  { RId: 1, RFrom: '/about', RTo: '/about-us', RType: '301', RHits: 3, RCreated: '2025-01-01T00:00:00.000Z' },
  { RId: 2, RFrom: '/open-house', RTo: '/events/open-house', RType: '302', RHits: 1, RCreated: '2025-01-02T00:00:00.000Z' },
  { RId: 3, RFrom: '/form-post', RTo: '/forms/contact', RType: '307', RHits: 0, RCreated: '2025-01-03T00:00:00.000Z' },
];

const at = (url: string) =>
  render(
    inAdmin(
      fakeDb({ redirect: redirects() }),
      url,
      <Routes>
        <Route path="/redirects/:RType" element={<RedirectsPage />} />
      </Routes>,
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

  it.each(['999', '200', '303', 'abc'])('/redirects/%s is the 404 screen', (type) => {
    at(`/redirects/${type}`);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /redirect/i })).toBeNull();
    expect(screen.queryByText(`${type} Redirects`)).toBeNull();
  });
});
