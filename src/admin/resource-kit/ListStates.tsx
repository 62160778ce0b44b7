// The table's three states, with the spec's texts (§8): 'Loading...' while
// loading, 'No search results found' when a filter or search is on, and
// 'No data available' otherwise.
import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';

export const LOADING_TEXT = 'Loading...';
export const NO_RESULTS_TEXT = 'No search results found';
export const NO_DATA_TEXT = 'No data available';

export function ListLoading() {
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {LOADING_TEXT}
    </Typography>
  );
}

export function ListEmpty() {
  const { filterValues } = useListContext();
  const filtering = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '' && v !== null);
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {filtering ? NO_RESULTS_TEXT : NO_DATA_TEXT}
    </Typography>
  );
}
