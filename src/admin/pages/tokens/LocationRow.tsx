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

export interface LocationRowProps {
  location: TokenLocation;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRename: () => void;
  onDelete: () => void;
}

function snippetsText(location: TokenLocation) {
  if (!location.snippets.length) return 'Empty: no snippet is placed here.';
  const names = location.snippets.map((s) => `${s.CTitle}${s.enabled ? '' : ' (off)'}${s.removed ? ' (removed)' : ''}`);
  return `Filled by: ${names.join(', ')}`;
}

export function LocationRow({ location, index, count, onMove, onRename, onDelete }: LocationRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: String(location.id) });
  return (
    <Paper ref={setNodeRef} component="li" variant="outlined" aria-label={location.name} sx={{ listStyle: 'none', p: 1, mb: 1, opacity: isDragging ? 0.6 : 1 }} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton ref={setActivatorNodeRef} size="small" aria-label={`Drag to reorder ${location.name}`} sx={{ cursor: 'grab' }} {...attributes} {...listeners}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="subtitle1" component="h2">
            {index + 1}. {location.name} <Box component="code" sx={{ fontSize: '0.85em', color: 'text.secondary' }}>{location.placement}</Box>
          </Typography>
          {location.description && <Typography variant="body2">{location.description}</Typography>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {snippetsText(location)}{' '}
            {location.snippets.length > 0 && (
              <Button component={RouterLink} to="/custom-code" size="small">
                Open Custom Code
              </Button>
            )}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={`Move ${location.name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Move ${location.name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <Button size="small" onClick={onRename} aria-label={`Rename ${location.name}`}>
          Rename
        </Button>
        <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${location.name}`}>
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
