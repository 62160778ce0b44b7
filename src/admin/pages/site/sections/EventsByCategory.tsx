// The events section while EventsGroupByCategory (tag 16) is on: a tab per
// category (EventItem.EiCategory; events without one under 'Uncategorised',
// last), each tab a table of that category's events with the same columns
// as the plain list. The grouping is done here, over every live event: the
// server cannot filter Content by its EventItem's category, and a Content
// filter listing the category's CIds would pass the filter grammar's 50-term
// limit as soon as a category holds a few events and a search is typed.
import { useMemo, useState } from 'react';
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import {
  DataTable,
  FilterForm,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  SearchInput,
  useGetList,
  useList,
  type Identifier,
} from 'react-admin';
import { ListEmpty, ListLoading, NO_DATA_TEXT } from '../../../resource-kit/ListStates.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../resource-kit/page-sizes.js';
import { eventColumns } from './section-columns.js';
import { contentColumns } from './SectionList.js';
import { SECTIONS, SECTION_TAGS, toEditor } from './section-tags.js';
import { useText } from '../../../i18n/use-text.js';

/** The group of events without a category (shown in the reader's language; the category names are data). */
const UNCATEGORISED = 'Uncategorised';
const EVERY_ROW = { page: 1, perPage: 0 }; // perPage 0: the data provider reads every matching row
// Only what the table shows, so the tab's search (every text field of a row) means title or URL.
const LISTED_FIELDS = ['CId', 'CtId', 'CTitle', 'CSeoUrl', 'CLastModified'];

type EventRow = { id: Identifier; CId: number; CTitle: string; CSeoUrl: string | null; CLastModified: string | null };
type EventItemRow = { id: Identifier; CId: number; EiCategory: string | null };

/** The category of each event (by CId), and the categories in tab order. */
function groupByCategory(events: readonly { CId: number }[], items: readonly EventItemRow[]) {
  const byCId = new Map(items.map((i) => [i.CId, i.EiCategory?.trim() || UNCATEGORISED]));
  const categoryOf = (cId: number) => byCId.get(cId) ?? UNCATEGORISED;
  const names = [...new Set(events.map((e) => categoryOf(e.CId)))];
  names.sort((a, b) => (a === UNCATEGORISED ? 1 : b === UNCATEGORISED ? -1 : a.localeCompare(b)));
  return { categoryOf, names };
}

function CategoryTable({ rows }: { rows: EventRow[] }) {
  const text = useText();
  const list = useList({
    data: rows,
    perPage: DEFAULT_PAGE_SIZE,
    sort: { field: 'CTitle', order: 'ASC' },
    resource: 'Content',
  });
  return (
    <ResourceContextProvider value="Content">
      <ListContextProvider value={list}>
        <FilterForm
          filters={[<SearchInput key="q" source="q" alwaysOn placeholder={text('site-sections.search')} />]}
        />
        <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty />}>
          {contentColumns(eventColumns(text), toEditor, text, undefined, true)}
        </DataTable>
        <Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

export function EventsByCategory() {
  const events = useGetList<EventRow>('Content', {
    filter: { CtId: SECTIONS[SECTION_TAGS.Event].CtId, CDeleted: false },
    pagination: EVERY_ROW,
    sort: { field: 'CTitle', order: 'ASC' },
    meta: { fields: LISTED_FIELDS },
  });
  const items = useGetList<EventItemRow>('EventItem', {
    pagination: EVERY_ROW,
    sort: { field: 'EiCategory', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<string>();
  const text = useText();
  const groups = useMemo(() => groupByCategory(events.data ?? [], items.data ?? []), [events.data, items.data]);

  const error = events.error ?? items.error;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (events.isPending || items.isPending) return <ListLoading />;
  if (!groups.names.length)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {NO_DATA_TEXT}
      </Typography>
    );
  const current = chosen && groups.names.includes(chosen) ? chosen : groups.names[0];
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_, v: string) => setChosen(v)}
        aria-label={text('site-sections.eventCategories')}
        variant="scrollable"
      >
        {groups.names.map((c) => (
          <Tab key={c} value={c} label={c === UNCATEGORISED ? text('site-sections.uncategorised') : c} />
        ))}
      </Tabs>
      <CategoryTable key={current} rows={(events.data ?? []).filter((e) => groups.categoryOf(e.CId) === current)} />
    </Box>
  );
}
