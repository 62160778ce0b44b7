// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormByTag, SubmissionDetail, SubmissionItem } from '../../../shared/api/form-submissions.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { FormSubmissionsByTag } from './FormSubmissionsByTag.js';
import { FORM_TAG_NOT_FOUND, SUBMISSION_NOT_FOUND, SubmissionDetailPage } from './SubmissionDetailPage.js';

afterEach(cleanup);

const form: FormByTag['form'] = {
  FrmId: 1,
  FrmName: 'Contact Us',
  TId: 301,
  visible: true,
  closed: false,
  fields: [
    { name: 'name', label: 'Your name', type: 'text' },
    { name: 'email', label: 'E-mail address', type: 'email' },
  ],
};
const lists = { mediums: ['Email', 'CPC'], sources: ['Google', 'Bing-MSN'] };
const failed: SubmissionItem = {
  FsId: 1001,
  FrmId: 1,
  FsDate: '2026-11-25T10:00:00.000Z',
  FsIp: '203.0.113.5',
  FsMedium: 'Email',
  FsSource: null,
  answers: { name: 'Ann Lee', email: 'ann@example.com' },
  deliveryStatus: 'failed',
  deliveries: [
    {
      FdId: 1,
      kind: 'notification',
      status: 'failed',
      attempts: 8,
      nextAttempt: null,
      lastError: 'The mail server did not take it: connect ECONNREFUSED',
      EaId: 4,
      updated: null,
    },
  ],
};
const sent: SubmissionItem = {
  ...failed,
  FsId: 1002,
  answers: { name: 'Bob', email: 'bob@example.com' },
  deliveryStatus: 'sent',
  deliveries: [{ ...failed.deliveries[0], status: 'sent', attempts: 1, lastError: null }],
};
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function renderAt(path: string, answer: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  const calls: { url: string; method: string }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), method: init.method ?? 'GET' });
    const special = answer(String(url), init);
    if (special) return special;
    if (String(url).includes('/by-tag/90')) return json({ form: null, forms: [form], ...lists });
    if (String(url).includes('/by-tag/')) return json({ form, forms: [], ...lists });
    if (String(url).endsWith('/retry'))
      return json({
        ...failed,
        deliveryStatus: 'sent',
        deliveries: [{ ...failed.deliveries[0], status: 'sent', attempts: 9, lastError: null }],
        machine: {},
      });
    if (/submissions\/1001$/.test(String(url)))
      return json({
        ...failed,
        machine: { userAgent: 'Firefox', isSubscribe: true, tracking: { unrecognised: { source: 'AdNetwork' } } },
      } satisfies SubmissionDetail);
    return json([failed, sent], 200, { 'x-pagination': JSON.stringify({ totalCount: 2, totalPages: 1 }) });
  });
  const http = createHttpClient({ fetch, getToken: () => 'tok' });
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/form-submissions/:TId" element={<FormSubmissionsByTag http={http} />} />
          <Route path="/form-submissions/:TId/:FsId" element={<SubmissionDetailPage http={http} />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return calls;
}

describe('form submissions screen', () => {
  it('shows the form’s own fields as columns, with each submission’s deliveries', async () => {
    renderAt('/form-submissions/301');
    const table = await screen.findByRole('table', { name: 'Submissions of Contact Us' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Submitted', 'Your name', 'E-mail address', 'Medium', 'Source', 'Deliveries', 'Actions']);
    expect(within(table).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(table).getByText('Notification: failed').closest('[title]')).toHaveAttribute(
      'title',
      'The mail server did not take it: connect ECONNREFUSED',
    );
    expect(within(table).getByText('Notification: sent')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retry the deliveries of submission 1001' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Retry the deliveries of submission 1002' })).toBeNull();
    expect(screen.getByText('2 submissions')).toBeInTheDocument();
  });

  it('sends the filters to the server and starts again from page 1', async () => {
    const calls = renderAt('/form-submissions/301');
    await screen.findByRole('table', { name: 'Submissions of Contact Us' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Failed' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Medium' }));
    await userEvent.click(screen.getByRole('option', { name: 'Email' }));
    await userEvent.type(screen.getByLabelText('Search answers'), 'roof');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url === '/api/v1/mc/forms/1/submissions?q=roof&status=failed&medium=Email&pageNumber=1&pageSize=20',
        ),
      ).toBe(true),
    );
  });

  it("narrows to a year typed in the spec's year picker, sent as that year's first and last day", async () => {
    const calls = renderAt('/form-submissions/301');
    await screen.findByRole('table', { name: 'Submissions of Contact Us' });
    // The year picker's field (From and To have year sections of their own).
    await userEvent.click(within(screen.getByRole('group', { name: 'Year' })).getByRole('spinbutton'));
    await userEvent.keyboard('2024');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url === '/api/v1/mc/forms/1/submissions?from=2024-01-01&to=2024-12-31&pageNumber=1&pageSize=20',
        ),
      ).toBe(true),
    );
  });

  it('retries a submission’s deliveries and says how it went', async () => {
    const calls = renderAt('/form-submissions/301');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the deliveries of submission 1001' }));
    expect(await screen.findByText('Submission 1001: every delivery was sent.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/mc/forms/1/submissions/1001/retry');
  });

  it('exports the filtered submissions as CSV', async () => {
    const calls = renderAt('/form-submissions/301', (url) =>
      url.includes('.csv') ? new Response('Id,Submitted\r\n', { headers: { 'content-type': 'text/csv' } }) : undefined,
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await screen.findByRole('table', { name: 'Submissions of Contact Us' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/mc/forms/1/submissions.csv?')).toBe(true));
  });

  it('on the Form Manager tag, lists the forms under it, each leading to its submissions', async () => {
    renderAt('/form-submissions/90');
    const list = await screen.findByRole('list', { name: 'Forms' });
    expect(within(list).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/form-submissions/301');
  });

  it('shows one submission with its labels, tracking and deliveries, and retries them', async () => {
    renderAt('/form-submissions/301/1001');
    const answers = await screen.findByRole('table', { name: 'Answers' });
    expect(within(answers).getByRole('rowheader', { name: 'Your name' })).toBeInTheDocument();
    expect(within(answers).getByText('Ann Lee')).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Details' });
    expect(within(details).getByText('source: AdNetwork')).toBeInTheDocument();
    expect(within(details).getByText('Firefox')).toBeInTheDocument();
    expect(screen.getByText('Last error: The mail server did not take it: connect ECONNREFUSED')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry deliveries' }));
    await waitFor(() => expect(screen.queryByText(/Last error/)).toBeNull());
    expect(screen.getByText(/9 attempts/)).toBeInTheDocument();
  });
});

describe('an address that names no form or submission', () => {
  const noDeveloperWords = () =>
    expect(document.body.textContent).not.toMatch(/NaN|whole number|undefined|FsId|TId|FrmId/);

  it.each(['abc', '0', '1.5'])(
    '/form-submissions/1058/%s says the submission was not found, and asks the server nothing about it',
    async (bad) => {
      const calls = renderAt(`/form-submissions/1058/${bad}`);
      expect(await screen.findByText(SUBMISSION_NOT_FOUND)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the submissions' })).toHaveAttribute(
        'href',
        '/form-submissions/1058',
      );
      expect(calls.filter((c) => c.url.includes('/submissions/'))).toEqual([]);
      noDeveloperWords();
    },
  );

  it('a submission the server does not know says the same', async () => {
    renderAt('/form-submissions/301/999999', (url) =>
      url.endsWith('/submissions/999999')
        ? json({ errors: [{ message: 'Submission 999999 was not found' }], status: 404 }, 404)
        : undefined,
    );
    expect(await screen.findByText(SUBMISSION_NOT_FOUND)).toBeInTheDocument();
  });

  it.each(['/form-submissions/abc', '/form-submissions/abc/1001'])(
    '%s says no form was found, with a link to all forms',
    async (path) => {
      const calls = renderAt(path);
      expect(await screen.findByText(FORM_TAG_NOT_FOUND)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All forms' })).toHaveAttribute('href', '/form-submissions/90');
      expect(calls).toEqual([]);
      noDeveloperWords();
    },
  );
});
