// @vitest-environment jsdom
// The Drafts list's Schedule publish (issue 45 item 1): offered to whom may publish, it sends the draft's CvId and
// the site-zone time with the zone's offset (not the browser's); a scheduled row shows its time, and its dialog moves
// or cancels it; a member under review is not offered it; a refusal is worded in the screen's language.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { errorMessage } from '../../../shared/api/error-codes.js';
import type { ScheduledChange } from '../../../shared/api/scheduled.js';
import { DraftsScreen } from './DraftsScreen.js';
import { fakeServer, sampleDraft, withApi } from '../editor/spec-support.js';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const draft = sampleDraft();
const ZONE = 'America/New_York';

const pendingPublish = (at: string): ScheduledChange => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  CId: 500,
  CTitle: 'About Us',
  action: 'publish',
  CvId: 9,
  at,
  status: 'pending',
  setBy: 'jo',
  setAt: '2027-01-01T09:00:00-05:00',
  doneAt: null,
  error: null,
});

/** The server's answers for the Drafts screen; `schedule` answers the schedule's writes, recorded in `sent`. */
function drafts(options: {
  reviewRequired: boolean;
  items?: ScheduledChange[];
  schedule?: (method: string, body: unknown) => Response;
}) {
  const server = fakeServer();
  const fallback = server.fetch;
  const sent: { method: string; url: string; body: unknown }[] = [];
  let items = options.items ?? [];
  server.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input).split('?')[0]!;
    const method = init.method ?? 'GET';
    if (url === '/api/v1/mc/editor/drafts') return json([draft]);
    if (url === '/api/v1/mc/review/me') return json({ reviewRequired: options.reviewRequired, reviewer: false });
    if (url.startsWith('/api/v1/mc/editor/scheduled')) {
      if (method === 'GET') return json({ timeZone: ZONE, items });
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      const answer = options.schedule?.(method, body) ?? json({}, 204);
      if (answer.ok && method === 'POST') items = [pendingPublish((body as { at: string }).at)];
      if (answer.ok && method === 'DELETE') items = [];
      return answer;
    }
    return fallback(input, init);
  }) as typeof fetch;
  const site = createSiteApi(createHttpClient({ fetch: server.fetch, getToken: () => 'tok' }));
  return { server, site, sent };
}

async function renderIn(locale: string, setup: ReturnType<typeof drafts>) {
  const i18n = createI18nProvider(locale);
  await i18n.changeLocale(locale); // as the app: the chosen language marks <html lang>, which words server refusals
  render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <SiteApiProvider api={setup.site}>{withApi(setup.server, <DraftsScreen />)}</SiteApiProvider>
    </AdminContext>,
  );
}

describe('Schedule publish on the Drafts list', { timeout: 60_000 }, () => {
  it('schedules the draft at the site zone’s wall clock and shows the time on its row', async () => {
    const setup = drafts({ reviewRequired: false, schedule: (_m, body) => json(body, 201) });
    await renderIn('en', setup);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule the publish of the draft of About Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft of “About Us” at a time' });
    const field = within(dialog).getByLabelText(`Publish the saved draft at (${ZONE})`);
    await userEvent.type(field, '2031-07-01T09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule publish' }));
    expect(await screen.findByText('Change scheduled')).toBeInTheDocument();
    // New York is UTC−4 in July, whatever zone the test runs in.
    expect(setup.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/mc/editor/scheduled',
        body: { action: 'publish', CvId: 9, at: '2031-07-01T09:30:00-04:00' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = screen.getByRole('row', { name: /About Us/ });
    expect(await within(row).findByText('07/01/2031 9:30 AM')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Change schedule of the draft of About Us: move or cancel its publish' }),
    ).toBeInTheDocument();
  });

  it('a scheduled draft’s dialog shows its time and cancels it', async () => {
    const setup = drafts({ reviewRequired: false, items: [pendingPublish('2031-01-05T08:00:00-05:00')] });
    await renderIn('en', setup);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Change schedule of the draft of About Us: move or cancel its publish',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The draft publishes on 01/05/2031 8:00 AM (set by jo).')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(`New time (${ZONE})`)).toHaveValue('2031-01-05T08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the scheduled publish' }));
    expect(await screen.findByText('Scheduled change cancelled')).toBeInTheDocument();
    expect(setup.sent.map((s) => [s.method, s.url])).toEqual([
      ['DELETE', '/api/v1/mc/editor/scheduled/c0ffee00-0000-4000-8000-000000000001'],
    ]);
    expect(
      await screen.findByRole('button', { name: 'Schedule the publish of the draft of About Us' }),
    ).toBeInTheDocument();
  });

  it('is not offered to a member whose role group requires review before publishing', async () => {
    await renderIn('en', drafts({ reviewRequired: true }));
    expect(await screen.findByRole('button', { name: 'Publish the draft of About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();
  });

  it('in French: its words, and the server’s refusal worded by its code', async () => {
    const passed = { message: errorMessage('schedule.passed'), field: 'at', code: 'schedule.passed', params: {} };
    await renderIn(
      'fr',
      drafts({ reviewRequired: false, schedule: () => json({ errors: [passed], status: 422 }, 422) }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Programmer la publication du brouillon de About Us' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText(`Publier le brouillon enregistré le (${ZONE})`),
      '2031-07-01T09:30',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Programmer la publication' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette heure est passée : choisissez une heure à venir',
    );
    expect(screen.queryByText(errorMessage('schedule.passed'))).toBeNull();
  });
});
