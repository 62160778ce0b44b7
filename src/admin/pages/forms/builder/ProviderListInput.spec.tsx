// @vitest-environment jsdom
// The form builder's list picker asks the provider for its lists only once a
// key and an address are saved: without them the server refuses (409) and the
// browser logs that as a console error; the staff text says what is missing.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_KEY_TEXT, ProviderListInput } from './ProviderListInput.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const provider = (keySet: boolean) => ({
  cId: 9,
  slug: 'mailchimp',
  name: 'Mailchimp',
  enabled: true,
  apiBaseUrl: 'https://us1.api.mailchimp.com/3.0',
  keyName: keySet ? 'MAILCHIMP' : '',
  keySet,
  defaultListId: '',
  doubleOptIn: false,
});

function renderWith(keySet: boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${String(url)}`);
      if (String(url).endsWith('/settings'))
        return json({ providers: [provider(keySet)], keyNames: [], mayChangeConnection: true });
      return json({
        success: true,
        provider: 'mailchimp',
        message: 'Mailchimp has 1 list',
        lists: [{ id: 'abc123', name: 'Newsletter' }],
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProviderListInput providerCId={9} value="" onChange={() => {}} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('the form builder’s list picker', () => {
  it('without a key says so and never asks the provider for lists', async () => {
    const calls = renderWith(false);
    expect(await screen.findByText(NO_KEY_TEXT)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual(['GET /api/v1/mc/emailmarketing/settings']);
  });

  it('with a key reads the lists', async () => {
    const calls = renderWith(true);
    expect(await screen.findByText('The lists as the provider answers them.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/v1/mc/emailmarketing/mailchimp');
  });
});
