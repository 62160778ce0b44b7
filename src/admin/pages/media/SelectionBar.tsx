// The files selected for a move of several (each file's Select box): how
// many, "Move selected…" (the Move to… dialog for all of them) and Clear.
// Dragging a selected file drags them all (MediaViews.tsx).
import { Box, Button, Typography } from '@mui/material';
import { useText } from '../../i18n/use-text.js';

export function SelectionBar({ count, onMove, onClear }: { count: number; onMove: () => void; onClear: () => void }) {
  const text = useText();
  if (!count) return null;
  return (
    <Box
      role="group"
      aria-label={text('media.selection.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="body2">{text('media.selection.count', { smart_count: count })}</Typography>
      <Button size="small" variant="outlined" onClick={onMove}>
        {text('media.selection.move')}
      </Button>
      <Button size="small" onClick={onClear}>
        {text('media.selection.clear')}
      </Button>
    </Box>
  );
}
