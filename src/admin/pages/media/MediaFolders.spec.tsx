// @vitest-environment jsdom
// The folder tree of /folder-organization against a small in-memory stand-in
// for /api/v1/mc/media-folders (the server's own rules are tested in
// tests/media/media-folders.test.ts): keyboard tree, folder actions, moving
// files by "Move to…" and by dropping them on the tree, uploads into the
// selected folder.
import '@testing-library/jest-dom/vitest';
import { cleanup, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { MediaItem } from '../../../shared/api/media.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { FOLDERS_URL } from './folders-api.js';
import { MEDIA_DRAG_TYPE } from './media-drag.js';
import { MediaLibraryPage } from './MediaLibraryPage.js';
import type { Uploader } from './upload-with-progress.js';

import { mediaItem } from './spec-support.js';

afterEach(cleanup);

const file = (id: number, title: string, folderId: number | null): MediaItem =>
  mediaItem(id, title, { alt: title, size: 10, width: 4, height: 4, folderId });

/** The library's state and the calls that change it, as the server would answer them. */
function library() {
  const folders = [
    { id: 5, name: 'Projects', parentId: null as number | null },
    { id: 6, name: 'Bridges', parentId: 5 as number | null },
  ];
  const files = [file(1, 'Harbor', null), file(2, 'Span', 6)];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json',
        'x-pagination': JSON.stringify({ totalCount: Array.isArray(body) ? body.length : 0, totalPages: 1 }),
      },
    });
  const tree = (): MediaFolderTree => {
    const direct = (id: number) => files.filter((f) => f.folderId === id).length;
    return {
      folders: folders.map((f) => ({ ...f, fileCount: direct(f.id), totalFileCount: direct(f.id) })),
      unfiledCount: files.filter((f) => f.folderId === null).length,
      totalCount: files.length,
    };
  };
  const answer = (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (method !== 'GET') writes.push({ method, url, body });
    if (url === FOLDERS_URL && method === 'GET') return json(tree());
    if (url === FOLDERS_URL && method === 'POST') {
      const made = { id: 7, name: String(body!.name), parentId: (body!.parentId as number | null) ?? null };
      folders.push(made);
      return json({ ...made, fileCount: 0, totalFileCount: 0 }, 201);
    }
    if (url === `${FOLDERS_URL}/move-files`) {
      for (const f of files) if ((body!.ids as number[]).includes(f.id)) f.folderId = body!.folderId as number | null;
      return json({ moved: (body!.ids as number[]).length });
    }
    const folderCall = url.match(/^\/api\/v1\/mc\/media-folders\/(\d+)$/);
    if (folderCall && method === 'DELETE')
      return json(
        {
          errors: [{ message: '"Projects" is not empty: it holds 1 folder ("Bridges"). Move or delete them first.' }],
          status: 409,
        },
        409,
      );
    if (folderCall && method === 'PATCH') {
      const folder = folders.find((f) => f.id === Number(folderCall[1]))!;
      Object.assign(folder, body);
      return json({ ...folder, fileCount: 0, totalFileCount: 0 });
    }
    const folderId = new URL(url, 'http://x').searchParams.get('folderId');
    return json(
      files.filter(
        (f) => folderId === null || (folderId === 'unfiled' ? f.folderId === null : f.folderId === Number(folderId)),
      ),
    );
  };
  return { answer, writes, files };
}

function renderLibrary(upload: Uploader = vi.fn()) {
  const lib = library();
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => lib.answer(String(url), init));
  render(
    withQueryClient(<MediaLibraryPage http={createHttpClient({ fetch, getToken: () => 'tok' })} upload={upload} />),
  );
  return lib;
}

/** What a browser's drag carries from dragstart to drop (jsdom has no DataTransfer). */
function fakeDataTransfer() {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: '',
    dropEffect: '',
  };
  return { data, dataTransfer };
}

const grid = () => screen.findByRole('list', { name: 'Media files' });
const titles = async () =>
  within(await grid())
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('media folders', () => {
  it('shows the tree with counts, walks it with the arrow keys and lists the selected folder’s files', async () => {
    renderLibrary();
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items).toEqual(
      ['All files 2 files', 'Projects 0 files', 'Bridges 1 file', 'Unfiled 1 file'].map((name) =>
        within(tree).getByRole('treeitem', { name }),
      ),
    );
    expect(items.map((i) => i.getAttribute('aria-level'))).toEqual(['1', '2', '3', '1']);
    expect(items[0]).toHaveAttribute('aria-selected', 'true');
    expect(items.map((i) => i.tabIndex)).toEqual([0, -1, -1, -1]);

    items[0].focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Bridges 1 file' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await titles()).toEqual(['Span']));
    expect(screen.getByRole('treeitem', { name: 'Bridges 1 file' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'Projects 0 files' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'Projects 0 files' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^Bridges/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{End} ');
    await waitFor(async () => expect(await titles()).toEqual(['Harbor']));
  });

  it('makes a folder inside the selected one, and shows why a folder that is not empty cannot go', async () => {
    const lib = renderLibrary();
    await userEvent.click(await screen.findByRole('treeitem', { name: 'Projects 0 files' }));
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder in Projects' });
    await userEvent.type(within(dialog).getByLabelText(/Folder name/), ' Schools {Enter}');
    await screen.findByRole('treeitem', { name: 'Schools 0 files' });
    expect(lib.writes[0]).toEqual({ method: 'POST', url: FOLDERS_URL, body: { name: 'Schools', parentId: 5 } });
    expect(screen.getByRole('status')).toHaveTextContent('Made the folder "Schools".');

    await userEvent.click(screen.getByRole('treeitem', { name: 'Projects 0 files' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the folder Projects?' })).getByRole('button', {
        name: 'Delete folder',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"Projects" is not empty: it holds 1 folder ("Bridges")',
    );
  });

  it('moves a file with the keyboard through Move to…, and the counts follow', async () => {
    const lib = renderLibrary();
    await userEvent.click(within(await grid()).getByRole('button', { name: 'Move Harbor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Harbor to…' });
    expect(within(dialog).getByRole('radio', { name: 'No folder' })).toBeChecked();
    within(dialog).getByRole('radio', { name: 'No folder' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Projects / Bridges' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await screen.findByRole('treeitem', { name: 'Bridges 2 files' });
    expect(lib.writes).toEqual([{ method: 'POST', url: `${FOLDERS_URL}/move-files`, body: { ids: [1], folderId: 6 } }]);
    expect(screen.getByRole('treeitem', { name: 'Unfiled 0 files' })).toBeInTheDocument();
  });

  it('moves a file dropped on a folder of the tree, and a folder dropped on another', async () => {
    const lib = renderLibrary();
    const card = within(await grid())
      .getByRole('heading', { name: 'Harbor' })
      .closest('li')!;
    const { data, dataTransfer } = fakeDataTransfer();
    fireEvent.dragStart(card, { dataTransfer });
    const target = screen.getByRole('treeitem', { name: 'Projects 0 files' });
    const over = createEvent.dragOver(target, { dataTransfer });
    fireEvent(target, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(target, { dataTransfer });
    await screen.findByRole('treeitem', { name: 'Projects 1 file' });
    expect(lib.writes[0]).toEqual({
      method: 'POST',
      url: `${FOLDERS_URL}/move-files`,
      body: { ids: [1], folderId: 5 },
    });
    expect(data.has(MEDIA_DRAG_TYPE)).toBe(true);

    data.clear();
    fireEvent.dragStart(screen.getByRole('treeitem', { name: 'Bridges 1 file' }), { dataTransfer });
    fireEvent.drop(screen.getByRole('treeitem', { name: 'All files 2 files' }), { dataTransfer });
    await waitFor(() =>
      expect(lib.writes[1]).toEqual({ method: 'PATCH', url: `${FOLDERS_URL}/6`, body: { parentId: null } }),
    );
    await waitFor(() =>
      expect(screen.getByRole('treeitem', { name: 'Bridges 1 file' })).toHaveAttribute('aria-level', '2'),
    );
  });

  it('moves the selected files together, by Move selected… and by dragging one of them', async () => {
    const lib = renderLibrary();
    const files = await grid();
    await userEvent.click(within(files).getByRole('checkbox', { name: 'Select Harbor' }));
    await userEvent.click(within(files).getByRole('checkbox', { name: 'Select Span' }));
    const bar = screen.getByRole('group', { name: 'Selected files' });
    expect(bar).toHaveTextContent('2 files selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Move selected…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 files to…' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Projects' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await screen.findByRole('treeitem', { name: 'Projects 2 files' });
    expect(lib.writes).toEqual([
      { method: 'POST', url: `${FOLDERS_URL}/move-files`, body: { ids: [1, 2], folderId: 5 } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Moved 2 files to "Projects".');
    expect(screen.queryByRole('group', { name: 'Selected files' })).not.toBeInTheDocument();

    await userEvent.click(within(files).getByRole('checkbox', { name: 'Select Harbor' }));
    await userEvent.click(within(files).getByRole('checkbox', { name: 'Select Span' }));
    const { dataTransfer } = fakeDataTransfer();
    fireEvent.dragStart(within(files).getByRole('heading', { name: 'Span' }).closest('li')!, { dataTransfer });
    fireEvent.drop(screen.getByRole('treeitem', { name: 'Unfiled 0 files' }), { dataTransfer });
    await screen.findByRole('treeitem', { name: 'Unfiled 2 files' });
    expect(lib.writes[1]).toEqual({
      method: 'POST',
      url: `${FOLDERS_URL}/move-files`,
      body: { ids: [1, 2], folderId: null },
    });
  });

  it('uploads into the selected folder', async () => {
    const folders: (number | undefined)[] = [];
    const upload: Uploader = async (f, _progress, folderId) => {
      folders.push(folderId);
      return { id: 9, url: '', name: '', originalName: f.name, size: 1, type: 'image/png' };
    };
    renderLibrary(upload);
    await userEvent.click(await screen.findByRole('treeitem', { name: 'Bridges 1 file' }));
    expect(screen.getByText('New uploads go into the folder Bridges.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Files to upload'), {
      target: { files: [new File(['a'], 'pier.png', { type: 'image/png' })] },
    });
    await screen.findByText('pier.png: uploaded');
    expect(folders).toEqual([6]);
  });
});
