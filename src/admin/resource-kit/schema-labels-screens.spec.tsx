// @vitest-environment jsdom
// The generic data screens name entities and fields in the user's language
// (issue 29 item 1): a list's column headers and an edit form's fields in
// French, a record's shown fields and an audit row's changed fields in
// German. A label read from the schema (English) instead fails here.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  AdminContext,
  I18nContextProvider,
  memoryStore,
  RecordContextProvider,
  SimpleForm,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { createI18nProvider } from '../i18n/provider.js';
import { DiffTable } from '../pages/admin-tools/logs/DiffTable.js';
import { EntityColumn, EntityList } from './EntityList.js';
import { ShowField } from './EntityScreens.js';
import { FieldInput } from './field-registry.js';

afterEach(cleanup);

const redirects = {
  getList: async () => ({ data: [{ id: 1, RId: 1, RFrom: '/old', RTo: '/new', RType: '301' }], total: 1 }),
} as unknown as DataProvider;

describe('schema labels on the generic screens', () => {
  it('a list in French: its column headers', async () => {
    const redirect = SCHEMA.Redirect;
    render(
      <AdminContext
        dataProvider={redirects}
        i18nProvider={createI18nProvider('fr')}
        store={memoryStore({ locale: 'fr' })}
      >
        <EntityList entity={redirect}>
          <EntityColumn entity={redirect} name="RFrom" />
          <EntityColumn entity={redirect} name="RTo" />
          <EntityColumn entity={redirect} name="RHits" />
        </EntityList>
      </AdminContext>,
    );
    expect(await screen.findByText('/old')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['De', 'Vers', 'Visites']));
    expect(headers).not.toContain('From');
  });

  it('a list in German: yes and no in its words, numbers and dates in its style', async () => {
    const content = SCHEMA.Content;
    const rows = {
      getList: async () => ({
        data: [
          {
            id: 7,
            CId: 7,
            CTitle: 'Startseite',
            CDeleted: false,
            CtId: 12345,
            CLastModified: '2026-11-01T12:00:00.000Z',
          },
        ],
        total: 1,
      }),
    } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={rows} i18nProvider={createI18nProvider('de')} store={memoryStore({ locale: 'de' })}>
        <EntityList entity={content}>
          <EntityColumn entity={content} name="CTitle" />
          <EntityColumn entity={content} name="CDeleted" />
          <EntityColumn entity={content} name="CLastModified" />
        </EntityList>
      </AdminContext>,
    );
    const row = (await screen.findByText('Startseite')).closest('tr')!;
    expect(row).toHaveTextContent('Nein');
    expect(row).not.toHaveTextContent('No');
    expect(row).toHaveTextContent('01.11.2026'); // German's one date shape (shared/dates.ts dateFormatOf), not 11/1/26
    cleanup();

    render(
      <AdminContext
        dataProvider={
          {
            getList: async () => ({
              data: [{ id: 1, RId: 1, RFrom: '/old', RTo: '/new', RType: '301', RHits: 12345 }],
              total: 1,
            }),
          } as unknown as DataProvider
        }
        i18nProvider={createI18nProvider('de')}
        store={memoryStore({ locale: 'de' })}
      >
        <EntityList entity={SCHEMA.Redirect}>
          <EntityColumn entity={SCHEMA.Redirect} name="RFrom" />
          <EntityColumn entity={SCHEMA.Redirect} name="RHits" />
        </EntityList>
      </AdminContext>,
    );
    expect((await screen.findByText('/old')).closest('tr')).toHaveTextContent('12.345');
  });

  it('an edit form in French: its fields', () => {
    const content = SCHEMA.Content;
    render(
      <AdminContext i18nProvider={createI18nProvider('fr')} store={memoryStore({ locale: 'fr' })}>
        <SimpleForm record={{ id: 1, CSeoTitle: 'Accueil', CDeleted: false }} toolbar={false}>
          <FieldInput field={content.fields.CSeoTitle} mode="edit" />
          <FieldInput field={content.fields.CDeleted} mode="edit" />
        </SimpleForm>
      </AdminContext>,
    );
    expect(screen.getByLabelText('Titre SEO')).toHaveValue('Accueil');
    expect(screen.getByLabelText('Supprimé')).not.toBeChecked();
    expect(screen.queryByLabelText('SEO title')).toBeNull();
  });

  it("a shown record in German: each field's label", () => {
    render(
      <I18nContextProvider value={createI18nProvider('de')}>
        <RecordContextProvider value={{ id: 1, CbHeadline: 'Öffnungszeiten' }}>
          <ShowField field={SCHEMA.ContentBlock.fields.CbHeadline} />
        </RecordContextProvider>
      </I18nContextProvider>,
    );
    expect(screen.getByText('Überschrift')).toBeInTheDocument();
    expect(screen.getByText('Öffnungszeiten')).toBeInTheDocument();
  });

  it("an audit row's changes in German: the changed fields", () => {
    render(
      <I18nContextProvider value={createI18nProvider('de')}>
        <DiffTable entity="Redirect" diff={{ RTo: ['/a', '/b'], Gone: [1, null] }} label="Änderungen" />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('cell', { name: 'Nach' })).toBeInTheDocument();
    // A field the schema no longer has keeps its name.
    expect(screen.getByRole('cell', { name: 'Gone' })).toBeInTheDocument();
  });
});
