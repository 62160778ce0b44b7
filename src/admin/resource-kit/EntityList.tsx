// The list screen every generated resource uses (issue 4 item 1): DataTable
// with the spec's page sizes, the debounced search, a text filter per column,
// the ascending → descending → unsorted sort click, the empty and loading
// texts, bulk delete after a confirmation (not on append-only entities) and
// the full CSV export. Headers, filters and title are the schema's labels in
// the user's language. What the user may not do is not offered: react-admin's
// Create, Edit and Delete buttons ask the auth provider's canAccess (shared
// can-access.ts) and hide themselves, and without the right to delete there is
// no row selection either — so an Auditor sees lists, records and Export only
// (docs/decisions/0112-auditor-role.md).
import type { ReactNode } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ListContextProvider,
  Pagination,
  SearchInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useLocaleState,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import type { EntityMeta } from '../../shared/schema-model.js';
import { ExportAllButton } from './ExportAllButton.js';
import { cellRenderer, FieldValue } from './field-registry.js';
import { ListEmpty, ListLoading } from './ListStates.js';
import { DEFAULT_PAGE_SIZE, pageSizeOptions, SEARCH_DEBOUNCE_MS } from './page-sizes.js';
import { useText } from '../i18n/use-text.js';
import { useSchemaLabels } from '../i18n/use-schema-labels.js';
import type { SchemaLabelLookup } from '../i18n/schema-labels/lookup.js';
import type { TranslateFunction } from 'react-admin';
import { nextSort } from './sort-cycle.js';
import { useRouteFilter } from '../routes/route-context.js';
import { requireColumns } from '../kit/developer-errors.js';
import { useScrollReset } from '../kit/virtual/useScrollReset.js';

function filtersOf(entity: EntityMeta, text: TranslateFunction, labels: SchemaLabelLookup) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={text('resource-kit.list.search')} />,
    ...entity.listColumns.map((name) => (
      <TextInput key={name} source={name} label={labels.fieldLabel(entity.name, name)} />
    )),
  ];
}

function ListActions({
  entity,
  create,
  toolbar,
}: {
  entity: EntityMeta;
  create?: ReactNode | false;
  toolbar?: ReactNode;
}) {
  return (
    <TopToolbar>
      <FilterButton />
      {create === undefined ? <CreateButton /> : create || null}
      <ExportAllButton entity={entity} />
      {toolbar}
    </TopToolbar>
  );
}

// The row checkbox is a native input in the built app (scripts/vite-light-row-checkbox.ts):
// sized and coloured here like the header's MUI checkbox.
const NATIVE_ROW_CHECKBOX = {
  '& .cms-row-checkbox': {
    width: 18,
    height: 18,
    m: '12px',
    accentColor: (t: { palette: { primary: { main: string } } }) => t.palette.primary.main,
    cursor: 'pointer',
  },
};

/** DataTable with the spec's sort cycle and state texts. */
function EntityTable({
  entity,
  bulkActions,
  rowClick = 'show',
  children,
}: {
  entity: EntityMeta;
  bulkActions?: ReactNode;
  rowClick?: RowClick;
  children: ReactNode;
}) {
  const list = useListContext();
  const { canAccess: mayDelete } = useCanAccess({ resource: entity.name, action: 'delete' });
  const cycling = { ...list, setSort: (clicked: SortPayload) => list.setSort(nextSort(list.sort, clicked)) };
  // Spec §9: a new page, page size, filter or order scrolls back to the top 150 ms later.
  useScrollReset('window', { page: list.page, perPage: list.perPage, filter: list.filterValues, sort: list.sort });
  if (list.isPending) return <ListLoading />;
  return (
    <ListContextProvider value={cycling}>
      <DataTable
        rowClick={rowClick}
        empty={<ListEmpty />}
        bulkActionButtons={
          entity.access.appendOnly
            ? false
            : (bulkActions ?? (mayDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false))
        }
        sx={NATIVE_ROW_CHECKBOX}
      >
        {children}
      </DataTable>
    </ListContextProvider>
  );
}

interface EntityListProps {
  entity: EntityMeta;
  children: ReactNode;
  /** The top bar's title (default: the entity's plural label), e.g. a screen's own name. */
  title?: string;
  /**
   * The toolbar's create action: the generic Create button by default; a
   * screen's own button instead, or false for none (a screen whose 'Add …'
   * sits elsewhere, or whose records are not made through the generic form).
   */
  create?: ReactNode | false;
  /** Sent as `meta` with every read of the list: tells lists of one resource apart in the query cache. */
  queryMeta?: Record<string, unknown>;
  /** The order before any sort click; the entity's default order otherwise. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** More toolbar buttons, after Export (e.g. the error log's 'Empty the error log'). */
  toolbar?: ReactNode;
  /** The buttons for selected rows, instead of the bulk delete alone; false: no row selection. */
  bulkActions?: ReactNode;
  /**
   * Where the list keeps its search, filters, sort and page: react-admin's default is the URL
   * and a store entry per resource. A screen with several lists (tabs) gives each its own
   * storeKey and keeps them out of the URL, which it uses itself.
   */
  storeKey?: string;
  /**
   * Where a row click goes: the generic record view by default; a screen
   * with its own editor sends its rows there instead (a path per record).
   */
  rowClick?: RowClick;
}

/** A row click's target: a react-admin view name, a path per record, or false for none (a tool whose rows act through their own buttons, never the Data browser's raw screens). */
type RowClick = 'show' | false | ((id: Identifier, resource: string, record: RaRecord) => string);

export function EntityList({
  entity,
  children,
  title,
  create,
  queryMeta,
  defaultSort,
  toolbar,
  bulkActions,
  storeKey,
  rowClick,
}: EntityListProps) {
  requireColumns(`The ${entity.name} list`, children);
  const text = useText();
  const labels = useSchemaLabels();

  const sort =
    defaultSort ??
    ({ field: entity.defaultSort.field, order: entity.defaultSort.order === 'desc' ? 'DESC' : 'ASC' } as const);
  return (
    <List
      resource={entity.name}
      filter={useRouteFilter()}
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
      debounce={SEARCH_DEBOUNCE_MS}
      filters={filtersOf(entity, text, labels)}
      actions={<ListActions entity={entity} create={create} toolbar={toolbar} />}
      pagination={<Pagination rowsPerPageOptions={pageSizeOptions(text)} />}

      empty={false}
      exporter={false}
      title={title ?? labels.entityPlural(entity.name)}
      queryOptions={queryMeta ? { meta: queryMeta } : undefined}
      storeKey={storeKey}
      disableSyncWithLocation={storeKey !== undefined}
    >
      <EntityTable entity={entity} bulkActions={bulkActions} rowClick={rowClick}>
        {children}
      </EntityTable>
    </List>
  );
}

/**
 * One column: header from the schema's label (in the user's language), cell from the field registry.
 * Sortable only when the schema marks the field sortable: those sorts have
 * an index (issue 12), so a click never asks the server to sort every row.
 */
export function EntityColumn({ entity, name }: { entity: EntityMeta; name: string }) {
  const field = entity.fields[name];
  const label = useSchemaLabels().fieldLabel(entity.name, name);
  const text = useText();
  const [language] = useLocaleState();
  const render = cellRenderer(field, { language, yes: text('ra.boolean.true'), no: text('ra.boolean.false') });
  if (render) return <DataTable.Col source={name} label={label} render={render} disableSort={!field.sortable} />;
  return (
    <DataTable.Col source={name} label={label} disableSort={!field.sortable}>
      <FieldValue field={field} />
    </DataTable.Col>
  );
}
