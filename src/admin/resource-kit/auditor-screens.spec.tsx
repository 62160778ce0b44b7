// @vitest-environment jsdom
// The generic Data screens for an Auditor (issue 40 item 5,
// docs/decisions/0112-auditor-role.md): a list with Export and no Create, no
// row selection (no bulk delete); a record with no Edit or Delete; an edit
// screen that sends them to access-denied: no form, no Save. The same screens for an Admin show those
// actions, so the spec tells hidden from never rendered. The answers come from
// the real auth provider's canAccess over the shared rule (can-access.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  ResourceDefinitionContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { createAuthApi } from '../auth/auth-api.js';
import { createAuthProvider } from '../auth/auth-provider.js';
import { fakeFetch, signedToken } from '../auth/test-helpers.js';
import { storeToken } from '../auth/token-storage.js';
import { createI18nProvider } from '../i18n/provider.js';
import { RouteRecordId } from '../routes/route-context.js';
import { EntityColumn, EntityList } from './EntityList.js';
import { EntityEdit, EntityShow, ShowField } from './EntityScreens.js';
import { FieldInput } from './field-registry.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const redirect = SCHEMA.Redirect;
const ROW = { id: 1, RId: 1, RFrom: '/old', RTo: '/new', RType: '301', RHits: 3 };
const data = {
  getList: async () => ({ data: [ROW], total: 1 }),
  getOne: async () => ({ data: ROW }),
} as unknown as DataProvider;

async function renderAs(role: string, screenFor: 'list' | 'show' | 'edit') {
  storeToken(await signedToken({ role }));
  const authProvider = createAuthProvider({
    api: createAuthApi({ fetch: fakeFetch({}).fetch }),
    location: () => ({ pathname: '/maintenance/Redirect', search: '' }),
    framed: () => false,
  });
  render(
    <TestMemoryRouter initialEntries={['/Redirect/1']}>
      <AdminContext
        dataProvider={data}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('en')}
        store={memoryStore()}
      >
        {/* As the app registers every generated resource: with its list, show, edit and create screens. */}
        <ResourceDefinitionContextProvider
          definitions={{ Redirect: { name: 'Redirect', hasList: true, hasShow: true, hasEdit: true, hasCreate: true } }}
        >
          <RouteRecordId.Provider value="1">
            {screenFor === 'list' && (
              <EntityList entity={redirect}>
                <EntityColumn entity={redirect} name="RFrom" />
                <EntityColumn entity={redirect} name="RTo" />
              </EntityList>
            )}
            {screenFor === 'show' && (
              <EntityShow entity={redirect}>
                <ShowField field={redirect.fields.RFrom} />
              </EntityShow>
            )}
            {screenFor === 'edit' && (
              // As in the app: react-admin sends a user the auth provider refuses to its access-denied route.
              <Routes>
                <Route
                  path="/Redirect/1"
                  element={
                    <EntityEdit entity={redirect}>
                      <FieldInput field={redirect.fields.RFrom} mode="edit" />
                    </EntityEdit>
                  }
                />
                <Route path="/access-denied" element={<p>Access denied</p>} />
              </Routes>
            )}
          </RouteRecordId.Provider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the generic Data screens hide the write actions from an Auditor', () => {
  it('a list: Export, but no Create and no row selection for bulk delete', async () => {
    await renderAs('Auditor', 'list');
    expect(await screen.findByText('/old')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    // canAccess answers asynchronously: give the buttons the time to appear if they were going to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('the same list for an Admin: Create and the row selection', async () => {
    await renderAs('Admin', 'list');
    expect(await screen.findByText('/old')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument());
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('a record: no Edit for an Auditor, Edit for an Admin', async () => {
    await renderAs('Auditor', 'show');
    expect(await screen.findByText('/old')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    cleanup();
    await renderAs('Admin', 'show');
    expect(await screen.findByText('/old')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument());
  });

  it('an edit screen: no form, no Save and no Delete for an Auditor; both for an Admin', async () => {
    await renderAs('Admin', 'edit');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    cleanup();
    await renderAs('Auditor', 'edit');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByDisplayValue('/old')).toBeNull();
  });
});
