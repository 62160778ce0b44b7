// @vitest-environment jsdom
// Issue 41 item 2: a changed title, then Save draft or Publish, opens the rename decision (spec §4); the choice
// finishes the save the click started, as that kind of save, with the renamed page. Dismissing the dialog saves nothing.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PageEditor } from './PageEditorScreen.js';
import editorEn from '../../i18n/messages/editor/en.js';
import { fakeServer, withApi, type FakeServer } from './spec-support.js';

const { rename: RENAME, save: SAVE } = editorEn;

afterEach(cleanup);

async function open(server: FakeServer) {
  render(<AdminContext>{withApi(server, <PageEditor cId={500} />)}</AdminContext>);
  await screen.findByRole('list', { name: 'Blocks' });
}

async function retitle(title: string) {
  const field = screen.getByLabelText(/^Title/);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(title);
}

const puts = (server: FakeServer) =>
  server.requests.filter((r) => r.method === 'PUT').map((r) => r.body as { mode: string; content: object });

describe('a save started with a changed title', { timeout: 90_000 }, () => {
  it('Save draft asks the rename, then saves a draft with the chosen title and URL', async () => {
    const server = fakeServer();
    await open(server);
    await retitle('About our firm');
    await userEvent.click(screen.getByRole('button', { name: SAVE.saveDraft }));
    const dialog = await screen.findByRole('dialog', { name: RENAME.title });
    expect(puts(server)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: RENAME.titleAndUrl }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await screen.findByText(SAVE.draftSaved);
    expect(puts(server)).toEqual([
      expect.objectContaining({
        mode: 'draft',
        content: { CTitle: 'About our firm', CSeoTitle: 'About our firm', CSeoUrl: '/about-our-firm' },
      }),
    ]);
    expect(screen.getByText(SAVE.allSaved)).toBeInTheDocument();
  });

  it('Publish asks the rename, then publishes with the page name only changed', async () => {
    const server = fakeServer();
    await open(server);
    await retitle('About the firm');
    await userEvent.click(screen.getByRole('button', { name: SAVE.publish }));
    await screen.findByRole('dialog', { name: RENAME.title });
    await userEvent.click(screen.getByRole('button', { name: RENAME.nameOnly }));
    await screen.findByText(SAVE.published);
    expect(puts(server)).toEqual([expect.objectContaining({ mode: 'publish', content: { CTitle: 'About the firm' } })]);
  });

  it('"Don\'t change anything" still makes the save; Escape cancels it', async () => {
    const server = fakeServer();
    await open(server);
    await retitle('Elsewhere');
    await userEvent.click(screen.getByRole('button', { name: SAVE.saveDraft }));
    await screen.findByRole('dialog', { name: RENAME.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: RENAME.title })).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Title/)).toHaveValue('About Us');
    expect(puts(server)).toHaveLength(0);

    await retitle('Elsewhere');
    await userEvent.click(screen.getByRole('button', { name: SAVE.saveDraft }));
    await screen.findByRole('dialog', { name: RENAME.title });
    await userEvent.click(screen.getByRole('button', { name: RENAME.none }));
    await screen.findByText(SAVE.draftSaved);
    expect(puts(server)).toEqual([expect.objectContaining({ mode: 'draft', content: {} })]);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('About Us');
  });
});
