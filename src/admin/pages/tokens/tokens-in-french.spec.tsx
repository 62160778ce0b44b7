// @vitest-environment jsdom
// The tokens screens speak the chosen language (issue 29 item 1): rendered
// with the French provider, their headings, columns, refusals and the
// location list read in French.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenItem, TokenLocation } from '../../../shared/api/tokens.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { GeneralTokensPage } from './GeneralTokensPage.js';
import { TokenLocationsPage } from './TokenLocationsPage.js';

afterEach(cleanup);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const phone: TokenItem = {
  id: 900,
  name: 'Company Phone',
  key: 'Company-Phone',
  value: '555-0100',
  usedIn: [{ CId: 500, TemplateId: null, CTitle: 'Home', CtId: 1, CbId: 12, field: 'CbCopy', removed: false }],
  preview: { output: '555-0100', problem: null, unknownNames: [] },
  removed: false,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  etag: '"phone-1"',
};
const header: TokenLocation = {
  id: 1,
  name: 'Header',
  description: 'Top of the page',
  placement: 'Header',
  sortOrder: 1,
  snippets: [],
};

function renderInFrench(element: (http: ReturnType<typeof createHttpClient>) => React.ReactElement, body: unknown) {
  const fetch = vi.fn(async () => json(body));
  render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider('fr')}>
        <MemoryRouter>{element(createHttpClient({ fetch, getToken: () => 'tok' }))}</MemoryRouter>
      </I18nContextProvider>,
    ),
  );
}

describe('tokens screens in French', () => {
  it('lists the tokens in French and refuses deleting a used one in French', async () => {
    renderInFrench((http) => <GeneralTokensPage http={http} />, [phone]);
    const table = await screen.findByRole('table', { name: 'Jetons généraux' });
    expect(screen.getByRole('heading', { name: 'Jetons généraux' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Utilisé dans' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: 'Jeton Company-Phone' });
    expect(within(row).getByText('bloc 12 · CbCopy')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Supprimer Company-Phone' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le jeton {{ Company-Phone }} ne peut pas être supprimé : il est utilisé dans “Home” (bloc 12, CbCopy).',
    );
  });

  it('shows the token locations and the add form in French', async () => {
    renderInFrench((http) => <TokenLocationsPage http={http} />, [header]);
    const list = await screen.findByRole('list', { name: 'Emplacements de jetons' });
    expect(within(list).getByText('Vide : aucun extrait n’est placé ici.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Renommer Header' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter l’emplacement' })).toBeInTheDocument();
  });
});
