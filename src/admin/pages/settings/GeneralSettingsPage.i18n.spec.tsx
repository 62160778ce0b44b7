// @vitest-environment jsdom
// General Settings in German (issue 29 item 1): the heading, each group's
// title and field labels (keys in settings-fields.ts), and the form's own
// check of a number come from the message files in the chosen language.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nContextProvider, NotificationContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { GeneralSettingsPage } from './GeneralSettingsPage.js';

afterEach(cleanup);

const EDITOR = {
  spellCheck: true,
  autosaveSeconds: 60,
  pasteAsPlainText: false,
  maxImageWidth: 2400,
  maxImageHeight: 2400,
  maxUploadMegabytes: 10,
  imageFormats: ['jpg', 'png'],
};

describe('General Settings in German', () => {
  it('names the screen, the groups and the fields in German, and says so in German when a number is none', async () => {
    const methods: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      methods.push(init.method ?? 'GET');
      if (url.endsWith('/site/menus')) return new Response('[]', { status: 200 });
      return new Response(JSON.stringify(url.endsWith('/editor') ? EDITOR : {}), {
        status: 200,
        headers: { etag: '"v1"' },
      });
    });
    render(
      withQueryClient(
        <I18nContextProvider value={createI18nProvider('de')}>
          <NotificationContextProvider>
            <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
              <GeneralSettingsPage />
            </SiteApiProvider>
          </NotificationContextProvider>
        </I18nContextProvider>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Allgemeine Einstellungen' })).toBeInTheDocument();
    const editor = await screen.findByRole('form', { name: 'Editor-Optionen und Upload-Grenzen' });
    const autosave = within(editor).getByRole('textbox', { name: 'Automatisch speichern alle (Sekunden)' });
    expect(within(editor).getByText('0: kein automatisches Speichern; sonst 10 oder mehr.')).toBeInTheDocument();
    await userEvent.clear(autosave);
    await userEvent.type(autosave, 'oft');
    await userEvent.click(within(editor).getByRole('button', { name: 'Speichern' }));
    expect(await within(editor).findByText('Geben Sie eine Zahl ein.')).toBeInTheDocument();
    expect(methods).not.toContain('PUT');
  }, 120_000); // a whole screen, typed into, on a shared CPU
});
