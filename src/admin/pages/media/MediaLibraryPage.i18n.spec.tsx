// @vitest-environment jsdom
// The media library and the carousel preview in another language (issue 29
// item 1): the screen's words from messages/media, the files' titles as typed.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { MediaLibraryPage } from './MediaLibraryPage.js';
import { FOLDERS_URL } from './folders-api.js';
import { CarouselPreview } from '../carousels/CarouselPreview.js';
import { jsonAnswer as json, mediaItem as item, mediaPage as pageOf } from './spec-support.js';

afterEach(cleanup);

describe('the media library in German', () => {
  it('names its controls, counts and folders in German', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === FOLDERS_URL
        ? json({
            folders: [{ id: 1, name: 'Projects', parentId: null, fileCount: 1, totalFileCount: 1 }],
            unfiledCount: 1,
            totalCount: 2,
          })
        : pageOf([item(1, 'Harbor'), item(2, 'Bridge')]),
    );
    render(
      <I18nContextProvider value={createI18nProvider('de')}>
        {withQueryClient(
          <MediaLibraryPage http={createHttpClient({ fetch, getToken: () => 'tok' })} upload={vi.fn()} />,
        )}
      </I18nContextProvider>,
    );
    const grid = await screen.findByRole('list', { name: 'Mediendateien' });
    expect(screen.getByRole('heading', { name: 'Ordnerverwaltung' })).toBeInTheDocument();
    expect(screen.getByText('2 Dateien')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dateien hochladen' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Harbor bearbeiten' })).toHaveTextContent('Bearbeiten');
    const tree = await screen.findByRole('tree', { name: 'Ordner' });
    expect(within(tree).getByRole('treeitem', { name: /^Alle Dateien/ })).toBeInTheDocument();
    expect(within(tree).getByRole('treeitem', { name: 'Ohne Ordner 1 Datei' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Liste' }));
    expect(await screen.findByRole('columnheader', { name: 'Abmessungen' })).toBeInTheDocument();
  });
});

describe('the carousel preview in French', () => {
  it('names the slides and the buttons in French', async () => {
    render(
      <I18nContextProvider value={createI18nProvider('fr')}>
        <CarouselPreview
          title="Harbour"
          slides={[
            { photo: '/a.png', alt: 'Gull', caption: '', link: '', target: '' },
            { photo: '/b.png', alt: 'Boat', caption: '', link: '', target: '' },
          ]}
        />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Harbour (aperçu)' })).toBeInTheDocument();
    expect(screen.getByText('Diapositive 1 sur 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(screen.getByRole('group', { name: '2 sur 2' })).toBeInTheDocument();
  });
});
