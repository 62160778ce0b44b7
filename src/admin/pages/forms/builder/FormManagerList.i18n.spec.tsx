// @vitest-environment jsdom
// The Form Manager and the builder in another language (issue 29 item 1):
// every text comes from messages/forms, the records' own names stay as typed.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { I18nContextProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../providers/http-client.js';
import { createI18nProvider } from '../../../i18n/provider.js';
import { FormManagerList } from './FormManagerList.js';
import { FormBuilder } from './FormBuilder.js';

afterEach(cleanup);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderIn(
  locale: string,
  screenOf: (http: ReturnType<typeof createHttpClient>) => ReactNode,
  answer: unknown = [],
) {
  const http = createHttpClient({ fetch: vi.fn(async () => json(answer)), getToken: () => 'tok' });
  render(
    <I18nContextProvider value={createI18nProvider(locale)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{screenOf(http)}</MemoryRouter>
      </QueryClientProvider>
    </I18nContextProvider>,
  );
}

describe('the Form Manager in French', () => {
  it('names its columns, values and actions in French, the forms as they are named', async () => {
    renderIn('fr', (http) => <FormManagerList http={http} />, [
      { FrmId: 4, FrmName: 'Contact Us', TId: 1001, FrmVisible: true, FrmLastModified: '2026-12-06T12:00:00.000Z' },
      { FrmId: 5, FrmName: 'Old survey', TId: null, FrmVisible: false, FrmLastModified: null },
    ]);
    const table = await screen.findByRole('table', { name: 'Formulaires' });
    expect(screen.getByRole('heading', { name: 'Gestionnaire de formulaires' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau formulaire' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dernière modification' })).toBeInTheDocument();
    const [, contact, old] = within(table).getAllByRole('row');
    expect(within(contact!).getByText('Oui')).toBeInTheDocument();
    expect(within(contact!).getByText(/^06\/12\/2026 \d{2}:\d{2}$/)).toBeInTheDocument(); // French's dd/MM/yyyy, 24-hour time
    expect(within(contact!).getByRole('link', { name: 'Envois de Contact Us' })).toBeInTheDocument();
    expect(within(old!).getByText('Non')).toBeInTheDocument();
    expect(within(old!).getByText('Pas d’étiquette')).toBeInTheDocument();
    expect(within(old!).getByRole('button', { name: 'Supprimer Old survey' })).toHaveTextContent('Supprimer');
  });
});

describe('the form builder in German', () => {
  it('shows its sections, field types and buttons in German', async () => {
    renderIn('de', (http) => (
      <FormBuilder http={http} templates={[]} providers={[{ id: 9, title: '' }]} onSaved={() => undefined} />
    ));
    expect(await screen.findByRole('heading', { name: 'Neues Formular' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Felder (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nach einer Einsendung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-Mail-Marketing' })).toBeInTheDocument();
    expect(screen.getByText('Das Formular hat noch keine Felder.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Typ des neuen Felds' })).toHaveTextContent('Text');
    expect(screen.getByRole('button', { name: 'Feld hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Formular anlegen' })).toBeInTheDocument();
  });
});
