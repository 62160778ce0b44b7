// @vitest-environment jsdom
// The DB Tools facts speak the chosen language (issue 29 item 1): rendered
// with the Spanish provider, the headings, terms, the table's columns and
// the SQLite backup note read in Spanish, the numbers staying en-US (spec §9).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseFacts } from '../../../shared/api/db-tools.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { FactsPanel } from './FactsPanel.js';

afterEach(cleanup);

const facts: DatabaseFacts = {
  dialect: 'sqlite',
  version: '3.46.0',
  location: '/data/cms.sqlite',
  totalBytes: null,
  migrations: { applied: [], pending: [] },
  tables: [{ table: 'Content', entity: 'Content', rows: 12_345, bytes: 512 }],
};

describe('DB tools facts in Spanish', () => {
  it('names the database, the backup and the tables in Spanish', async () => {
    const http = createHttpClient({ fetch: vi.fn(async () => new Response(JSON.stringify(facts), { headers: { 'content-type': 'application/json' } })), getToken: () => 'tok' });
    render(
      withQueryClient(
        <I18nContextProvider value={createI18nProvider('es')}>
          <FactsPanel http={http} />
        </I18nContextProvider>,
      ),
    );
    const tables = await screen.findByRole('table', { name: 'Tablas' });
    expect(screen.getByText('SQLite (integrado)')).toBeInTheDocument();
    expect(screen.getByText('Tamaño en disco')).toBeInTheDocument();
    expect(screen.getByText('desconocido')).toBeInTheDocument();
    expect(screen.getByText('ninguna')).toBeInTheDocument();
    expect(within(tables).getByRole('columnheader', { name: 'Filas' })).toBeInTheDocument();
    expect(within(tables).getByText('12,345')).toBeInTheDocument();
    expect(within(tables).getByText('512 bytes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar una copia de seguridad' })).toBeInTheDocument();
  });
});
