// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../api/spec-support.js';
import { codeOf, replaceCode } from '../../code-editor/spec-support.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { GeneralSettingsPage } from './GeneralSettingsPage.js';

afterEach(cleanup);

const GROUPS: Record<string, Record<string, unknown>> = {
  site: { siteName: 'Cedar & Stone', titleSeparator: ' | ', titleSuffix: 'Cedar & Stone' },
  seo: {
    description: 'Engineers',
    keywords: ['a', 'b'],
    robots: 'index, follow',
    organizationName: '',
    organizationPhone: '',
    organizationEmail: '',
    organizationAddress: '',
  },
  'open-graph': {
    siteName: '',
    type: 'website',
    locale: 'en_US',
    image: '',
    imageWidth: null,
    imageHeight: null,
    twitterCard: 'summary',
    twitterSite: '',
  },
  robots: { text: 'User-agent: *\nAllow: /\n' },
  'email-sender': { fromName: '', fromAddress: '', replyTo: '' },
  'header-footer': {
    headerSticky: true,
    headerMenuCId: 1,
    utilityMenuCId: null,
    footerMenuCId: 3,
    footerMenuTemplateId: 13,
  },
  'time-zone': { timeZone: 'America/New_York' },
  'seo-tools': { changeFrequency: 'weekly', priority: 0.5, googleVerification: '', bingVerification: '' },
  editor: {
    spellCheck: true,
    autosaveSeconds: 60,
    pasteAsPlainText: false,
    maxImageWidth: 2400,
    maxImageHeight: 2400,
    maxUploadMegabytes: 10,
    imageFormats: ['jpg', 'png'],
  },
  favicon: { path: '' },
};

type Answer = { status?: number; body: unknown; etag?: string };

function renderPage(
  onPut: (group: string, body: Record<string, unknown>, ifMatch: string | null) => Answer,
  reads: (group: string, n: number) => Answer | Promise<Answer> = (g) => ({ body: GROUPS[g], etag: '"v1"' }),
) {
  const calls: { method: string; url: string; ifMatch: string | null; body?: Record<string, unknown> }[] = [];
  const readCount: Record<string, number> = {};
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const ifMatch = new Headers(init.headers).get('If-Match');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, ifMatch, body });
    if (url.endsWith('/site/menus'))
      return new Response(
        JSON.stringify([
          { CId: 1, CTitle: 'Primary Navigation' },
          { CId: 3, CTitle: 'Footer Navigation' },
        ]),
        { status: 200 },
      );
    const group = url.split('/site/settings/')[1];
    const answer =
      method === 'PUT'
        ? onPut(group, body!, ifMatch)
        : await reads(group, (readCount[group] = (readCount[group] ?? 0) + 1));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.etag ? { etag: answer.etag } : {},
    });
  });
  render(
    withQueryClient(
      <NotificationContextProvider>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <GeneralSettingsPage />
        </SiteApiProvider>
      </NotificationContextProvider>,
    ),
  );
  return calls;
}

const form = async (name: string) => screen.findByRole('form', { name });

describe('General Settings', () => {
  it('shows one form per group and saves one group with If-Match, showing what the server kept', async () => {
    const calls = renderPage((_g, body) => ({
      body: { ...body, siteName: String(body.siteName).trim() },
      etag: '"v2"',
    }));
    for (const name of [
      'Site name and titles',
      'Default SEO data',
      'Open Graph data',
      'robots.txt',
      'Default e-mail sender',
      'Header and footer',
      'Time zone',
      'SEO tool defaults',
      'Editor options and upload limits',
      'Favicon',
    ]) {
      expect(await form(name)).toBeInTheDocument();
    }
    const site = await form('Site name and titles');
    const name = within(site).getByLabelText('Site name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cedar Works ');
    await userEvent.click(within(site).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/mc/site/settings/site');
    expect(put.ifMatch).toBe('"v1"');
    expect(put.body).toEqual({ siteName: 'Cedar Works ', titleSeparator: ' | ', titleSuffix: 'Cedar & Stone' });
    await waitFor(() => expect(within(site).getByLabelText('Site name')).toHaveValue('Cedar Works'));
  });

  it('shows one loading state until every group is read, then draws the groups top down (no layout shift as answers come)', async () => {
    let answerSite: () => void = () => undefined;
    const siteRead = new Promise<void>((resolve) => (answerSite = resolve));
    const calls = renderPage(
      (_g, body) => ({ body }),
      async (g) => {
        if (g === 'site') await siteRead;
        return { body: GROUPS[g], etag: '"v1"' };
      },
    );
    // Every other group has answered; none is drawn while the first is still being read.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(10));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    answerSite();
    expect(within(await form('Site name and titles')).getByLabelText('Site name')).toHaveValue('Cedar & Stone');
    await form('Favicon');
    expect(screen.getAllByRole('form').map((f) => f.getAttribute('aria-label'))[0]).toBe('Site name and titles');
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('sends numbers, lists and choices as the API takes them, and refuses a number that is none before sending', async () => {
    const calls = renderPage((_g, body) => ({ body, etag: '"v2"' }));
    const editor = await form('Editor options and upload limits');
    const autosave = within(editor).getByLabelText('Autosave every (seconds)');
    await userEvent.clear(autosave);
    await userEvent.type(autosave, 'soon');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Enter a number.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(autosave);
    await userEvent.type(autosave, '30');
    await userEvent.click(within(editor).getByLabelText('webp'));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      autosaveSeconds: 30,
      maxUploadMegabytes: 10,
      imageFormats: ['jpg', 'png', 'webp'],
      spellCheck: true,
    });
  });

  it('edits robots.txt in the code editor and saves it as typed; a 422 on it is shown at the editor', async () => {
    let puts = 0;
    const calls = renderPage((_g, body) =>
      ++puts === 1
        ? {
            status: 422,
            body: { errors: [{ message: 'robots.txt: line 2 is not a directive', field: 'text' }], status: 422 },
          }
        : { body, etag: '"v2"' },
    );
    const robots = await form('robots.txt');
    const editor = await within(robots).findByRole('textbox', { name: 'robots.txt' });
    expect(codeOf(editor)).toBe('User-agent: *\nAllow: /\n');
    expect(editor).toHaveAccessibleDescription(/# starts a comment/);
    replaceCode(editor, 'User-agent: *\nnonsense\n');
    await userEvent.click(within(robots).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('robots.txt: line 2 is not a directive');
    replaceCode(editor, 'User-agent: *\nDisallow: /private/\n');
    await userEvent.click(within(robots).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const put = calls.filter((c) => c.method === 'PUT')[1];
    expect(put.url).toBe('/api/v1/mc/site/settings/robots');
    expect(put.body).toEqual({ text: 'User-agent: *\nDisallow: /private/\n' });
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-invalid'));
  });

  it('shows the server’s 422 at the field it names', async () => {
    renderPage(() => ({
      status: 422,
      body: {
        errors: [
          {
            message: 'The sender address must be an e-mail address such as name@example.org (got "nobody")',
            field: 'fromAddress',
          },
        ],
        status: 422,
      },
    }));
    const sender = await form('Default e-mail sender');
    await userEvent.type(within(sender).getByLabelText('Sender address'), 'nobody');
    await userEvent.click(within(sender).getByRole('button', { name: 'Save' }));
    const field = within(sender).getByLabelText('Sender address');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(sender).getAllByText(/must be an e-mail address/).length).toBeGreaterThan(0);
  });

  it('on a concurrent change (412) keeps the user’s edits, shows the other person’s values, and saves over them with the new version', async () => {
    let puts = 0;
    const calls = renderPage(
      (_g, body) =>
        ++puts === 1
          ? {
              status: 412,
              body: {
                errors: [
                  {
                    message:
                      'Site name and titles changed since you opened it (someone else saved it): their values are shown beside yours; save again to keep yours',
                  },
                ],
                status: 412,
              },
            }
          : { body, etag: '"v3"' },
      (g, n) =>
        g === 'site' && n > 1
          ? { body: { ...GROUPS.site, siteName: 'Someone Else & Co' }, etag: '"v2"' }
          : { body: GROUPS[g], etag: '"v1"' },
    );
    const zone = await form('Site name and titles');
    const name = within(zone).getByLabelText('Site name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(within(zone).getByRole('button', { name: 'Save' }));
    expect(await within(zone).findByText(/changed since you opened it/)).toBeInTheDocument();
    expect(within(zone).getByText(/Saved meanwhile by someone else: Someone Else & Co/)).toBeInTheDocument();
    expect(within(zone).getByLabelText('Site name')).toHaveValue('Mine');
    // Only the field that differs carries the notice.
    expect(within(zone).queryByText(/Saved meanwhile by someone else: Cedar/)).not.toBeInTheDocument();
    await userEvent.click(within(zone).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const second = calls.filter((c) => c.method === 'PUT')[1];
    expect(second.ifMatch).toBe('"v2"');
    expect(second.body).toEqual({ ...GROUPS.site, siteName: 'Mine' });
    await waitFor(() => expect(within(zone).queryByText(/Saved meanwhile/)).not.toBeInTheDocument());
  });

  it('takes the other person’s values on request after a 412', async () => {
    const calls = renderPage(
      () => ({ status: 412, body: { errors: [{ message: 'Favicon changed since you opened it' }], status: 412 } }),
      (g, n) =>
        g === 'favicon' && n > 1
          ? { body: { path: '/media/theirs.png' }, etag: '"v2"' }
          : { body: GROUPS[g], etag: '"v1"' },
    );
    const favicon = await form('Favicon');
    await userEvent.type(within(favicon).getByLabelText('Favicon file'), '/media/mine.png');
    await userEvent.click(within(favicon).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(favicon).findByRole('button', { name: 'Use their values' }));
    expect(within(favicon).getByLabelText('Favicon file')).toHaveValue('/media/theirs.png');
    expect(within(favicon).queryByText(/Saved meanwhile/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
