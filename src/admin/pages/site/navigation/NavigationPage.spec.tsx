// @vitest-environment jsdom
// Dashboard → Navigation Center: 'Primary Navigation' (/navigation/53) and 'Primary Menu Settings'
// (/navigation/content/1) opened the same editor under the same heading (issue 41 item 2). The settings
// record's screen has its own title and says which menu it draws; the menu's own screen keeps its name.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin } from '../sections/spec-support.js';
import { NavigationByContentPage, NavigationByTagPage } from './NavigationPage.js';

afterEach(cleanup);

const at = (url: string) =>
  render(
    inAdmin(
      fakeDb({
        content: [{ CId: 1, CTitle: 'Primary Navigation', CtId: 10, CMetaData: { TId: 53 } }],
        tag: [{ TId: 53, TName: 'Primary Navigation', TIdParent: null, TPath: null, TVisible: true, TDeleted: false }],
      }),
      url,
      <Routes>
        <Route path="/navigation/content/:CId" element={<NavigationByContentPage />} />
        <Route path="/navigation/:TId" element={<NavigationByTagPage />} />
      </Routes>,
    ),
  );

describe('menu screens', () => {
  it('/navigation/content/1 is the menu settings record, under its own heading', async () => {
    at('/navigation/content/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primary Navigation — Menu Settings' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'This settings record draws the menu Primary Navigation (tag 53); its items are edited below.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/CMetaData|"TId"/)).toBeNull();
  });

  it('/navigation/53 is the menu itself, under its name', async () => {
    at('/navigation/53');
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary Navigation' })).toBeInTheDocument();
    expect(screen.queryByText(/Menu Settings/)).toBeNull();
  });
});
