// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvImportResult } from '../../../shared/api/db-tools.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { CsvPanel } from './CsvPanel.js';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const outcome = (dryRun: boolean): CsvImportResult => ({
  entity: 'DBConstants',
  dryRun,
  created: 1,
  updated: 1,
  unchanged: 0,
  ignoredColumns: [],
  rows: [
    { line: 2, action: 'update', key: '3', changes: [{ field: 'DbcValue', before: 'Email', after: 'E-mail' }] },
    {
      line: 3,
      action: 'create',
      key: dryRun ? null : '12',
      changes: [{ field: 'DbcValue', before: null, after: 'Radio' }],
    },
  ],
});

function renderPanel(answer: (body: { csv: string; dryRun: boolean }) => Response) {
  const calls: { url: string; body: { csv: string; dryRun: boolean } }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as { csv: string; dryRun: boolean };
    calls.push({ url: String(url), body });
    return answer(body);
  });
  render(withQueryClient(<CsvPanel http={createHttpClient({ fetch, getToken: () => 'tok' })} />));
  return calls;
}

describe('DB tools CSV import', () => {
  it('shows what a dry run would change, and imports only what was checked', async () => {
    const calls = renderPanel((body) => json(outcome(body.dryRun)));
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText('CSV text'), 'DbcId,DbcValue');
    await userEvent.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(
      await screen.findByText(/Dry run of DBConstants: nothing was written\. 1 to create, 1 to update, 0 unchanged\./),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('DbcValue: Email → E-mail')).toBeInTheDocument();
    expect(within(table).getByText('DbcValue: Radio')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/v1/mc/db-tools/import/DBConstants',
      body: { csv: 'DbcId,DbcValue', dryRun: true },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 changes' }));
    expect(
      await screen.findByText(/Imported into DBConstants: 1 created, 1 updated, 0 unchanged\./),
    ).toBeInTheDocument();
    expect(calls[1].body).toEqual({ csv: 'DbcId,DbcValue', dryRun: false });

    // A changed text must be checked again before it can be imported.
    await userEvent.type(screen.getByLabelText('CSV text'), 'x');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('names the bad row the server refused, and offers no import', async () => {
    renderPanel(() =>
      json(
        {
          errors: [{ message: 'Line 4, DbcType: DbcType must be a whole number, not "two"', field: 'DbcType' }],
          status: 422,
        },
        422,
      ),
    );
    await userEvent.type(screen.getByLabelText('CSV text'), 'DbcType,DbcValue');
    await userEvent.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 4, DbcType: DbcType must be a whole number, not "two"',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('lists every bad row the server refused, with how many there were', async () => {
    const errors = [
      { message: 'Line 3, DbcType: DbcType must be a whole number, not "two"', field: 'DbcType', line: 3 },
      { message: 'Line 5, DbcValue: DbcValue is required', field: 'DbcValue', line: 5 },
    ];
    renderPanel(() => json({ errors, status: 422, problemCount: 7 }, 422));
    await userEvent.type(screen.getByLabelText('CSV text'), 'DbcType,DbcValue');
    await userEvent.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file has 7 problems; nothing was written. The first 2 are listed.');
    const items = within(within(alert).getByRole('list', { name: /The file has 7 problems/ })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(errors.map((e) => e.message));
    expect(alert).toHaveTextContent('…and 5 more.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
