// One block of the page as a card: collapsed it is one line (position,
// headline, what it holds) with its tools; open it shows the block's inputs.
// Memoised: a card renders again only when its own block, place or open
// state changes. Reordering: drag the handle (mouse, touch, or the keyboard:
// Space on the handle, arrows, Space), the move buttons, or Alt+↑/Alt+↓
// anywhere on the card.
import { memo, type Dispatch, type KeyboardEvent } from 'react';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DraftAction } from '../model/draft-reducer.js';
import { blockKind, type EditorBlock } from '../model/page-model.js';
import { BlockFields } from './BlockFields.js';
import { useText } from '../../../i18n/use-text.js';

interface BlockCardProps {
  block: EditorBlock;
  index: number;
  count: number;
  open: boolean;
  dispatch: Dispatch<DraftAction>;
  onToggle: (uuid: string) => void;
  /** The page is template content (types 52–54): copy as HTML source. */
  template?: boolean;
}

function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

export const BlockCard = memo(function BlockCard({
  block,
  index,
  count,
  open,
  dispatch,
  onToggle,
  template = false,
}: BlockCardProps) {
  const text = useText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.uuid,
  });
  const name = block.CbHeadline?.trim() || plainText(block.CbCopy) || text('editor-blocks.card.noHeadline');
  const n = index + 1;
  const label = text('editor-blocks.card.label', { n, name });
  const move = (to: number) => dispatch({ type: 'move', uuid: block.uuid, to });

  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(e.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-block-uuid={block.uuid}
      sx={{ listStyle: 'none', p: 1, mb: 1, opacity: isDragging ? 0.6 : 1 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={text('editor-blocks.card.drag', { n })}
          sx={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap component="div">
            <strong>{index + 1}.</strong> {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {blockKind(block)
              .map((kind) => text(`editor-blocks.card.kinds.${kind}`))
              .join(' · ') || text('editor-blocks.card.empty')}
            {block.CbId ? '' : text('editor-blocks.card.isNew')}
          </Typography>
        </Box>
        <IconButton
          size="small"
          title={text('editor-blocks.card.moveUp')}
          aria-label={text('editor-blocks.card.moveUpLabel', { n })}
          disabled={index === 0}
          onClick={() => move(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          title={text('editor-blocks.card.moveDown')}
          aria-label={text('editor-blocks.card.moveDownLabel', { n })}
          disabled={index === count - 1}
          onClick={() => move(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={text('editor-blocks.card.duplicate', { n })}
          onClick={() => dispatch({ type: 'duplicate', uuid: block.uuid })}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={text('editor-blocks.card.delete', { n })}
          onClick={() => dispatch({ type: 'delete', uuid: block.uuid })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={text(open ? 'editor-blocks.card.close' : 'editor-blocks.card.edit', { n })}
          aria-expanded={open}
          onClick={() => onToggle(block.uuid)}
        >
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      </Box>
      {open && <BlockFields block={block} dispatch={dispatch} template={template} />}
    </Paper>
  );
});
