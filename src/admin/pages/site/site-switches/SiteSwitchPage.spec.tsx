// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { MaintenanceModePage } from './SiteSwitchPage.js';
import { fromLocalInput, MAINTENANCE_MODE, validateSwitch } from './site-switch.js';

afterEach(cleanup);

const OFF = { enabled: false, startsAt: null, endsAt: null, message: '' };

function renderPage(answers: (init: RequestInit) => unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const body = answers(init);
    return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200 });
  });
  render(
    withQueryClient(
      <NotificationContextProvider>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <MaintenanceModePage />
        </SiteApiProvider>
      </NotificationContextProvider>,
    ),
  );
  return calls;
}

/** Types a moment into a date-and-time picker, section by section from its month (MM dd yyyy hh mm, then A or P). */
async function typeMoment(label: string, keys: string) {
  await userEvent.click(
    within(await screen.findByRole('group', { name: label })).getByRole('spinbutton', { name: 'Month' }),
  );
  await userEvent.keyboard(keys);
}

const puts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'PUT');

describe('maintenance mode form', () => {
  it('will not turn on without a message, and says so at the message', async () => {
    const calls = renderPage(() => OFF);
    await userEvent.click(await screen.findByLabelText('Maintenance Mode on'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the message visitors see while this is on.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const calls = renderPage(() => OFF);
    await typeMoment('Starts', '050220301000A');
    await typeMoment('Ends', '050120301000A');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends a valid form as ISO instants and shows what the server kept', async () => {
    const calls = renderPage((init) =>
      init.method === 'PUT' ? { ...(JSON.parse(String(init.body)) as object) } : OFF,
    );
    await userEvent.click(await screen.findByLabelText('Maintenance Mode on'));
    await typeMoment('Starts', '050120300800A');
    await typeMoment('Ends', '050120301230P');
    await userEvent.type(screen.getByLabelText(/Message/), '  Back at noon.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const put = puts(calls)[0];
    expect(put.url).toBe('/api/v1/mc/site/maintenance-mode');
    expect(JSON.parse(String(put.init.body))).toEqual({
      enabled: true,
      startsAt: new Date('2030-05-01T08:00').toISOString(),
      endsAt: new Date('2030-05-01T12:30').toISOString(),
      message: 'Back at noon.',
    });
    await waitFor(() => expect(screen.getByLabelText('Maintenance Mode on')).toBeChecked());
  });

  it("shows the server's refusal of a save", async () => {
    renderPage((init) =>
      init.method === 'PUT'
        ? new Response(
            JSON.stringify({
              errors: [{ message: 'Maintenance mode is for Admin and MoJoAdmin accounts' }],
              status: 403,
            }),
            { status: 403 },
          )
        : OFF,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maintenance mode is for Admin and MoJoAdmin accounts')).toBeInTheDocument();
  });
});

describe('validateSwitch', () => {
  const form = { enabled: false, start: '', end: '', message: '', level: 'warning' as const };
  it('accepts an off switch with nothing else, and limits the message length', () => {
    expect(validateSwitch(MAINTENANCE_MODE, form)).toEqual({});
    expect(validateSwitch(MAINTENANCE_MODE, { ...form, message: 'x'.repeat(2001) }).message).toBe(
      'The message may have at most 2000 characters (it has 2001).',
    );
  });
  it('refuses text that is no date and time', () => {
    expect(fromLocalInput('tomorrow')).toBeUndefined();
    expect(validateSwitch(MAINTENANCE_MODE, { ...form, start: 'tomorrow' }).start).toBe(
      'Enter a date and time, or leave it empty to start now.',
    );
  });
});
