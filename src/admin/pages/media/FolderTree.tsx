// The folder tree beside the library's files (WAI-ARIA tree view: one tab
// stop, arrow keys walk and open folders, Enter or Space selects; the rules
// are in folder-tree-model.ts). Selecting a row filters the files. Each row
// takes dropped files and folders (media-drag.ts); folders can be dragged.
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Typography } from '@mui/material';
import type { MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { FolderSelection } from './folders-api.js';
import { keyOf, treeKey, visibleRows, type TreeRow } from './folder-tree-model.js';
import { dragSource, droppedOf, isOurDrag, type Dragged } from './media-drag.js';
import { formatNumber } from '../../kit/numbers.js';
import { useText } from '../../i18n/use-text.js';

/** Read by screen readers, not shown (the usual clip pattern). */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface Props {
  tree: MediaFolderTree;
  selected: FolderSelection;
  onSelect: (selection: FolderSelection) => void;
  onDrop: (dragged: Dragged, target: TreeRow) => void;
}

export function FolderTree({ tree, selected, onSelect, onDrop }: Props) {
  const text = useText();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const [focusKey, setFocusKey] = useState(keyOf(selected));
  const [over, setOver] = useState<string>();
  const items = useRef(new Map<string, HTMLLIElement>());
  const moveFocus = useRef(false);
  // The tab stop follows a row that disappeared (collapsed away, deleted) back to a visible one.
  const tabStop = rows.some((r) => r.key === focusKey) ? focusKey : keyOf(selected);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    items.current.get(focusKey)?.focus();
  }, [focusKey]);

  const toggle = (id: number, open: boolean) =>
    setCollapsed((all) => {
      const next = new Set(all);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const keyDown = (e: KeyboardEvent, row: TreeRow) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(row.selection);
      return;
    }
    const result = treeKey(rows, row.key, e.key);
    if (!result) return;
    e.preventDefault();
    if ('focus' in result) {
      moveFocus.current = true;
      setFocusKey(result.focus);
    } else if ('expand' in result) toggle(result.expand, true);
    else toggle(result.collapse, false);
  };

  const dropProps = (row: TreeRow) => ({
    onDragOver: (e: DragEvent) => {
      if (!isOurDrag(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setOver(row.key);
    },
    onDragLeave: () => setOver((key) => (key === row.key ? undefined : key)),
    onDrop: (e: DragEvent) => {
      const dragged = droppedOf(e);
      setOver(undefined);
      if (!dragged) return;
      e.preventDefault();
      onDrop(dragged, row);
    },
  });

  return (
    <Box component="ul" role="tree" aria-label={text('media.folders.tree')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const isSelected = keyOf(selected) === row.key;
        return (
          <Box
            component="li"
            key={row.key}
            ref={(el: HTMLLIElement | null) => {
              if (el) items.current.set(row.key, el);
              else items.current.delete(row.key);
            }}
            role="treeitem"
            aria-level={row.level}
            aria-setsize={row.setSize}
            aria-posinset={row.position}
            aria-expanded={row.expanded}
            aria-selected={isSelected}
            tabIndex={row.key === tabStop ? 0 : -1}
            onClick={() => {
              setFocusKey(row.key);
              onSelect(row.selection);
            }}
            onKeyDown={(e: KeyboardEvent) => keyDown(e, row)}
            {...(row.folder ? dragSource({ folder: row.folder.id }) : {})}
            {...dropProps(row)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              py: 0.5,
              pr: 1,
              pl: row.level * 1.5,
              cursor: 'pointer',
              borderRadius: 1,
              outlineOffset: -2,
              bgcolor: over === row.key ? 'primary.light' : isSelected ? 'action.selected' : undefined,
              '&:hover': { bgcolor: over === row.key ? 'primary.light' : 'action.hover' },
            }}
          >
            <Box
              component="span"
              aria-hidden
              onClick={(e) => {
                if (!row.folder || row.expanded === undefined) return;
                e.stopPropagation();
                toggle(row.folder.id, !row.expanded);
              }}
              sx={{ width: 16, flexShrink: 0, textAlign: 'center' }}
            >
              {row.expanded === undefined ? '' : row.expanded ? '▾' : '▸'}
            </Box>
            <Typography
              variant="body2"
              component="span"
              sx={{ flex: 1, fontWeight: isSelected ? 600 : undefined }}
              noWrap
            >
              {row.folder ? row.label : text(row.label)}
            </Typography>{' '}
            {/* The row's name is its text, "Projects 3 files": the count is shown bare, its noun only read. */}
            <Typography
              variant="caption"
              component="span"
              title={
                row.folder && row.folder.totalFileCount !== row.count
                  ? text('media.folders.withSubfolders', { count: formatNumber(row.folder.totalFileCount) })
                  : undefined
              }
            >
              {formatNumber(row.count)}{' '}
              <Box component="span" sx={SCREEN_READER_ONLY}>
                {/* The word after a row's count: its accessible name reads "Projects 3 files". */}
                {text('media.folders.countNoun', { smart_count: row.count })}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
