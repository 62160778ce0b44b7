// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../shared/api/media.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { MediaPicker } from './MediaPicker.js';
import type { Uploader } from './upload-with-progress.js';

import { mediaItem as item, mediaPage as pageOf } from './spec-support.js';

afterEach(cleanup);

function renderPicker(items: () => MediaItem[], upload: Uploader = vi.fn()) {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    urls.push(String(url));
    return pageOf(items());
  });
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(
    withQueryClient(
      <MediaPicker
        open
        title="Choose the photo"
        kind="image"
        onChoose={onChoose}
        onClose={onClose}
        http={createHttpClient({ fetch, getToken: () => 'tok' })}
        upload={upload}
      />,
    ),
  );
  return { urls, onChoose, onClose };
}

describe('media picker', () => {
  it('searches images only and answers the file chosen by keyboard', async () => {
    const { urls, onChoose, onClose } = renderPicker(() => [item(1, 'Harbor'), item(2, 'Bridge')]);
    const dialog = await screen.findByRole('dialog', { name: 'Choose the photo' });
    expect(within(dialog).queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Search the library'), 'bri');
    await waitFor(() => expect(urls).toContain('/api/v1/mc/media?pageNumber=1&pageSize=18&q=bri&kind=image'));
    expect(within(dialog).getByRole('button', { name: 'Choose' })).toBeDisabled();
    within(dialog).getByRole('button', { name: 'Bridge, 64 × 36' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Bridge, 64 × 36' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('Chosen: Bridge')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    expect(onChoose).toHaveBeenCalledWith(item(2, 'Bridge'));
    expect(onClose).toHaveBeenCalled();
  });

  it('chooses a file uploaded from inside it', async () => {
    let listed = [item(1, 'Harbor')];
    const upload: Uploader = async (file, onProgress) => {
      onProgress(1);
      listed = [item(7, 'Pier'), ...listed];
      return { id: 7, url: item(7, 'Pier').url, name: '', originalName: file.name, size: 1, type: 'image/png' };
    };
    renderPicker(() => listed, upload);
    const dialog = await screen.findByRole('dialog', { name: 'Choose the photo' });
    await within(dialog).findByRole('button', { name: 'Harbor, 64 × 36' });
    fireEvent.change(within(dialog).getByLabelText('Files to upload'), {
      target: { files: [new File(['a'], 'Pier.png', { type: 'image/png' })] },
    });
    await within(dialog).findByText('Chosen: Pier');
    expect(within(dialog).getByRole('button', { name: 'Pier, 64 × 36' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('Pier.png: uploaded')).toBeInTheDocument();
  });
});
