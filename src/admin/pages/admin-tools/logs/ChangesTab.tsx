// Changes (issue 13 item 6): the field-level diffs the data layer audits
// with every write (AuditLog rows naming an entity), newest first, filtered
// by entity, record key, user and date; each row's record links to its own
// history. Export writes every matching change, one line per field.
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Button,
  DataTable,
  List,
  Pagination,
  ResourceContextProvider,
  TopToolbar,
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import type { AppDataProvider } from '../../../providers/data-provider.js';
import { ListEmpty, ListLoading } from '../../../resource-kit/ListStates.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../resource-kit/page-sizes.js';
import { changesCsv, type AuditRow } from './changes-csv.js';
import { changesListFilter, changesParams, type ChangesFilter } from './changes-filter.js';
import { ChangesFilters } from './ChangesFilters.js';
import { DiffTable } from './DiffTable.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

const NEWEST_FIRST = { field: 'AlId', order: 'DESC' } as const;

function ExportChanges({ filter }: { filter: Record<string, unknown> }) {
  const text = useText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { total } = useListContext();
  const notify = useNotify();
  const exportAll = async () => {
    try {
      const rows = (await dataProvider.getAllForExport('AuditLog', {
        filter,
        sort: NEWEST_FIRST,
      })) as unknown as AuditRow[];
      downloadCSV(changesCsv(rows), 'changes');
    } catch (e) {
      notify((e as Error).message || text('admin-tools.unknownError'), { type: 'error' });
    }
  };
  return (
    <Button label={text('admin-tools.changes.export')} onClick={() => void exportAll()} disabled={!total}>
      <DownloadIcon />
    </Button>
  );
}

function ChangesTable() {
  const text = useText();
  const dates = useDates();
  const { isPending } = useListContext();
  if (isPending) return <ListLoading />;
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty />}>
      <DataTable.Col
        label={text('admin-tools.changes.date')}
        source="Date"
        disableSort
        render={(r: AuditRow) => dates.moment(r.Date)}
      />
      <DataTable.Col
        label={text('admin-tools.changes.user')}
        source="UserName"
        disableSort
        render={(r: AuditRow) =>
          r.Impersonator
            ? text('admin-tools.changes.impersonated', { user: r.UserName, impersonator: r.Impersonator })
            : r.UserName
        }
      />
      <DataTable.Col label={text('admin-tools.changes.action')} source="Type" disableSort />
      <DataTable.Col
        label={text('admin-tools.changes.record')}
        disableSort
        render={(r: AuditRow) => (
          <Link
            component={RouterLink}
            to={`/logs?${changesParams({ entity: r.Entity ?? '', key: r.EntityKey ?? '', user: '', from: '', to: '', year: '' })}`}
            aria-label={text('admin-tools.changes.historyOf', { entity: r.Entity, key: r.EntityKey })}
          >
            {r.Entity} {r.EntityKey}
          </Link>
        )}
      />
      <DataTable.Col
        label={text('admin-tools.changes.changes')}
        disableSort
        render={(r: AuditRow) => (
          <DiffTable
            entity={r.Entity}
            diff={r.Diff}
            label={text('admin-tools.changes.changesTo', {
              entity: r.Entity,
              key: r.EntityKey,
              when: dates.moment(r.Date),
            })}
          />
        )}
      />
    </DataTable>
  );
}

export function ChangesTab({ filter, onFilter }: { filter: ChangesFilter; onFilter: (filter: ChangesFilter) => void }) {
  const text = useText();
  const listFilter = changesListFilter(filter);
  return (
    <>
      <ChangesFilters key={JSON.stringify(filter)} value={filter} onApply={onFilter} />
      <ResourceContextProvider value="AuditLog">
        {/* A new filter starts again from page 1: the list is keyed by it. */}
        <List
          key={JSON.stringify(listFilter)}
          resource="AuditLog"
          filter={listFilter}
          sort={NEWEST_FIRST}
          perPage={DEFAULT_PAGE_SIZE}
          disableSyncWithLocation
          storeKey={false}
          actions={
            <TopToolbar>
              <ExportChanges filter={listFilter} />
            </TopToolbar>
          }
          pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
          empty={false}
          exporter={false}
          title={text('admin-tools.logs.title')}
        >
          <ChangesTable />
        </List>
      </ResourceContextProvider>
    </>
  );
}
