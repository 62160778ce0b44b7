// A long table drawn in part (@tanstack/react-virtual): only the rows in its
// scroll box, and LIST_OVERSCAN (spec §9: 1) beyond each edge, are in the
// page, so a report of 1,000 rows stays quick to draw and to scroll. The
// header stays on top; spacer rows keep the scroll bar true to the whole
// list; aria-rowcount and aria-rowindex tell assistive technology where each
// drawn row sits in it. When `resetKey` (the page or filter) changes, the box
// scrolls back to the top after SCROLL_RESET_DELAY_MS (useScrollReset).
import { cloneElement, useRef, type ReactElement, type ReactNode } from 'react';
import { Table, TableBody, TableContainer, TableHead, TableRow } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { LIST_OVERSCAN } from './list-constants.js';
import { useScrollReset } from './useScrollReset.js';
import { useText } from '../../i18n/use-text.js';

/**
 * Every row's height: a small MUI table row of one line. Rows are not measured
 * (measureElement on table rows loops React's updates, TanStack/virtual #924 and
 * #1067), so a cell keeps to one line and ends in an ellipsis.
 */
const ROW_PX = 37;

interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The header cells (one row). */
  head: ReactNode;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** One row: a TableRow element (the table adds its key and position). */
  renderRow: (row: T, index: number) => ReactElement<Record<string, unknown>>;
  /** The scroll box's greatest height. */
  maxHeight?: number;
  /** The page or filter the rows are for: a change scrolls back to the top. */
  resetKey?: unknown;
}

export function VirtualTable<T>({
  label,
  head,
  rows,
  rowKey,
  renderRow,
  maxHeight = 480,
  resetKey,
}: VirtualTableProps<T>) {
  const text = useText();
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_PX,
    overscan: LIST_OVERSCAN,
    getItemKey: (index) => rowKey(rows[index]),
  });
  useScrollReset(box, resetKey);
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    // The scroll box is focusable so its rows can be scrolled with the keyboard too.
    <TableContainer
      ref={box}
      tabIndex={0}
      role="region"
      aria-label={text('kit.scrolls', { label })}
      sx={{ maxHeight, mb: 3 }}
    >
      <Table
        size="small"
        stickyHeader
        aria-label={label}
        aria-rowcount={rows.length + 1}
        sx={{
          '& tbody td': {
            height: ROW_PX,
            py: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 480,
          },
        }}
      >
        <TableHead>
          <TableRow aria-rowindex={1}>{head}</TableRow>
        </TableHead>
        <TableBody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) =>
            cloneElement(renderRow(rows[item.index], item.index), {
              key: item.key,
              'data-index': item.index,
              'aria-rowindex': item.index + 2,
            }),
          )}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
