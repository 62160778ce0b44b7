// @vitest-environment jsdom
// Staff words on the section screens (issue 25 item 8): Save's toast names the
// thing ("Banner saved", not react-admin's "Element updated"), and the
// microsite tag picker says the spec's 'No options left to choose.' and
// 'No results', never MUI's "No options".
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_OPTIONS_LEFT, NO_RESULTS } from '../../../kit/picker-words.js';
import { BannerEditPage, BannersListPage } from './banners.js';
import { MicrositeEditPage, MicrositesListPage } from './microsites.js';
import { fakeDb, inAdmin } from './spec-support.js';

afterEach(cleanup);

const setup = () =>
  fakeDb({
    content: [
      {
        CId: 3000,
        CtId: 65,
        CTitle: 'Holiday hours',
        CIntroText: 'Closed',
        CSeoUrl: null,
        CDeleted: false,
        CCreated: '2025-03-01T00:00:00.000Z',
        CMetaData: { Enabled: true, Placement: 'top' },
      },
      {
        CId: 3001,
        CtId: 57,
        CTitle: 'Community',
        CSeoUrl: '/community',
        CDeleted: false,
        CCreated: '2025-03-02T00:00:00.000Z',
        CMetaData: { Domain: '', Tags: [300] },
      },
      {
        CId: 3002,
        CtId: 57,
        CTitle: 'Careers site',
        CSeoUrl: '/jobs',
        CDeleted: false,
        CCreated: '2025-03-02T00:00:00.000Z',
        CMetaData: { Domain: '', Tags: [] },
      },
    ],
    tag: [{ TId: 300, TName: 'Alumni', TDeleted: false }],
    tagtocontent: [],
  });

function app(url: string) {
  return inAdmin(
    setup(),
    url,
    <>
      <Routes>
        <Route path="/banners" element={<BannersListPage />} />
        <Route path="/banners/:CId" element={<BannerEditPage />} />
        <Route path="/microsites" element={<MicrositesListPage />} />
        <Route path="/microsites/:CId" element={<MicrositeEditPage />} />
      </Routes>
      <Notification />
    </>,
  );
}

describe('staff words on the section screens', () => {
  it('Save on a banner toasts "Banner saved"', async () => {
    render(app('/banners/3000'));
    const title = await screen.findByDisplayValue('Holiday hours');
    await userEvent.type(title, ' (winter)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Element updated/)).toBeNull();
  });

  it("the microsite tag picker says 'No options left to choose.' when every tag is chosen", async () => {
    render(app('/microsites/3001'));
    const picker = await screen.findByRole('combobox', { name: 'Tags whose pages it shows' });
    await userEvent.click(picker);
    expect(await screen.findByText(NO_OPTIONS_LEFT)).toBeInTheDocument();
    expect(screen.queryByText('No options')).toBeNull();
  });

  it("the microsite tag picker says 'No results' for a search that finds none", async () => {
    render(app('/microsites/3002'));
    const picker = await screen.findByRole('combobox', { name: 'Tags whose pages it shows' });
    await userEvent.type(picker, 'zzz');
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.queryByText('No options')).toBeNull();
  });
});
