// The files selected for a move of several (each file's Select box): how
// many, "Move selected…" (the Move to… dialog for all of them) and Clear.
// Dragging a selected file drags them all (MediaViews.tsx).
import { Box, Button, Typography } from '@mui/material';

export function SelectionBar({ count, onMove, onClear }: { count: number; onMove: () => void; onClear: () => void }) {
  if (!count) return null;
  return (
    <Box role="group" aria-label="Selected files" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2">{count === 1 ? '1 file selected' : `${count} files selected`}</Typography>
      <Button size="small" variant="outlined" onClick={onMove}>
        Move selected…
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Box>
  );
}
