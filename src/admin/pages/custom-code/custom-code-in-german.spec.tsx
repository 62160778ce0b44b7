// @vitest-environment jsdom
// Template Files and Custom Code speak the chosen language (issue 29 item 1):
// rendered with the German provider, their headings, groups, editor labels,
// version table and tabs read in German.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeVersion, TemplateFile } from '../../../shared/api/custom-code.js';
import { createHttpClient } from '../../providers/http-client.js';
import { withQueryClient } from '../../api/spec-support.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { CustomCodePage } from './CustomCodePage.js';
import { TemplateFilesPage } from './TemplateFilesPage.js';

afterEach(cleanup);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const header: TemplateFile = {
  CId: 6,
  CTitle: 'Header',
  kind: 'header',
  source: '<header></header>',
  CLastModified: null,
};
const versions: CodeVersion[] = [
  { CvId: 12, CId: 6, Active: true, ChangeDate: '2026-11-26T05:00:00.000Z', CvUserName: 'admin', CvNote: 'Saved' },
];

function renderInGerman(
  element: (http: ReturnType<typeof createHttpClient>) => React.ReactElement,
  answer: (url: string) => unknown,
) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => json(answer(String(url))));
  render(
    withQueryClient(
      <I18nContextProvider value={createI18nProvider('de')}>
        {element(createHttpClient({ fetch, getToken: () => 'tok' }))}
      </I18nContextProvider>,
    ),
  );
}

describe('custom code screens in German', () => {
  it('lists the templates by kind and their versions in German', async () => {
    renderInGerman(
      (http) => <TemplateFilesPage http={http} />,
      (url) =>
        url.endsWith('/versions')
          ? versions
          : url.endsWith('/pages')
            ? [{ TemplateId: 1, TName: 'Web_Page', TPath: null, source: '' }]
            : [header],
    );
    expect(await screen.findByRole('heading', { name: 'Vorlagendateien' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Vorlagen' });
    expect(within(nav).getByRole('heading', { name: 'Kopfzeilenvorlagen' })).toBeInTheDocument();
    expect(within(nav).getByText('Vorlage 1')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Quelle von „Header“' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gespeicherte Versionen von Header' });
    expect(
      within(table).getByRole('button', { name: 'Version 12 mit dem aktuellen Code vergleichen' }),
    ).toHaveTextContent('Vergleichen');
    expect(screen.getByRole('button', { name: 'Vorlage speichern' })).toBeInTheDocument();
  });

  it('names the custom code tabs in German', async () => {
    renderInGerman(
      (http) => <CustomCodePage http={http} />,
      (url) => (url.endsWith('/security-headers') ? { rules: [], warnings: [], featureOn: true } : []),
    );
    const tabs = screen.getByRole('tablist', { name: 'Teile des eigenen Codes' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Snippets', 'Seiten-CSS', 'Sicherheits-Header']);
    expect(await screen.findByRole('button', { name: 'Neues Snippet' })).toBeInTheDocument();
  });
});
