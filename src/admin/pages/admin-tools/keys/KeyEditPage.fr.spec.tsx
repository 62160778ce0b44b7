// @vitest-environment jsdom
// The Key Manager's form in French (issue 29 item 1): labels, the value's
// status, the form's own checks and the delete confirmation from
// messages/admin-tools.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nContextProvider, NotificationContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { fakeFetch } from '../../../auth/test-helpers.js';
import { createI18nProvider } from '../../../i18n/provider.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../../api/site-api.js';
import { KeyEditPage } from './KeyEditPage.js';

afterEach(cleanup);

// French puts a narrow space before ':' (accessible names keep it; getByText's matching folds it into a space).
const NARROW_SPACE = '\u202f';
const RECORD = {
  KmId: 3,
  KmName: 'OpenAI',
  KmDescription: 'AI tools',
  KmHasValue: true,
  KmValueEnding: 'abcd',
  KmValueChangedBy: 'admin',
  KmValueChangedAt: '2026-11-22T12:00:00.000Z',
  KmCreated: null,
  KmUpdated: null,
};

describe('the key edit screen in French', () => {
  it('labels the form, says what is stored and checks the name in French', async () => {
    const fake = fakeFetch({ '/api/v1/db/keymanager/3': { body: RECORD } });
    render(
      withQueryClient(
        <I18nContextProvider value={createI18nProvider('fr')}>
          <NotificationContextProvider>
            <SiteApiProvider api={createSiteApi(createHttpClient({ fetch: fake.fetch, getToken: () => 'tok' }))}>
              <MemoryRouter initialEntries={['/key-manager/3']}>
                <Routes>
                  <Route path="/key-manager/:Id" element={<KeyEditPage />} />
                </Routes>
              </MemoryRouter>
            </SiteApiProvider>
          </NotificationContextProvider>
        </I18nContextProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: `Clé${NARROW_SPACE}: OpenAI` })).toBeInTheDocument();
    expect(screen.getByTestId('key-value-status')).toHaveTextContent(
      /^Définie, se terminant par …abcd · modifiée par admin le 22\/11\/2026 \d{2}:\d{2}$/,
    ); // French's dd/MM/yyyy, 24-hour time
    expect(screen.getByLabelText('Remplacer la valeur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historique de cette clé' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Nom/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Donnez un nom à la clé : le code la lit par ce nom.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la clé' }));
    expect(
      await screen.findByText(
        'La clé OpenAI et sa valeur seront supprimées. Le code qui la lit ne trouvera plus de clé.',
      ),
    ).toBeInTheDocument();
  }, 60_000);
});
