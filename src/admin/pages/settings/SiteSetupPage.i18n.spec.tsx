// @vitest-environment jsdom
// Site Setup's feature switches in French and German (issue 41 item 2: "Site Setup's feature texts stay English"):
// each switch's name and what it does come from the language's catalog by the feature's tag id; a switch the admin
// does not know keeps the server's English.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider, NotificationContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { SiteSetupPage } from './SiteSetupPage.js';

afterEach(cleanup);

const SETUP = {
  values: { publicUrl: 'https://www.example.com', requireSecondFactor: false, mainMenuTemplateId: 11 },
  secondFactorRequiredByServer: false,
  features: [
    {
      tId: 4,
      name: 'Home Page',
      description: 'The site has a home page of its own: the HomePage record (500) at the site’s address.',
      enabled: true,
      etag: '"f4"',
    },
    {
      tId: 14,
      name: 'Comments',
      description:
        'Visitors may comment on posts; comments wait in Comment Moderation. Off: the comment form is closed (403).',
      enabled: true,
      etag: '"f14"',
    },
    { tId: 999, name: 'Future Switch', description: 'A switch a newer server offers.', enabled: false, etag: '"f999"' },
  ],
};

function renderIn(language: string) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(SETUP), { status: 200, headers: { etag: '"s1"' } }));
  render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider(language)}>
        <NotificationContextProvider>
          <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
            <SiteSetupPage />
          </SiteApiProvider>
        </NotificationContextProvider>
      </I18nContextProvider>,
    ),
  );
}

describe('Site Setup’s feature switches in the chosen language', () => {
  it('French', async () => {
    renderIn('fr');
    expect(await screen.findByRole('switch', { name: 'Page d’accueil' })).toHaveAccessibleDescription(
      'Le site a sa propre page d’accueil : l’enregistrement HomePage (500) à l’adresse du site.',
    );
    expect(screen.getByRole('switch', { name: 'Commentaires' })).toHaveAccessibleDescription(
      /^Les visiteurs peuvent commenter les articles/,
    );
    expect(screen.queryByText(/Visitors may comment/)).toBeNull();
    expect(screen.getByRole('switch', { name: 'Future Switch' })).toHaveAccessibleDescription(
      'A switch a newer server offers.',
    );
  });

  it('German', async () => {
    renderIn('de');
    expect(await screen.findByRole('switch', { name: 'Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Kommentare' })).toHaveAccessibleDescription(
      /^Besucher dürfen Beiträge kommentieren/,
    );
  });
});
