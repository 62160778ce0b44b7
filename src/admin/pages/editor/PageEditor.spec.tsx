// @vitest-environment jsdom
// The page editor against a fake fetch: the save sends one PUT with If-Match
// and the relational batch; a 412 is told and keeps every edit on screen,
// and the edits can then be carried onto the latest page.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PageEditor } from './PageEditorScreen.js';
import editorEn from '../../i18n/messages/editor/en.js';
import { fakeServer, samplePage, withApi, type FakeServer } from './spec-support.js';

const { conflictKept: CONFLICT_KEPT, rebase: REBASE, rebased: REBASED } = editorEn.save;

afterEach(cleanup);

async function open(server: FakeServer) {
  render(<AdminContext>{withApi(server, <PageEditor cId={500} />)}</AdminContext>);
  await screen.findByRole('list', { name: 'Blocks' });
}

// Text goes in as one paste, not key by key: each key re-renders the whole editor, which made these tests take
// tens of seconds on a busy machine, and what they prove is the save, not the typing.
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function edit() {
  await userEvent.clear(screen.getByLabelText('SEO title'));
  await fill('SEO title', 'About our firm');
  await userEvent.click(screen.getByRole('button', { name: 'Delete block 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move block 2 up' })); // Third above First
  await userEvent.click(screen.getByRole('button', { name: 'Add block' }));
  await fill('Headline', 'Opening hours');
}

const puts = (server: FakeServer) => server.requests.filter((r) => r.method === 'PUT');

// The whole editor renders in jsdom (the first test also loads its modules): up to tens of seconds when two test files
// share the machine's two cores, so these tests get more than the default 30 s.
describe('saving the page', { timeout: 90_000 }, () => {
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
    const body = put.body as {
      content: object;
      blocks: { creates: object[]; updates: object[]; deletes: number[] };
      mode: string;
    };
    expect(body.mode).toBe('publish');
    expect(body.content).toEqual({ CSeoTitle: 'About our firm' });
    expect(body.blocks.deletes).toEqual([12]);
    expect(body.blocks.creates).toEqual([
      expect.objectContaining({ CId: 500, CbHeadline: 'Opening hours', CbSortOrder: 3 }),
    ]);
    expect(body.blocks.updates.map((b: any) => [b.CbId, b.CbSortOrder])).toEqual([
      [13, 1],
      [11, 2],
    ]);
  });

  it('a save marks the versions list stale, and it is read again', async () => {
    const server = fakeServer();
    const versionReads = () =>
      server.requests.filter((r) => r.method === 'GET' && r.url === '/api/v1/mc/editor/versions/500').length;
    await open(server);
    await waitFor(() => expect(versionReads()).toBe(1));
    await userEvent.type(screen.getByLabelText('SEO title'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published.');
    await waitFor(() => expect(versionReads()).toBe(2));
  });

  it('saves a draft with mode draft and the note', async () => {
    const server = fakeServer();
    await open(server);
    await userEvent.type(screen.getByLabelText('SEO title'), '!');
    await fill('Note for this version', 'typo');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/);
    expect(puts(server)[0].body).toMatchObject({ mode: 'draft', note: 'typo', content: { CSeoTitle: 'About Us!' } });
  });

  it('on 412 says so, keeps every edit on screen, and saves nothing over the other change', async () => {
    const server = fakeServer();
    await open(server);
    await edit();
    const message =
      'This page was changed by editor2 at 10:02 since you opened it. Your changes are kept here: reload the page in another tab to compare.';
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

  it('after a 412 carries the edits onto the latest page, lists what both changed, and saves against the new ETag', async () => {
    const server = fakeServer();
    await open(server);
    await edit();
    server.nextPut = new Response(
      JSON.stringify({ errors: [{ message: 'This page was changed by editor2.' }], status: 412 }),
      { status: 412 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('alert');
    // Meanwhile editor2 changed the SEO title too, the page settings and the first block's copy.
    const latest = samplePage();
    latest.content = { ...latest.content, CSeoTitle: 'About the Firm', CMetaData: { ChangeFrequency: 5 } };
    latest.blocks[0] = { ...latest.blocks[0], CbCopy: '<p>Their copy</p>' };
    server.page = latest;
    server.etag = 'W/"p-9"';

    await userEvent.click(screen.getByRole('button', { name: REBASE }));
    const status = await screen.findByText(REBASED);
    expect(status.closest('[role="status"]')).toHaveTextContent('SEO title: changed by both of you; yours is kept.');
    expect(screen.queryByText(CONFLICT_KEPT, { exact: false })).toBeNull();
    expect(screen.getByLabelText('SEO title')).toHaveValue('About our firm');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published.');
    const put = puts(server).at(-1)!;
    expect(put.headers.get('If-Match')).toBe('W/"p-9"');
    const body = put.body as { content: object; blocks: { creates: any[]; updates: any[]; deletes: number[] } };
    expect(body.content).toEqual({ CSeoTitle: 'About our firm' }); // editor2's page settings stay theirs
    expect(body.blocks.deletes).toEqual([12]);
    expect(body.blocks.creates).toEqual([expect.objectContaining({ CbHeadline: 'Opening hours' })]);
    expect(body.blocks.updates.map((b) => [b.CbId, b.CbSortOrder, b.CbCopy])).toEqual([
      [13, 1, '<p>Third copy</p>'],
      [11, 2, '<p>Their copy</p>'],
    ]);
  });
});
