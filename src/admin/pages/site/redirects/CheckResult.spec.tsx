// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { CheckResult, type RedirectCheck } from './CheckResult.js';
import { RedirectCheckerPage } from './RedirectCheckerPage.js';

afterEach(cleanup);

const hop = (RId: number, RFrom: string, RTo: string, RType = '301') => ({ RId, RFrom, RTo, RType });
const hops = () =>
  within(screen.getByRole('list', { name: 'Redirect hops' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CheckResult', () => {
  it('shows a chain hop by hop and suggests shortening it', () => {
    render(
      <CheckResult
        check={{ url: '/a', hops: [hop(1, '/a', '/b'), hop(2, '/b', '/c', '302')], final: '/c', outcome: 'ok' }}
      />,
    );
    expect(hops()).toEqual(['/a → 301 /b', '/b → 302 /c']);
    expect(screen.getByText('Chain of redirects')).toBeInTheDocument();
    expect(screen.getByText(/After 2 redirects the visitor reaches \/c\./)).toBeInTheDocument();
  });

  it('marks a loop as an error and the hop that comes round again', () => {
    render(
      <CheckResult
        check={{ url: '/a', hops: [hop(1, '/a', '/b'), hop(2, '/b', '/a')], final: '/a', outcome: 'loop' }}
      />,
    );
    expect(screen.getByText('Redirect loop').closest('[data-outcome]')).toHaveAttribute('data-outcome', 'loop');
    expect(hops()[1]).toBe('/b → 301 /a (seen before: loop)');
    expect(screen.getByText(/too many redirects/)).toBeInTheDocument();
  });

  it('says plainly when the chain ends at a page that does not exist', () => {
    render(
      <CheckResult check={{ url: '/old', hops: [hop(3, '/old', '/gone')], final: '/gone', outcome: 'not-found' }} />,
    );
    expect(screen.getByText('Ends in a 404')).toBeInTheDocument();
    expect(hops()).toEqual(['/old → 301 /gone (404)']);
    expect(screen.getByText(/which is no live page/)).toBeInTheDocument();
  });

  it('a URL without redirects has no hop list', () => {
    render(<CheckResult check={{ url: '/about-us', hops: [], final: '/about-us', outcome: 'no-redirect' }} />);
    expect(screen.getByText(/No redirect starts at \/about-us\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Redirect hops' })).not.toBeInTheDocument();
  });
});

describe('RedirectCheckerPage', () => {
  const page = (fetch: typeof globalThis.fetch, initial = '/redirects/checker') =>
    render(
      withQueryClient(
        <MemoryRouter initialEntries={[initial]}>
          <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
            <RedirectCheckerPage />
          </SiteApiProvider>
        </MemoryRouter>,
      ),
    );

  it('asks the server about the typed URL and shows its answer', async () => {
    const answer: RedirectCheck = { url: '/x y', hops: [hop(1, '/x y', '/z')], final: '/z', outcome: 'ok' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    page(fetch);
    await userEvent.type(screen.getByLabelText('URL'), '/x y');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Redirect works')).toBeInTheDocument();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/v1/mc/redirects/check?url=%2Fx+y');
  });

  it('checks the URL a redirect list links with at once', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ url: '/a', hops: [hop(1, '/a', '/b'), hop(2, '/b', '/a')], final: '/a', outcome: 'loop' }),
          { status: 200 },
        ),
    );
    page(fetch, '/redirects/checker?url=%2Fa');
    expect(await screen.findByText('Redirect loop')).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveValue('/a');
  });

  it("shows the server's refusal", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            errors: [{ message: 'The redirect checker is for Admin and MoJoAdmin accounts' }],
            status: 403,
          }),
          { status: 403 },
        ),
    );
    page(fetch);
    await userEvent.type(screen.getByLabelText('URL'), '/a');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The redirect checker is for Admin and MoJoAdmin accounts',
    );
  });
});
