// The table's three states, with the spec's texts (§8): 'Loading...' while
// loading, 'No search results found' when a filter or search is on, and
// 'No data available' otherwise.
import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useText } from '../i18n/use-text.js';
import messages from '../i18n/messages/resource-kit/en.js';

export const NO_RESULTS_TEXT = messages.list.noResults;
export const NO_DATA_TEXT = messages.list.noData;

export function ListLoading() {
  const text = useText();
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {text('resource-kit.list.loading')}
    </Typography>
  );
}

export function ListEmpty() {
  const text = useText();
  const { filterValues } = useListContext();
  const filtering = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '' && v !== null);
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {filtering ? text('resource-kit.list.noResults') : text('resource-kit.list.noData')}
    </Typography>
  );
}
