// @vitest-environment jsdom
// The DB Tools facts speak the chosen language (issue 29 item 1): rendered
// with the Spanish provider, the headings, terms, the table's columns and
// the SQLite backup note read in Spanish, the numbers staying en-US (spec §9); the CSV import's refused rows are
// worded in Spanish from their codes, after their line and column (docs/decisions/0120).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseFacts } from '../../../shared/api/db-tools.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { FactsPanel } from './FactsPanel.js';
import { CsvPanel } from './CsvPanel.js';
import { errorMessage } from '../../../shared/api/error-codes.js';

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
    const http = createHttpClient({
      fetch: vi.fn(
        async () => new Response(JSON.stringify(facts), { headers: { 'content-type': 'application/json' } }),
      ),
      getToken: () => 'tok',
    });
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

  it("words the CSV import's refused rows in Spanish, after their line and column", async () => {
    const cell = { name: 'DbcType', value: 'two' };
    const column = { name: 'Colour', entity: 'DBConstants', fields: 'DbcId, DbcType, DbcValue' };
    const errors = [
      {
        message: errorMessage('csv.header.unknown', column),
        field: 'Colour',
        line: 1,
        code: 'csv.header.unknown',
        params: column,
      },
      {
        message: `Line 3, DbcType: ${errorMessage('csv.wholeNumber', cell)}`,
        field: 'DbcType',
        line: 3,
        code: 'csv.wholeNumber',
        params: cell,
      },
      { message: 'Line 4: A record with the same key already exists', line: 4 },
    ];
    const answer = async () =>
      new Response(JSON.stringify({ errors, status: 422, problemCount: 3 }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      });
    render(
      withQueryClient(
        <I18nContextProvider value={createI18nProvider('es')}>
          <CsvPanel http={createHttpClient({ fetch: vi.fn(answer), getToken: () => 'tok' })} />
        </I18nContextProvider>,
      ),
    );
    await userEvent.type(screen.getByLabelText('Texto CSV'), 'DbcType,DbcValue');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar (simulación)' }));
    const list = within(await screen.findByRole('alert')).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Línea 1: «Colour» no es un campo de DBConstants (sus campos: DbcId, DbcType, DbcValue)',
      'Línea 3, DbcType: El campo DbcType debe ser un número entero, no «two»',
      // A problem without a code (the database's own) as the server wrote it.
      'Line 4: A record with the same key already exists',
    ]);
  });
});
