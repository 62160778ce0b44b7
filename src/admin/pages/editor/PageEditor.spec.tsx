// @vitest-environment jsdom
// The page editor against a fake fetch: the save sends one PUT with If-Match
// and the relational batch; a 412 is told and keeps every edit on screen.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PageEditor } from './PageEditorScreen.js';
import { CONFLICT_KEPT } from './SaveBar.js';
import { fakeServer, withApi, type FakeServer } from './spec-support.js';

afterEach(cleanup);

async function open(server: FakeServer) {
  render(<AdminContext>{withApi(server, <PageEditor cId={500} />)}</AdminContext>);
  await screen.findByRole('list', { name: 'Blocks' });
}

async function edit() {
  await userEvent.clear(screen.getByLabelText('SEO title'));
  await userEvent.type(screen.getByLabelText('SEO title'), 'About our firm');
  await userEvent.click(screen.getByRole('button', { name: 'Delete block 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move block 2 up' })); // Third above First
  await userEvent.click(screen.getByRole('button', { name: 'Add block' }));
  await userEvent.type(screen.getByLabelText('Headline'), 'Opening hours');
}

const puts = (server: FakeServer) => server.requests.filter((r) => r.method === 'PUT');

describe('saving the page', () => {
  it('publishes with one PUT carrying If-Match and the relational batch', async () => {
    const server = fakeServer();
    await open(server);
    await edit();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published.');
    expect(puts(server)).toHaveLength(1);
    const [put] = puts(server);
    expect(put.url).toBe('/api/v1/mc/editor/page/500');
    expect(put.headers.get('If-Match')).toBe('W/"p-1"');
    const body = put.body as { content: object; blocks: { creates: object[]; updates: object[]; deletes: number[] }; mode: string };
    expect(body.mode).toBe('publish');
    expect(body.content).toEqual({ CSeoTitle: 'About our firm' });
    expect(body.blocks.deletes).toEqual([12]);
    expect(body.blocks.creates).toEqual([expect.objectContaining({ CId: 500, CbHeadline: 'Opening hours', CbSortOrder: 3 })]);
    expect(body.blocks.updates.map((b: any) => [b.CbId, b.CbSortOrder])).toEqual([
      [13, 1],
      [11, 2],
    ]);
  });

  it('saves a draft with mode draft and the note', async () => {
    const server = fakeServer();
    await open(server);
    await userEvent.type(screen.getByLabelText('SEO title'), '!');
    await userEvent.type(screen.getByLabelText('Note for this version'), 'typo');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/);
    expect(puts(server)[0].body).toMatchObject({ mode: 'draft', note: 'typo', content: { CSeoTitle: 'About Us!' } });
  });

  it('on 412 says so, keeps every edit on screen, and saves nothing over the other change', async () => {
    const server = fakeServer();
    await open(server);
    await edit();
    const message = 'This page was changed by editor2 at 10:02 since you opened it. Your changes are kept here: reload the page in another tab to compare.';
    server.nextPut = new Response(JSON.stringify({ errors: [{ message }], status: 412 }), { status: 412 });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(CONFLICT_KEPT);
    // the edits are all still there
    expect(screen.getByLabelText('SEO title')).toHaveValue('About our firm');
    expect(screen.getByLabelText('Headline')).toHaveValue('Opening hours');
    expect(screen.queryByRole('listitem', { name: /Second/ })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // a second try still sends the ETag the page was read with: never a blind overwrite
    server.nextPut = new Response(JSON.stringify({ errors: [{ message }], status: 412 }), { status: 412 });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(puts(server)).toHaveLength(2));
    expect(puts(server).every((p) => p.headers.get('If-Match') === 'W/"p-1"')).toBe(true);
    expect(screen.getByLabelText('SEO title')).toHaveValue('About our firm');
  });
});
