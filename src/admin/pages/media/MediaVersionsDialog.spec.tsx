// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaDetail } from '../../../shared/api/media.js';
import { MediaVersionsDialog } from './MediaVersionsDialog.js';
import type { Replacer } from './version-api.js';

afterEach(cleanup);

const URL_ = '/files/0123456789abcdef0123456789abcdef.jpg';
const detail = (version: number): MediaDetail => ({
  id: 7,
  url: URL_,
  kind: 'image',
  title: 'Pier',
  alt: '',
  originalName: 'Pier.jpg',
  type: 'image/jpeg',
  size: 4096,
  width: 80,
  height: 50,
  folderId: null,
  uploadedBy: 'admin',
  uploadedAt: '2026-11-25T10:00:00.000Z',
  modifiedAt: '2026-11-25T10:00:00.000Z',
  usedBy: [],
  version,
  note: version === 1 ? 'Uploaded' : 'Replaced with "Pier 2.jpg"',
  focus: null,
  variants: [],
  versions: Array.from({ length: version - 1 }, (_, i) => ({
    version: i + 1,
    url: URL_.replace('.jpg', `-v${i + 1}.jpg`),
    type: 'image/jpeg',
    size: 1000,
    width: 60,
    height: 40,
    savedAt: '2026-11-25T10:00:00.000Z',
    savedBy: 'admin',
    note: 'Uploaded',
    variants: [],
  })),
  derivedFrom: null,
});

function renderDialog(replace: Replacer, restore = vi.fn(async () => detail(4))) {
  const changed = vi.fn();
  render(
    <MemoryRouter>
      <MediaVersionsDialog
        detail={detail(2)}
        replace={replace}
        restore={restore}
        onChanged={changed}
        onClose={() => undefined}
      />
    </MemoryRouter>,
  );
  return { changed, restore };
}

describe('the versions dialog', () => {
  it('sends the replacement with its progress and says which version the URL now serves', async () => {
    let finish!: (d: MediaDetail) => void;
    const replace = vi.fn<Replacer>((_id, _file, onProgress) => {
      onProgress(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    const { changed } = renderDialog(replace);
    const dialog = screen.getByRole('dialog', { name: 'Replace Pier' });
    fireEvent.change(within(dialog).getByLabelText('Replacement for Pier'), {
      target: { files: [new File(['x'], 'Pier 3.jpg', { type: 'image/jpeg' })] },
    });
    expect(replace).toHaveBeenCalledWith(7, expect.any(File), expect.any(Function));
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Upload of the replacement for Pier' }),
    ).toHaveAttribute('aria-valuenow', '50');
    finish(detail(3));
    expect(await within(dialog).findByText(`Replaced: ${URL_} now serves version 3.`)).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s refusal, lists earlier versions and restores one', async () => {
    const replace = vi.fn<Replacer>(async () => {
      throw new Error('"Pier" is a JPEG and its URL names that type; this file is a PNG.');
    });
    const { restore } = renderDialog(replace);
    const dialog = screen.getByRole('dialog', { name: 'Replace Pier' });
    fireEvent.change(within(dialog).getByLabelText('Replacement for Pier'), {
      target: { files: [new File(['x'], 'Pier.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this file is a PNG');
    const earlier = within(dialog).getByRole('list', { name: 'Earlier versions' });
    expect(within(earlier).getByRole('link', { name: 'Version 1' })).toHaveAttribute(
      'href',
      URL_.replace('.jpg', '-v1.jpg'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 1));
    expect(await within(dialog).findByText('Version 1 restored as version 4.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in the image tool' })).toHaveAttribute(
      'href',
      '/image-tool?id=7',
    );
  });
});
