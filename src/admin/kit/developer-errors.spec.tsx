// @vitest-environment jsdom
// The errors meant for developers (spec §5): a data table without columns,
// and an endpoint without a fetcher, each thrown at once with what is missing.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { AdminContext, DataTable } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { createSiteApi } from '../api/site-api.js';
import { createEditorApi } from '../pages/editor/api/editor-api.js';
import { createDataProvider } from '../providers/data-provider.js';
import { createHttpClient, type HttpClient } from '../providers/http-client.js';
import { EntityColumn, EntityList } from '../resource-kit/EntityList.js';
import { DeveloperError, requireColumns, requireFetcher } from './developer-errors.js';

afterEach(cleanup);

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">{`${this.state.error.name}: ${this.state.error.message}`}</p>
    ) : (
      this.props.children
    );
  }
}

describe('a data table requires columns', () => {
  it('refuses no columns, and only elements count as columns', () => {
    expect(() => requireColumns('The Tag list', undefined)).toThrow(DeveloperError);
    expect(() => requireColumns('The Tag list', [])).toThrow('The Tag list: a data table requires columns');
    expect(() => requireColumns('The Tag list', [null, false, 'text'])).toThrow(DeveloperError);
    expect(() => requireColumns('The Tag list', <DataTable.Col source="TName" />)).not.toThrow();
  });

  it('stops an EntityList without columns before it reads anything', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const getList = vi.fn();
    render(
      <AdminContext dataProvider={{ getList } as never}>
        <Catch>
          <EntityList entity={SCHEMA.Tag}>{[]}</EntityList>
        </Catch>
      </AdminContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('DeveloperError: The Tag list: a data table requires columns');
    expect(getList).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lets a list with a column through', () => {
    expect(() =>
      requireColumns('The Tag list', [<EntityColumn key="n" entity={SCHEMA.Tag} name="TName" />]),
    ).not.toThrow();
  });
});

describe('an endpoint requires a fetcher', () => {
  const none = undefined as unknown as HttpClient;
  it('refuses a missing fetcher in the data provider and the API clients', () => {
    expect(() => requireFetcher('/api/v1/x', 'not a function')).toThrow(DeveloperError);
    expect(() => createDataProvider('/api/v1/db', none)).toThrow(
      'The data provider for /api/v1/db: an endpoint requires a fetcher',
    );
    expect(() => createSiteApi(none)).toThrow('The site tools API: an endpoint requires a fetcher');
    expect(() => createEditorApi(null as unknown as HttpClient)).toThrow(
      'The page editor API: an endpoint requires a fetcher',
    );
  });

  it('takes a real HTTP client', () => {
    const http = createHttpClient({ fetch: vi.fn() as unknown as typeof fetch, getToken: () => 'tok' });
    expect(() => createDataProvider('/api/v1/db', http)).not.toThrow();
    expect(() => createSiteApi(http)).not.toThrow();
    expect(() => createEditorApi()).not.toThrow(); // its default client
  });
});
