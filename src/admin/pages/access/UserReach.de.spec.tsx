// @vitest-environment jsdom
// The access explainer in German (issue 29 item 1): headings, table names,
// verdict words and the switch come from messages/access; the reasons are
// the server's (the shared rules' words) and stay as they are.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainUserReach } from '../../../shared/reach.js';
import { withQueryClient } from '../../api/spec-support.js';
import { fakeFetch } from '../../auth/test-helpers.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { UserReach } from './UserReach.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tag = (TId: number, TIdParent: number | null, TName: string, TPath: string | null = null) => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
  CUrlDefaultPage: null,
  TNextId: null,
});
const TAGS = [tag(2, null, 'Dashboard', '/'), tag(208, 2, 'News')];
const ANSWER = explainUserReach(
  {
    userId: 'u-9',
    userName: 'newsie',
    name: 'News Editor',
    roles: [],
    claims: [{ ClaimType: 'TId', ClaimValue: '208', from: { kind: 'user' } }],
    disabled: false,
  },
  TAGS,
);

describe('UserReach in German', () => {
  it('says what the user reaches in German', async () => {
    vi.stubGlobal('fetch', fakeFetch({ '/api/v1/mc/access/reach/users/u-9': { body: ANSWER } }).fetch);
    render(
      withQueryClient(
        <MemoryRouter>
          <I18nContextProvider value={createI18nProvider('de')}>
            <UserReach userId="u-9" />
          </I18nContextProvider>
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Was News Editor erreicht, und warum' })).toBeInTheDocument();
    const tools = screen.getByRole('table', { name: 'Dashboard-Werkzeuge' });
    expect(within(tools).getByRole('columnheader', { name: 'Angezeigt' })).toBeInTheDocument();
    expect(within(within(tools).getByText('News').closest('tr')!).getByText('Nein')).toBeInTheDocument();
    expect(within(tools).getByText('Tag 208')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Seiten' })).getAllByText('Ja').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Nur, was erreichbar ist')).toBeInTheDocument();
    expect(screen.getByText('Rollen:')).toBeInTheDocument();
  }, 60_000);
});
