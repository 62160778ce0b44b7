// @vitest-environment jsdom
// The lookup tables edited in place on /db-tools: filter by type, add, edit
// and delete a row, all through the app's data provider over a fake
// /api/v1/db/dbconstants that keeps its rows in memory.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../providers/data-provider.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createQueryClient } from '../../providers/query-client.js';
import { LookupTable } from './LookupTable.js';
import { CONSTANTS_TABLE } from './LookupTables.js';

afterEach(cleanup);

interface Constant {
  DbcId: number;
  DbcType: number;
  DbcValue: string;
  DbcSortOrder: number;
}

function fakeServer() {
  const rows: Constant[] = [
    { DbcId: 1, DbcType: 1, DbcValue: 'Email', DbcSortOrder: 1 },
    { DbcId: 2, DbcType: 2, DbcValue: 'Google', DbcSortOrder: 1 },
  ];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Partial<Constant>) : undefined;
    if (method !== 'GET') writes.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/v1/db/dbconstants' && method === 'GET') {
      const type = /DbcType==(\d+)/.exec(url.searchParams.get('filters') ?? '')?.[1];
      const found = rows.filter((r) => type === undefined || r.DbcType === Number(type));
      return json(found, 200, { 'x-pagination': JSON.stringify({ totalCount: found.length }) });
    }
    if (url.pathname === '/api/v1/db/dbconstants' && method === 'POST') {
      if (!body?.DbcValue)
        return json({ errors: [{ message: 'DbcValue is required', field: 'DbcValue' }], status: 422 }, 422);
      const row = { DbcId: Math.max(...rows.map((r) => r.DbcId)) + 1, DbcSortOrder: 0, ...body } as Constant;
      rows.push(row);
      return json(row, 201);
    }
    const id = Number(/^\/api\/v1\/db\/dbconstants\/(\d+)$/.exec(url.pathname)?.[1]);
    const row = rows.find((r) => r.DbcId === id);
    if (row && method === 'GET') return json(row, 200, { etag: `"${row.DbcValue}"` });
    if (row && method === 'PATCH') return json(Object.assign(row, body));
    if (row && method === 'DELETE') {
      rows.splice(rows.indexOf(row), 1);
      return new Response(null, { status: 204 });
    }
    return json({ errors: [{ message: `unexpected ${method} ${url.pathname}` }], status: 404 }, 404);
  });
  return { rows, writes, fetch };
}

function renderTable(server: ReturnType<typeof fakeServer>) {
  const dataProvider = createDataProvider(
    '/api/v1/db',
    createHttpClient({ fetch: server.fetch, getToken: () => 'tok' }),
  );
  render(
    <AdminContext dataProvider={dataProvider} queryClient={createQueryClient()}>
      <LookupTable config={CONSTANTS_TABLE} />
    </AdminContext>,
  );
}

const table = () => screen.getByRole('table', { name: 'DBConstants rows' });

describe('a lookup table edited in place', () => {
  it('lists the rows, filtered by type', async () => {
    const server = fakeServer();
    renderTable(server);
    expect(await within(table()).findByText('Email')).toBeInTheDocument();
    expect(within(table()).getByText('Google')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('DBConstants type'));
    await userEvent.click(await screen.findByRole('option', { name: '2: Sources' }));
    await waitFor(() => expect(within(table()).queryByText('Email')).not.toBeInTheDocument());
    expect(within(table()).getByText('Google')).toBeInTheDocument();
    // The new row starts in the type shown.
    expect(screen.getByLabelText('Type of the new DBConstants row')).toHaveValue('2');
  });

  it('adds, edits and deletes a row in place', async () => {
    const server = fakeServer();
    renderTable(server);
    await within(table()).findByText('Email');

    await userEvent.type(screen.getByLabelText('Type of the new DBConstants row'), '1');
    await userEvent.type(screen.getByLabelText('Value of the new DBConstants row'), 'Radio');
    await userEvent.type(screen.getByLabelText('Sort order of the new DBConstants row'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add the new DBConstants row' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added DBConstants 3.');
    expect(server.writes[0]).toEqual({
      method: 'POST',
      path: '/api/v1/db/dbconstants',
      body: { DbcType: 1, DbcValue: 'Radio', DbcSortOrder: 5 },
    });
    expect(await within(table()).findByText('Radio')).toBeInTheDocument();
    expect(screen.getByLabelText('Value of the new DBConstants row')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Edit DBConstants 1' }));
    const value = screen.getByLabelText('Value of DBConstants 1');
    await userEvent.clear(value);
    await userEvent.type(value, 'E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Save DBConstants 1' }));
    expect(await screen.findByText('Saved DBConstants 1.')).toBeInTheDocument();
    expect(server.writes.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/v1/db/dbconstants/1',
      body: { DbcValue: 'E-mail' },
    });
    expect(await within(table()).findByText('E-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText('Value of DBConstants 1')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete DBConstants 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete DBConstants 2?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText('Deleted DBConstants 2.')).toBeInTheDocument();
    expect(server.writes.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/db/dbconstants/2' });
    await waitFor(() => expect(within(table()).queryByText('Google')).not.toBeInTheDocument());
    expect(server.rows.map((r) => r.DbcValue)).toEqual(['E-mail', 'Radio']);
  });

  it('says what is wrong and writes nothing for a bad number, and shows the server’s refusal', async () => {
    const server = fakeServer();
    renderTable(server);
    await within(table()).findByText('Email');
    await userEvent.type(screen.getByLabelText('Type of the new DBConstants row'), 'one');
    await userEvent.click(screen.getByRole('button', { name: 'Add the new DBConstants row' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type must be a whole number, not "one"');
    await userEvent.clear(screen.getByLabelText('Type of the new DBConstants row'));
    await userEvent.type(screen.getByLabelText('Type of the new DBConstants row'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add the new DBConstants row' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('DbcValue is required'));
    expect(server.rows).toHaveLength(2);
  });
});
