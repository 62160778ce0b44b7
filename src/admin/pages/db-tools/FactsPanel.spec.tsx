// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseFacts } from '../../../shared/api/db-tools.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { FactsPanel } from './FactsPanel.js';

afterEach(cleanup);

const facts: DatabaseFacts = {
  dialect: 'postgres',
  version: '15.20',
  location: 'PostgreSQL db.example.test:5432/cms',
  totalBytes: 9_437_184,
  migrations: { applied: [{ id: '0001_initial', applied: '2026-11-20T10:00:00.000Z' }], pending: ['0002_next'] },
  tables: [
    { table: 'Content', entity: 'Content', rows: 12_345, bytes: 1_572_864 },
    { table: '_migrations', entity: null, rows: 1, bytes: 16_384 },
  ],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('DB tools facts', () => {
  it('shows the database, its migrations and every table with en-US numbers, and says why a backup failed', async () => {
    const http = createHttpClient({ fetch: vi.fn(async () => json(facts)), getToken: () => 'tok' });
    const backupFetch = vi.fn(async () =>
      json({ errors: [{ message: 'pg_dump was not found (PG_DUMP_PATH is "pg_dump")' }], status: 503 }, 503),
    );
    render(withQueryClient(<FactsPanel http={http} fetchFn={backupFetch as unknown as typeof fetch} />));
    const tables = await screen.findByRole('table', { name: 'Tables' });
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('9 MB')).toBeInTheDocument();
    expect(screen.getByText('0002_next')).toBeInTheDocument();
    const content = within(tables).getByRole('row', { name: /Content/ });
    expect(within(content).getByText('12,345')).toBeInTheDocument();
    expect(within(content).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(tables).getByText('(server)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('pg_dump was not found (PG_DUMP_PATH is "pg_dump")');
    expect(backupFetch).toHaveBeenCalledWith(
      '/api/v1/mc/db-tools/backup',
      expect.objectContaining({ headers: expect.anything() }),
    );
  });
});
