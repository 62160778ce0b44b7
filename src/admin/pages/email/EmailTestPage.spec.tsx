// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchivedEmail, EmailTemplateItem } from '../../../shared/api/email.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { EmailTestPage } from './EmailTestPage.js';

afterEach(cleanup);

const templates: EmailTemplateItem[] = [
  { CId: 50, CTitle: 'Default Email', isLayout: true, subject: '{{subject}}' },
  { CId: 55, CTitle: 'Forgot Password', isLayout: false, subject: 'Reset your password' },
];
const older: ArchivedEmail = {
  EaId: 4,
  EaTo: 'old@example.test',
  EaFrom: 'no-reply@example.test',
  EaSubject: 'Older one',
  EaSent: '2026-11-20T10:00:00.000Z',
  EaStatus: 'sent',
  EaError: null,
  EaBody: '<p>older body</p>',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(send: (body: Record<string, unknown>) => Response) {
  const calls: { url: string; method: string; body?: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url: String(url), method: init.method ?? 'GET', body });
    const u = String(url);
    if (u.endsWith('/templates')) return json(templates);
    if (u.endsWith('/test')) return send(body!);
    if (u.endsWith('/archive/4')) return json(older);
    return json([{ ...older, EaBody: undefined }]);
  });
  render(withQueryClient(<EmailTestPage http={createHttpClient({ fetch, getToken: () => 'tok' })} />));
  return calls;
}

describe('e-mail test screen', () => {
  it('sends to, subject, template and body, then shows the outcome and the message as archived', async () => {
    const calls = renderPage((body) =>
      json({
        status: 'sent',
        error: null,
        archived: {
          ...older,
          EaId: 9,
          EaTo: String(body.to),
          EaSubject: String(body.subject),
          EaBody: '<p>as stored</p>',
        },
      }),
    );
    const form = screen.getByRole('form', { name: 'Test e-mail' });
    await userEvent.type(within(form).getByLabelText(/^To/), 'someone@example.test');
    await userEvent.click(await within(form).findByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Forgot Password (55)' }));
    expect(within(form).getByText(/A message template/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Subject/), 'Hello');
    await userEvent.type(within(form).getByLabelText(/^Body/), '<p>Hi</p>');
    await userEvent.click(within(form).getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Sent: the mail server accepted the message.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/test'))?.body).toEqual({
      to: 'someone@example.test',
      subject: 'Hello',
      templateCId: 55,
      body: '<p>Hi</p>',
    });
    const archived = screen.getByRole('region', { name: 'Archived message' });
    expect(within(archived).getByText('Archived message #9')).toBeInTheDocument();
    const frame = within(archived).getByTitle('Archived message #9 as sent');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>as stored</p>');
  });

  it('says why a message was not sent and opens an older one from the recent archive', async () => {
    renderPage(() =>
      json({
        status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:25',
        archived: { ...older, EaId: 10, EaStatus: 'failed' },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Recent e-mail archive' });
    await userEvent.click(within(table).getByRole('button', { name: 'View message #4' }));
    expect(await screen.findByTitle('Archived message #4 as sent')).toHaveAttribute('srcdoc', '<p>older body</p>');
    const form = screen.getByRole('form', { name: 'Test e-mail' });
    await userEvent.type(within(form).getByLabelText(/^To/), 'x@example.test');
    await userEvent.type(within(form).getByLabelText(/^Subject/), 'Down');
    await userEvent.click(within(form).getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Not sent: connect ECONNREFUSED 127.0.0.1:25.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    renderPage(() =>
      json({ errors: [{ message: 'Template 500 is not an e-mail template', field: 'templateCId' }] }, 400),
    );
    const form = screen.getByRole('form', { name: 'Test e-mail' });
    await userEvent.type(within(form).getByLabelText(/^To/), 'x@example.test');
    await userEvent.type(within(form).getByLabelText(/^Subject/), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Template 500 is not an e-mail template');
  });
});
