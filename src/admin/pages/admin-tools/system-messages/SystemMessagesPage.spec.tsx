// @vitest-environment jsdom
// System Messages keeps its add and show inside /system-messages (issue 25
// item 3): "Add system message" opens the tool's own form (?add), which
// writes nothing before Save and returns to the list after it; a row's
// message opens in the same form (?SId=); an unknown id says so in words.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin, type Tables } from '../../site/sections/spec-support.js';
import { SystemMessagesPage } from './SystemMessagesPage.js';

afterEach(cleanup);

const tables = (): Tables => ({
  systemmessages: [
    { SId: 1000, SMessage: 'New pages start as drafts', SType: 'info', SStart: null, SEnd: null, SArchived: false },
  ],
});

describe('/system-messages', () => {
  it("lists messages with the tool's own Add, not the generic Create", async () => {
    render(inAdmin(fakeDb(tables()), '/system-messages', <SystemMessagesPage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'System Messages' })).toBeInTheDocument();
    expect(await screen.findByText('New pages start as drafts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add system message' })).toHaveAttribute('href', '/system-messages?add');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('adds a message only on Save, then goes back to the list', async () => {
    const db = fakeDb(tables());
    render(inAdmin(db, '/system-messages?add', <SystemMessagesPage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add system message' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Planned downtime' } });
    expect(db.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'System Messages' })).toBeInTheDocument();
    expect(db.requests.filter((r) => r.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/db/systemmessages',
        body: { SMessage: 'Planned downtime', SType: 'info', SStart: null, SEnd: null },
      }),
    ]);
  });

  it('refuses an empty message in words', async () => {
    const db = fakeDb(tables());
    render(inAdmin(db, '/system-messages?add', <SystemMessagesPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the message staff will see.')).toBeInTheDocument();
    expect(db.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('shows a message in its own form and saves it with PATCH', async () => {
    const db = fakeDb(tables());
    render(inAdmin(db, '/system-messages?SId=1000', <SystemMessagesPage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'System message' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('New pages start as drafts');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'New pages start as drafts.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.tables.systemmessages[0].SMessage).toBe('New pages start as drafts.'));
    expect(db.requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/v1/db/systemmessages/1000' });
  });

  it('says an unknown or malformed id was not found', async () => {
    render(inAdmin(fakeDb(tables()), '/system-messages?SId=abc', <SystemMessagesPage />));
    expect(await screen.findByText('System message abc was not found.')).toBeInTheDocument();
    cleanup();
    render(inAdmin(fakeDb(tables()), '/system-messages?SId=4242', <SystemMessagesPage />));
    expect(await screen.findByText('System message 4242 was not found.')).toBeInTheDocument();
  });
});
