// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaDetail, MediaItem } from '../../../shared/api/media.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { MediaLibraryPage } from './MediaLibraryPage.js';
import type { Uploader } from './upload-with-progress.js';
import { FOLDERS_URL } from './folders-api.js';

import { jsonAnswer as json, mediaItem as item, mediaPage as pageOf } from './spec-support.js';

afterEach(cleanup);

function renderPage(answer: (url: string, init: RequestInit) => Response, upload: Uploader = vi.fn()) {
  const calls: { url: string; method: string }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), method: init.method ?? 'GET' });
    // The folder tree (FolderPanel) is specified in MediaFolders.spec.tsx: here, a library without folders.
    if (String(url) === FOLDERS_URL) return json({ folders: [], unfiledCount: 0, totalCount: 0 });
    return answer(String(url), init);
  });
  render(
    withQueryClient(<MediaLibraryPage http={createHttpClient({ fetch, getToken: () => 'tok' })} upload={upload} />),
  );
  return calls;
}

describe('media library', () => {
  it('shows files in a grid, switches to a list, and sends search and kind to the server', async () => {
    const calls = renderPage((url) =>
      url.includes('q=bridge') ? pageOf([item(2, 'Bridge')]) : pageOf([item(1, 'Harbor'), item(2, 'Bridge')]),
    );
    const grid = await screen.findByRole('list', { name: 'Media files' });
    expect(within(grid).getByRole('img', { name: 'Harbor alt' })).toHaveAttribute('src', item(1, 'Harbor').url);
    expect(screen.getByText('2 files')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    const table = screen.getByRole('table', { name: 'Media files' });
    expect(within(table).getByRole('link', { name: 'Harbor' })).toHaveAttribute('href', item(1, 'Harbor').url);
    expect(within(table).getAllByText('64 × 36')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Search media'), 'bridge');
    await waitFor(() => expect(screen.getByText('1 file')).toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/v1/mc/media?pageNumber=1&pageSize=24&q=bridge')).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Documents' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/v1/mc/media?pageNumber=1&pageSize=24&q=bridge&kind=document')).toBe(
        true,
      ),
    );
  });

  it('uploads several files, each with its own progress, and lists them after', async () => {
    let listed: MediaItem[] = [];
    const sent: string[] = [];
    const upload: Uploader = async (file, onProgress) => {
      sent.push(file.name);
      onProgress(0.5);
      if (file.name === 'evil.svg')
        throw new Error('The file is an SVG image: upload a PNG, JPEG, GIF, WebP image or a PDF.');
      listed = [...listed, item(listed.length + 1, file.name.replace(/\.png$/, ''))];
      return { id: listed.length, url: '', name: '', originalName: file.name, size: 1, type: 'image/png' };
    };
    renderPage(() => pageOf(listed), upload);
    await screen.findByText('No files match.');
    const files = [
      new File(['a'], 'one.png', { type: 'image/png' }),
      new File(['b'], 'evil.svg', { type: 'image/svg+xml' }),
      new File(['c'], 'two.png', { type: 'image/png' }),
    ];
    fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files } });
    await waitFor(() => expect(screen.getByText('two.png: uploaded')).toBeInTheDocument());
    expect(sent).toEqual(['one.png', 'evil.svg', 'two.png']);
    expect(screen.getByText('one.png: uploaded')).toBeInTheDocument();
    expect(screen.getByText(/evil\.svg: not uploaded: The file is an SVG image/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of one.png' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Upload of evil.svg' })).toHaveAttribute('aria-valuenow', '50');
    await waitFor(() => expect(screen.getByText('2 files')).toBeInTheDocument());
  });

  it('lists the pages that use a file instead of deleting it', async () => {
    const used: MediaDetail = {
      ...item(1, 'Harbor'),
      usedBy: [
        { CId: 1000, CTitle: 'About Us', CSeoUrl: '/about-us', CtId: 1, removed: false, places: ['block photo'] },
      ],
      version: 1,
      note: 'Uploaded',
      focus: null,
      variants: [],
      versions: [],
      derivedFrom: null,
    };
    const calls = renderPage((url) => (url === '/api/v1/mc/media/1' ? json(used) : pageOf([item(1, 'Harbor')])));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbor' }));
    const dialog = await screen.findByRole('dialog', { name: 'This file is in use' });
    expect(within(dialog).getByText('About Us')).toBeInTheDocument();
    expect(within(dialog).getByText('/about-us · block photo')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes, continue' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes an unused file after confirmation, and shows the server’s refusal if a page took it meanwhile', async () => {
    let refuse = true;
    const calls = renderPage((url, init) => {
      if (init.method === 'DELETE')
        return refuse
          ? json({ errors: [{ message: '"Harbor" is used by one page' }], status: 409 }, 409)
          : new Response(null, { status: 204 });
      if (url === '/api/v1/mc/media/1') return json({ ...item(1, 'Harbor'), usedBy: [] });
      return pageOf([item(1, 'Harbor')]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbor' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Harbor" is used by one page');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/v1/mc/media/1',
      '/api/v1/mc/media/1',
    ]);
  });

  it('saves a new title and alt text, and shows what the server kept', async () => {
    let current = item(1, 'Harbor');
    const calls: RequestInit[] = [];
    renderPage((url, init) => {
      if (init.method === 'PATCH') {
        calls.push(init);
        current = { ...current, ...(JSON.parse(String(init.body)) as Partial<MediaItem>) };
        return json({ ...current, usedBy: [] });
      }
      return pageOf([current]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harbor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor' });
    const title = within(dialog).getByLabelText(/Title/);
    await userEvent.clear(title);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(title, ' Harbor crane ');
    const alt = within(dialog).getByLabelText('Alternative text');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'A crane over the harbor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('img', { name: 'A crane over the harbor' });
    expect(JSON.parse(String(calls[0].body))).toEqual({ title: 'Harbor crane', alt: 'A crane over the harbor' });
    expect(screen.getByRole('heading', { name: 'Harbor crane' })).toBeInTheDocument();
  });

  it('uploads files dropped on the drop zone', async () => {
    const sent: string[] = [];
    const upload: Uploader = async (file) => {
      sent.push(file.name);
      return { id: 1, url: '', name: '', originalName: file.name, size: 1, type: 'image/png' };
    };
    renderPage(() => pageOf([]), upload);
    await screen.findByText('No files match.');
    const zone = screen.getByRole('button', { name: 'Upload files' }).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['a'], 'dropped.png', { type: 'image/png' })] } });
    await screen.findByText('dropped.png: uploaded');
    expect(sent).toEqual(['dropped.png']);
  });
});
