// One token location in the ordered list: its drag handle (mouse, or the
// keyboard: Space, arrows, Space), name, placement key and description, the
// snippets that fill it, and its move, rename and delete buttons.
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link as RouterLink } from 'react-router-dom';
import type { TokenLocation } from '../../../shared/api/tokens.js';
import { useText } from '../../i18n/use-text.js';

interface LocationRowProps {
  location: TokenLocation;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRename: () => void;
  onDelete: () => void;
}

function snippetsText(location: TokenLocation, text: ReturnType<typeof useText>) {
  if (!location.snippets.length) return text('tokens.row.empty');
  const names = location.snippets.map(
    (s) => `${s.CTitle}${s.enabled ? '' : text('tokens.row.off')}${s.removed ? text('tokens.row.removed') : ''}`,
  );
  return text('tokens.row.filledBy', { names: names.join(', ') });
}

export function LocationRow({ location, index, count, onMove, onRename, onDelete }: LocationRowProps) {
  const text = useText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: String(location.id),
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={location.name}
      sx={{ listStyle: 'none', p: 1, mb: 1, opacity: isDragging ? 0.6 : 1 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={text('tokens.row.drag', { name: location.name })}
          sx={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="subtitle1" component="h2">
            {index + 1}. {location.name}{' '}
            <Box component="code" sx={{ fontSize: '0.85em', color: 'text.secondary' }}>
              {location.placement}
            </Box>
          </Typography>
          {location.description && <Typography variant="body2">{location.description}</Typography>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {snippetsText(location, text)}{' '}
            {location.snippets.length > 0 && (
              <Button component={RouterLink} to="/custom-code" size="small">
                {text('tokens.row.openCustomCode')}
              </Button>
            )}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={text('tokens.row.moveUp', { name: location.name })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={text('tokens.row.moveDown', { name: location.name })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <Button size="small" onClick={onRename} aria-label={text('tokens.row.renameLabel', { name: location.name })}>
          {text('tokens.row.rename')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={text('tokens.row.deleteLabel', { name: location.name })}
        >
          {text('tokens.row.delete')}
        </Button>
      </Box>
    </Paper>
  );
}
