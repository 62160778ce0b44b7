// @vitest-environment jsdom
// The editor and the Drafts screen speak the language chosen in the admin
// (issue 29 item 1): rendered with the product's i18n provider in French and
// in German, their headings, buttons, notices and the 412 merge's sentences
// come from the message files, not from English in the source.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.js';
import { DraftsScreen } from '../drafts/DraftsScreen.js';
import { draftOf } from './model/page-model.js';
import { rebaseDraft } from './model/rebase.js';
import { PageEditor } from './PageEditorScreen.js';
import { fakeServer, sampleDraft, samplePage, withApi, type FakeServer } from './spec-support.js';

afterEach(cleanup);

const NNBSP = '\u202f'; // French puts a narrow no-break space before : ; ? !
// Testing Library's text matching folds every space of the page's text into a plain one (role names keep them).
const SP = ' ';

function inLanguage(locale: string, server: FakeServer, children: ReactNode) {
  return (
    // AdminContext makes the data router the editor's leave guard needs.
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      {withApi(server, children)}
    </AdminContext>
  );
}

describe('the page editor in French', { timeout: 90_000 }, () => {
  it('shows its heading, fields, blocks and save bar in French, and the save notice', async () => {
    const server = fakeServer();
    render(inLanguage('fr', server, <PageEditor cId={500} />));
    expect(await screen.findByRole('list', { name: 'Blocs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Page web${NNBSP}: About Us` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blocs (3)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre SEO')).toHaveValue('About Us');
    expect(screen.getByRole('button', { name: 'Supprimer le bloc 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un bloc' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Actions sur la page' })).toBeInTheDocument();
    expect(screen.queryByText('Save draft')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(`Rien à enregistrer${SP}: la page n’a aucune modification.`)).toBeInTheDocument();
  });
});

describe('the page editor in German', { timeout: 90_000 }, () => {
  it('shows its save bar, blocks and versions panel in German', async () => {
    const server = fakeServer();
    render(inLanguage('de', server, <PageEditor cId={500} />));
    expect(await screen.findByRole('list', { name: 'Blöcke' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entwurf speichern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block 2 nach oben verschieben' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Versionen' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Versionen.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Platzierung' })).toBeInTheDocument();
  });

  it('lists the clashes of a 412 merge in German', () => {
    const base = draftOf(samplePage());
    const theirs = { ...draftOf(samplePage()), content: { ...base.content, CTitle: 'Their title' } };
    const mine = { ...base, content: { ...base.content, CTitle: 'My title' } };
    const german = createI18nProvider('de');
    expect(rebaseDraft(base, mine, theirs, (key, options) => german.translate(key, options)).conflicts).toEqual([
      'Titel: von Ihnen beiden geändert; Ihre Fassung bleibt erhalten.',
    ]);
  });
});

describe('the Drafts screen in French', { timeout: 90_000 }, () => {
  it('heads its table and names its buttons in French', async () => {
    const server = fakeServer();
    const answer = server.fetch;
    const draft = sampleDraft();
    server.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/v1/mc/editor/drafts')
        ? Promise.resolve(new Response(JSON.stringify([draft]), { headers: { 'content-type': 'application/json' } }))
        : answer(input, init)) as typeof fetch;
    render(inLanguage('fr', server, <DraftsScreen />));
    expect(await screen.findByRole('table', { name: 'Brouillons' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Enregistré' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le brouillon de About Us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publier le brouillon de About Us' }));
    expect(
      await screen.findByText(`Le brouillon de «${SP}About Us${SP}» est publié${SP}: il devient la page en ligne.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oui, continuer' })).toBeInTheDocument();
  });
});
