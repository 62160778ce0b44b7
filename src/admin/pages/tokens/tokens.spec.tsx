// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenItem, TokenLocation } from '../../../shared/api/tokens.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { codeOf, replaceCode } from '../../code-editor/spec-support.js';
import { GeneralTokensPage } from './GeneralTokensPage.js';
import { TokenLocationsPage } from './TokenLocationsPage.js';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
type Call = { url: string; method: string; body?: Record<string, unknown>; ifMatch: string | null };

const phone: TokenItem = {
  id: 900,
  name: 'Company Phone',
  key: 'Company-Phone',
  value: '555-0100',
  usedIn: [
    { CId: 500, TemplateId: null, CTitle: 'Home', CtId: 1, CbId: 12, field: 'CbCopy', removed: false },
    { CId: null, TemplateId: 1, CTitle: 'Web_Page', CtId: 1, CbId: null, field: 'TDescription', removed: false },
  ],
  preview: { output: '555-0100', problem: null, unknownNames: [] },
  removed: false,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  etag: '"phone-1"',
};
const fax: TokenItem = {
  ...phone,
  id: 901,
  name: 'Fax',
  key: 'Fax',
  value: '555-0101',
  usedIn: [],
  preview: { output: '555-0101', problem: null, unknownNames: [] },
  etag: '"fax-1"',
};

function renderWith(
  element: (http: ReturnType<typeof createHttpClient>) => React.ReactElement,
  answer: (call: Call) => Response,
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const call = {
      url: String(url),
      method: init.method ?? 'GET',
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      ifMatch: new Headers(init.headers).get('If-Match'),
    };
    calls.push(call);
    return answer(call);
  });
  render(withQueryClient(<MemoryRouter>{element(createHttpClient({ fetch, getToken: () => 'tok' }))}</MemoryRouter>));
  return calls;
}

describe('general tokens screen', () => {
  it('lists each token with its key, preview and where it is used, and refuses deleting a used one with the places', async () => {
    const calls = renderWith(
      (http) => <GeneralTokensPage http={http} />,
      () => json([phone, fax]),
    );
    const table = await screen.findByRole('table', { name: 'General tokens' });
    const row = within(table).getByRole('row', { name: 'Token Company-Phone' });
    expect(within(row).getByText('{{ Company-Phone }}')).toBeInTheDocument();
    expect(within(row).getByText('555-0100')).toBeInTheDocument();
    const uses = within(row).getByRole('list', { name: 'Where Company-Phone is used' });
    expect(within(uses).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/edit?cId=500');
    expect(within(uses).getByText('block 12 · CbCopy')).toBeInTheDocument();
    expect(within(uses).getByRole('link', { name: 'Web_Page' })).toHaveAttribute('href', '/template-files');
    expect(within(uses).getByText('template · TDescription')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: 'Token Fax' })).getByText('Not used')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Company-Phone' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The token {{ Company-Phone }} cannot be deleted: it is used in “Home” (block 12, CbCopy); “Web_Page” (template, TDescription)',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('creates a token: the key follows the name as typed, the value is previewed, the server’s refusal is shown', async () => {
    let saves = 0;
    const calls = renderWith(
      (http) => <GeneralTokensPage http={http} />,
      (call) => {
        if (call.url.endsWith('/preview'))
          return json({ output: `[${String(call.body?.value)}]`, problem: null, unknownNames: ['Nope'] });
        if (call.method === 'POST')
          return ++saves === 1
            ? json({ errors: [{ message: 'The key "Fax" is taken', field: 'name' }], status: 409 }, 409)
            : json({ ...fax, id: 902, name: "Tom's Line", key: 'Toms-Line' }, 201);
        return json([fax]);
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New token' }));
    const form = screen.getByRole('form', { name: 'New token' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'fax');
    expect(within(form).getByText('Key: {{ fax }}')).toBeInTheDocument();
    replaceCode(await within(form).findByRole('textbox', { name: 'Value' }), 'x1');
    const preview = await within(form).findByRole('region', { name: 'Value preview' });
    expect(await within(preview).findByText('[x1]')).toBeInTheDocument();
    expect(within(preview).getByTitle('Value preview as HTML')).toHaveAttribute('sandbox', '');
    expect(within(form).getByText('Not tokens, so they render empty: Nope')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save token' }));
    expect(await within(form).findByText('The key "Fax" is taken')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Name/));
    await userEvent.type(within(form).getByLabelText(/^Name/), "Tom's Line");
    expect(within(form).getByText('Key: {{ Toms-Line }}')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText('Saved the token {{ Toms-Line }}.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && !c.url.endsWith('/preview')).at(-1)?.body).toEqual({
      name: "Tom's Line",
      value: 'x1',
    });
  });

  it('saves with the version it loaded; when someone saved meanwhile (412) the edits stay, their version is shown, and the next save is made over it', async () => {
    const faxTheirs: TokenItem = { ...fax, value: '555-0199', etag: '"fax-2"' };
    let puts = 0;
    const calls = renderWith(
      (http) => <GeneralTokensPage http={http} />,
      (call) => {
        if (call.url.endsWith('/preview'))
          return json({ output: String(call.body?.value), problem: null, unknownNames: [] });
        if (call.method === 'PUT') {
          return ++puts === 1
            ? json(
                {
                  errors: [
                    {
                      message:
                        'The token "Fax" ({{ Fax }}) changed since you opened it (someone else saved it): nothing was saved; load it again to see their version',
                    },
                  ],
                  status: 412,
                },
                412,
              )
            : json({ ...fax, value: String(call.body?.value), etag: '"fax-3"' });
        }
        if (call.url.endsWith('/901')) return json(faxTheirs);
        return json([phone, fax]);
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fax' }));
    const form = screen.getByRole('form', { name: 'Edit token {{ Fax }}' });
    const value = await within(form).findByRole('textbox', { name: 'Value' });
    expect(codeOf(value)).toBe('555-0101');
    replaceCode(value, 'mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save token' }));

    const meanwhile = await within(form).findByRole('region', { name: 'Saved meanwhile' });
    expect(meanwhile).toHaveTextContent('555-0199');
    expect(within(form).getByText(/changed since you opened it/)).toBeInTheDocument();
    expect(codeOf(value)).toBe('mine'); // the user's edit is kept
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.ifMatch)).toEqual(['"fax-1"']);

    await userEvent.click(within(form).getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText('Saved the token {{ Fax }}.')).toBeInTheDocument();
    const saves = calls.filter((c) => c.method === 'PUT');
    expect(saves.map((c) => c.ifMatch)).toEqual(['"fax-1"', '"fax-2"']);
    expect(saves[1].body).toEqual({ name: 'Fax', value: 'mine' });
  });

  it('can take the other version instead, and deletes with the version it listed', async () => {
    const calls = renderWith(
      (http) => <GeneralTokensPage http={http} />,
      (call) => {
        if (call.url.endsWith('/preview'))
          return json({ output: String(call.body?.value), problem: null, unknownNames: [] });
        if (call.method === 'PUT')
          return json({ errors: [{ message: 'changed since you opened it' }], status: 412 }, 412);
        if (call.method === 'DELETE') return new Response(null, { status: 204 });
        if (call.url.endsWith('/901')) return json({ ...fax, name: 'Fax line', value: '555-0199', etag: '"fax-2"' });
        return json([phone, fax]);
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fax' }));
    const form = screen.getByRole('form', { name: 'Edit token {{ Fax }}' });
    const value = await within(form).findByRole('textbox', { name: 'Value' });
    replaceCode(value, `${codeOf(value)}9`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save token' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Use their version' }));
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Fax line');
    expect(codeOf(value)).toBe('555-0199');
    expect(within(form).queryByRole('region', { name: 'Saved meanwhile' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Fax' }));
    await userEvent.click(await screen.findByRole('button', { name: /^(Delete|Yes|OK|Confirm)/ }));
    expect(await screen.findByText('Deleted the token {{ Fax }}.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.ifMatch).toBe('"fax-1"');
  });
});

const location = (id: number, name: string, snippets: TokenLocation['snippets'] = []): TokenLocation => ({
  id,
  name,
  placement: name.toLowerCase().replace(/ /g, '-'),
  description: `${name} of the page`,
  sortOrder: id - 100,
  snippets,
});

describe('token locations screen', () => {
  it('lists the locations in order with what fills them, and saves a move as the whole new order', async () => {
    const list = [
      location(101, 'Head Start'),
      location(102, 'Head End'),
      location(104, 'Body End', [{ CId: 7000, CTitle: 'Chat widget', enabled: false, removed: false }]),
    ];
    const calls = renderWith(
      (http) => <TokenLocationsPage http={http} />,
      (call) =>
        call.url.endsWith('/order')
          ? json((call.body!.ids as number[]).map((id) => list.find((l) => l.id === id)!))
          : json(list),
    );
    const ordered = await screen.findByRole('list', { name: 'Token locations' });
    expect(
      within(ordered)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['1. Head Start head-start', '2. Head End head-end', '3. Body End body-end']);
    expect(within(ordered).getByText(/Filled by: Chat widget \(off\)/)).toBeInTheDocument();
    await userEvent.click(within(ordered).getByRole('button', { name: 'Move Body End up' }));
    expect(await screen.findByText('Moved Body End to position 2.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/order'))?.body).toEqual({ ids: [101, 104, 102] });
    expect(
      within(ordered)
        .getAllByRole('heading')
        .map((h) => h.textContent?.split(' ').slice(1, 3).join(' ')),
    ).toEqual(['Head Start', 'Body End', 'Head End']);

    await userEvent.click(within(ordered).getByRole('button', { name: 'Delete Body End' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Body End cannot be deleted: it holds “Chat widget”.');
  });

  it('adds a location', async () => {
    const calls = renderWith(
      (http) => <TokenLocationsPage http={http} />,
      (call) =>
        call.method === 'POST' ? json(location(105, 'After Footer'), 201) : json([location(101, 'Head Start')]),
    );
    const form = await screen.findByRole('form', { name: 'Add a token location' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'After Footer');
    await userEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Added After Footer.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'After Footer', description: '' });
  });
});
