// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSettings, SettingsList } from '../../../shared/api/email-marketing.js';
import { withQueryClient } from '../../api/spec-support.js';
import { createHttpClient } from '../../providers/http-client.js';
import { EmailMarketingPage } from './EmailMarketingPage.js';
import { ListPicker } from './ListPicker.js';

afterEach(cleanup);

const provider = (over: Partial<ProviderSettings>): ProviderSettings => ({
  cId: 9,
  slug: 'mailchimp',
  name: 'Mailchimp',
  enabled: false,
  apiBaseUrl: 'https://us1.api.mailchimp.com/3.0',
  keyName: 'Mailchimp_ApiKey',
  keySet: true,
  defaultListId: '',
  doubleOptIn: true,
  dataCenter: 'us1',
  ...over,
});
const SETTINGS: SettingsList = {
  providers: [
    provider({}),
    provider({
      cId: 24,
      slug: 'constantcontact',
      name: 'Constant Contact',
      keyName: '',
      keySet: false,
      dataCenter: undefined,
    }),
    provider({ cId: 25, slug: 'campaignmonitor', name: 'Campaign Monitor', dataCenter: undefined, clientId: 'c1' }),
    provider({ cId: 26, slug: 'emma', name: 'Emma', dataCenter: undefined, accountId: '' }),
  ],
  keyNames: ['Mailchimp_ApiKey', 'Other key'],
  mayChangeConnection: true,
};

type Answer = (url: string, init: RequestInit) => unknown;
function renderPage(answer: Answer, settings: SettingsList = SETTINGS) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const body = String(url).endsWith('/settings') ? settings : answer(String(url), init);
    return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200 });
  });
  const http = createHttpClient({ fetch, getToken: () => 'tok' });
  render(withQueryClient(<EmailMarketingPage http={http} />));
  return calls;
}
const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ errors: [{ message }], status }), { status });
const panel = async (name: string) => screen.findByRole('region', { name });
const LISTS = {
  success: true,
  provider: 'mailchimp',
  message: '2 lists',
  lists: [
    { id: 'a1', name: 'Newsletter', memberCount: 3 },
    { id: 'b2', name: 'Events' },
  ],
};

describe('Email Marketing screen', () => {
  it('shows one panel per provider record, with key names and never a key value', async () => {
    renderPage(() => LISTS);
    for (const name of ['Mailchimp', 'Constant Contact', 'Campaign Monitor', 'Emma'])
      expect(await panel(name)).toBeInTheDocument();
    const mc = await panel('Mailchimp');
    expect(within(mc).getByLabelText('API base URL')).toHaveValue('https://us1.api.mailchimp.com/3.0');
    expect(within(mc).getByLabelText('Data center')).toHaveValue('us1');
    expect(within(await panel('Emma')).getByLabelText('Account id')).toBeInTheDocument();
    expect(
      within(await panel('Constant Contact')).getAllByText(
        'Choose a key that has a value in the Key Manager, then save.',
      ).length,
    ).toBeGreaterThan(0);
    expect(within(await panel('Constant Contact')).getByRole('button', { name: 'Test connection' })).toBeDisabled();
  });

  it('tests the connection and shows the provider’s answer, or its error as it is', async () => {
    let fail = false;
    renderPage((url) =>
      url.endsWith('/mailchimp')
        ? fail
          ? refusal(502, 'Mailchimp refused the API key (401: API Key Invalid). Check the key in the Key Manager')
          : { success: true, provider: 'mailchimp', message: "Mailchimp answered: Everything's Chimpy!" }
        : LISTS,
    );
    const mc = await panel('Mailchimp');
    await userEvent.click(within(mc).getByRole('button', { name: 'Test connection' }));
    expect(await within(mc).findByText("Mailchimp answered: Everything's Chimpy!")).toBeInTheDocument();
    fail = true;
    await userEvent.click(within(mc).getByRole('button', { name: 'Test connection' }));
    expect(await within(mc).findByRole('alert')).toHaveTextContent(
      'Mailchimp refused the API key (401: API Key Invalid)',
    );
  });

  it('picks a default list from the provider and saves the panel', async () => {
    const calls = renderPage((url, init) =>
      init.method === 'PUT'
        ? { ...SETTINGS.providers[0], ...(JSON.parse(String(init.body)) as object), keySet: true }
        : LISTS,
    );
    const mc = await panel('Mailchimp');
    await userEvent.click(await within(mc).findByRole('combobox', { name: 'Default list' }));
    await userEvent.click(await screen.findByRole('option', { name: /Newsletter \(a1\)/ }));
    // Picking a list leaves the connection as saved: the test waits for the save.
    expect(within(mc).getByRole('button', { name: 'Test connection' })).toBeDisabled();
    await userEvent.click(within(mc).getByRole('button', { name: 'Save Mailchimp' }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/mc/emailmarketing/settings/9');
    expect(JSON.parse(String(put.init.body))).toEqual({
      enabled: false,
      apiBaseUrl: 'https://us1.api.mailchimp.com/3.0',
      keyName: 'Mailchimp_ApiKey',
      defaultListId: 'a1',
      doubleOptIn: true,
      dataCenter: 'us1',
    });
    expect(await within(mc).findByText('Mailchimp settings saved.')).toBeInTheDocument();
    expect(within(mc).getByRole('button', { name: 'Test connection' })).toBeEnabled();
  });

  it('keeps the connection fields read-only for an EmailManager user below Admin', async () => {
    renderPage(() => LISTS, { ...SETTINGS, mayChangeConnection: false });
    const mc = await panel('Mailchimp');
    expect(within(mc).getByLabelText('API base URL')).toBeDisabled();
    expect(within(mc).getByText('Only Admin and MoJoAdmin accounts change where the key is sent.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a save', async () => {
    renderPage((_url, init) =>
      init.method === 'PUT' ? refusal(422, 'apiBaseUrl must start with https:// (or http://)') : LISTS,
    );
    const mc = await panel('Mailchimp');
    const url = within(mc).getByLabelText('API base URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://x');
    await userEvent.click(within(mc).getByRole('button', { name: 'Save Mailchimp' }));
    expect(await within(mc).findByRole('alert')).toHaveTextContent('apiBaseUrl must start with https:// (or http://)');
  });
});

describe('ListPicker', () => {
  it('reads a provider record’s lists, and says what the provider answered when it cannot', async () => {
    const onChange = vi.fn();
    const fetch = vi.fn(async () =>
      refusal(429, 'Emma is limiting requests (429: Too many requests): try again in 30 seconds'),
    );
    render(
      withQueryClient(
        <ListPicker
          providerCId={26}
          value=""
          onChange={onChange}
          http={createHttpClient({ fetch, getToken: () => 'tok' })}
        />,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 30 seconds');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/mc/emailmarketing/emma',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ action: 'lists' }) }),
    );
  });
});
