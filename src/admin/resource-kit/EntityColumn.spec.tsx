// @vitest-environment jsdom
// The generated lists offer a sort only on the columns the schema marks
// sortable (those have an index, issue 12): other headers are plain text.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  type ListControllerResult,
} from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { EntityColumn } from './EntityList.js';

afterEach(cleanup);

it('offers a sort on sortable columns only', () => {
  const content = SCHEMA.Content;
  const list = {
    data: [{ id: 1, CId: 1, CTitle: 'A', CIntroLink: '/x' }],
    total: 1,
    sort: { field: 'CId', order: 'DESC' },
    setSort: () => undefined,
    isPending: false,
    isLoading: false,
    selectedIds: [],
    onSelect: () => undefined,
    onToggleItem: () => undefined,
    onUnselectItems: () => undefined,
    resource: 'Content',
    filterValues: {},
    displayedFilters: {},
  } as unknown as ListControllerResult;
  render(
    <AdminContext>
      <ResourceContextProvider value="Content">
        <ListContextProvider value={list}>
          <DataTable bulkActionButtons={false}>
            <EntityColumn entity={content} name="CTitle" />
            <EntityColumn entity={content} name="CIntroLink" />
          </DataTable>
        </ListContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  expect(content.fields.CTitle.sortable).toBe(true);
  expect(content.fields.CIntroLink.sortable).toBe(false);
  const headers = screen.getAllByRole('columnheader');
  const header = (label: string) => headers.find((h) => h.textContent?.includes(label))!;
  expect(header(content.fields.CTitle.label).querySelector('.MuiTableSortLabel-root')).not.toBeNull();
  expect(header(content.fields.CIntroLink.label).querySelector('.MuiTableSortLabel-root')).toBeNull();
});
