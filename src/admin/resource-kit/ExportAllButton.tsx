// CSV export of every row that matches the list's filters (spec §7 "A CSV
// export can re-fetch all rows"): one streamed read without paging, then
// cells neutralised against formula injection (src/shared/csv.ts, security
// row 14). Columns are the entity's visible fields in schema order; the file
// is named by the entity's plural label in the user's language.
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { toCsv } from '../../shared/csv.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import { useRouteFilter } from '../routes/route-context.js';
import { useText } from '../i18n/use-text.js';
import { useSchemaLabels } from '../i18n/use-schema-labels.js';

export function ExportAllButton({ entity }: { entity: EntityMeta }) {
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const routeFilter = useRouteFilter(); // a route's permanent filter (e.g. /redirects/{RType}) applies to the export too
  const notify = useNotify();
  const text = useText();
  const { entityPlural } = useSchemaLabels();
  const columns = entity.fieldOrder.filter((f) => !entity.fields[f].secret);
  const exportAll = async () => {
    try {
      const rows = (await dataProvider.getAllForExport(entity.name, {
        filter: { ...filterValues, ...routeFilter },
        sort,
      })) as Record<string, unknown>[];
      downloadCSV(toCsv(columns, rows), entityPlural(entity.name));
    } catch (e) {
      notify((e as Error).message || text('resource-kit.unknownError'), { type: 'error' });
    }
  };
  return (
    <Button label={text('resource-kit.export')} onClick={exportAll} disabled={total === 0}>
      <DownloadIcon />
    </Button>
  );
}
