// Paging under a table (spec §9): 'Show N' page sizes and previous / next,
// with where the page is. With no rows there is no page to be on: the bar is
// left out and the table's own text ('No search results found' or 'No data
// available', spec §8) is the only thing said, not 'Page 0 of 0 (0 in all)'.
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { Pagination } from '../../../shared/api/generic.js';
import { PAGE_SIZE_OPTIONS } from '../../resource-kit/page-sizes.js';
import { useText } from '../../i18n/use-text.js';

export function PagingBar({
  pagination,
  pageSize,
  onPage,
  onPageSize,
  label,
}: {
  pagination: Pagination | undefined;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  label: string;
}) {
  const text = useText();
  if (!pagination || pagination.totalCount === 0) return null;
  const { currentPage, totalPages, totalCount } = pagination;
  return (
    <Box
      component="nav"
      aria-label={text('people.paging.pages', { label })}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}
    >
      {onPageSize && (
        <TextField
          select
          size="small"
          label={text('people.paging.rows')}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          {PAGE_SIZE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2">
        {text('people.paging.where', { page: currentPage, pages: totalPages, count: totalCount })}
      </Typography>
      <Button size="small" disabled={!pagination.hasPrevious} onClick={() => onPage(currentPage - 1)}>
        {text('people.paging.previous')}
      </Button>
      <Button size="small" disabled={!pagination.hasNext} onClick={() => onPage(currentPage + 1)}>
        {text('people.paging.next')}
      </Button>
    </Box>
  );
}
