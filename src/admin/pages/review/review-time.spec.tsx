// @vitest-environment jsdom
// Review with a publish time (docs/review.md, decision 0143), over a fake
// fetch: for an author under review the editor's Schedule part offers the
// time with "Submit for review" (the draft saved, then submitted with the
// time in the site's zone) instead of "Schedule publish"; the reviewers'
// list says when an approved change goes live.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../shared/api/review.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createQueryClient } from '../../providers/query-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { ScheduleControls } from '../editor/schedule/ScheduleControls.js';
import { useScheduled } from '../editor/schedule/useScheduled.js';
import { showInZone } from '../../kit/dates/zoned-time.js';
import { PendingReviews } from './PendingReviews.js';
import { EditorReviewNotice } from './EditorReviewNotice.js';
import { useSubmitForReview } from './useSubmitForReview.js';
import type { LoadedPage } from '../editor/api/types.js';

afterEach(cleanup);

const ZONE = 'America/New_York';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderWith(ui: React.ReactNode, answers: Record<string, unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input).split('?')[0]!;
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${path}`];
    return answer === undefined ? json({ errors: [{ message: `unexpected ${method} ${path}` }] }, 404) : json(answer);
  });
  render(
    <AdminContext queryClient={createQueryClient()}>
      <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>{ui}</SiteApiProvider>
    </AdminContext>,
  );
  return calls;
}

/** A pending submission of page 500 to go live at 9:00 in New York on 1 March 2030, once approved. */
const timed: Review = {
  id: 'r1',
  CId: 500,
  CTitle: 'About Us',
  CvId: 8,
  state: 'pending',
  author: 'jo',
  comment: null,
  reviewer: null,
  submitted: '2030-02-01T10:00:00.000Z',
  decided: null,
  publishAt: '2030-03-01T09:00:00-05:00',
  timeZone: ZONE,
};

const SCHEDULED = { 'GET /api/v1/mc/editor/scheduled': { timeZone: ZONE, items: [] } };

/** The Schedule part with the schedule read, as the editor gives it. */
function Controls(props: Omit<React.ComponentProps<typeof ScheduleControls>, 'scheduled'>) {
  const scheduled = useScheduled();
  return <ScheduleControls {...props} scheduled={scheduled} />;
}

/** The editor's wiring of the two: the Schedule part's time submits the page for review with it. */
function EditorUnderReview({ saveDraft }: { saveDraft: () => Promise<LoadedPage | undefined> }) {
  const review = useSubmitForReview(500, saveDraft);
  return <Controls cId={500} draftCvId={7} live submitForReview={(at) => void review.submit(undefined, at)} />;
}

describe('review with a publish time', () => {
  it('offers Submit for review with the time to an author under review, and sends the time in the site zone', async () => {
    const saveDraft = vi.fn(async () => ({ page: { draft: { CvId: 8 } } }) as unknown as LoadedPage);
    const calls = renderWith(<EditorUnderReview saveDraft={saveDraft} />, {
      ...SCHEDULED,
      'POST /api/v1/mc/review/page/500/submit': { id: 'r1' },
    });
    const field = await screen.findByLabelText(`Or submit the saved changes for review, to publish at (${ZONE})`);
    expect(screen.queryByRole('button', { name: 'Schedule publish' })).not.toBeInTheDocument();
    await userEvent.type(field, '2030-03-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review at this time' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    const submit = calls.find((c) => c.method === 'POST')!;
    expect(submit).toEqual({
      method: 'POST',
      path: '/api/v1/mc/review/page/500/submit',
      body: { CvId: 8, publishAt: '2030-03-01T09:00:00-05:00' },
    });
  });

  it('keeps Schedule publish for an author not under review', async () => {
    renderWith(<Controls cId={500} draftCvId={7} live />, SCHEDULED);
    expect(await screen.findByRole('button', { name: 'Schedule publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review at this time' })).not.toBeInTheDocument();
  });

  it('tells the reviewer when an approved change goes live', async () => {
    const untimed: Review = { ...timed, id: 'r2', CId: 501, CTitle: 'Contact', publishAt: null };
    renderWith(<PendingReviews />, {
      'GET /api/v1/mc/review/me': { reviewRequired: false, reviewer: true },
      'GET /api/v1/mc/review/pending': [timed, untimed],
    });
    const when = showInZone(timed.publishAt!, ZONE, 'en');
    expect(await screen.findByText(`To go live at ${when}, once approved`)).toBeInTheDocument();
    expect(screen.getAllByText(/^To go live at/)).toHaveLength(1);
  });

  it('tells the author, in the editor, when their waiting submission is to go live', async () => {
    renderWith(<EditorReviewNotice cId={500} />, {
      'GET /api/v1/mc/review/page/500': timed,
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      `To go live at ${showInZone('2030-03-01T09:00:00-05:00', ZONE, 'en')}, once approved`,
    );
  });
});
