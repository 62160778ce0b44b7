// @vitest-environment jsdom
// The schedule is one react-query read (key ['scheduled']) over a fake fetch: the screens showing it share it (a
// screen opened after another is drawn at once from the cache), and a change made in
// one (a cancel in the editor's Schedule part) reads it again for every screen showing it (issue 41).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import type { ScheduledChange, ScheduledList } from '../../../../shared/api/scheduled.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createQueryClient } from '../../../providers/query-client.js';
import { ScheduleControls } from './ScheduleControls.js';
import { ScheduledCard } from './ScheduledCard.js';
import { useScheduled } from './useScheduled.js';

afterEach(cleanup);

const ZONE = 'UTC';
const change = (id: string, CTitle: string): ScheduledChange => ({
  id,
  CId: 500,
  CTitle,
  action: 'publish',
  CvId: 7,
  at: '2030-03-01T09:00:00+00:00',
  status: 'pending',
  setBy: 'jo',
  setAt: '2030-02-01T09:00:00+00:00',
  doneAt: null,
  error: null,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A server holding `items`: GET lists them, DELETE cancels one. Counts the list's reads. */
function server(items: ScheduledChange[]) {
  const reads = { count: 0 };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0]!;
    if (init.method === 'DELETE') {
      const id = path.split('/').pop();
      items = items.filter((i) => i.id !== id);
      return json(null);
    }
    reads.count++;
    return json({ timeZone: ZONE, items } satisfies ScheduledList);
  });
  return { fetch, reads };
}

function Card() {
  const { list } = useScheduled();
  return list ? <ScheduledCard list={list} /> : <p>Card reading</p>;
}

function Controls() {
  const scheduled = useScheduled();
  return <ScheduleControls cId={500} draftCvId={7} live scheduled={scheduled} />;
}

/** The dashboard's card at once; the editor's Schedule part once "Open the editor" is clicked. */
function Screens() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Card />
      {editing ? <Controls /> : <button onClick={() => setEditing(true)}>Open the editor</button>}
    </>
  );
}

function renderScreens(fetch: typeof globalThis.fetch) {
  render(
    <MemoryRouter>
      <AdminContext queryClient={createQueryClient()}>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <Screens />
        </SiteApiProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

it('answers a screen opened after another from the cache, and reads again for both after a change', async () => {
  const { fetch, reads } = server([change('a', 'About Us'), change('b', 'Contact')]);
  renderScreens(fetch);
  const card = await screen.findByRole('region', { name: 'Coming up' });
  expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  expect(reads.count).toBe(1);

  // The editor opened after the dashboard: its Schedule part is drawn with the cached list, no read on the way.
  await userEvent.click(screen.getByRole('button', { name: 'Open the editor' }));
  const part = screen.getByRole('region', { name: 'Schedule' });
  expect(within(part).getAllByRole('status')).toHaveLength(2);
  const readsBefore = reads.count;

  // A cancel in the editor: the schedule is read again, and the dashboard's card shows the change too.
  await userEvent.click(within(part).getAllByRole('button', { name: 'Cancel' })[0]!);
  await waitFor(() => expect(within(part).getAllByRole('status')).toHaveLength(1));
  expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  expect(within(card).getByText(/Contact/)).toBeInTheDocument();
  expect(reads.count).toBe(readsBefore + 1);
});
