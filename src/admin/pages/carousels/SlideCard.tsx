// One slide of the carousel being edited: its photo (changed through the
// media library's picker), alt text, caption, link and where the link opens;
// reordered by its drag handle (mouse, or the keyboard: Space, arrows, Space)
// or its move buttons, and removed.
import { Box, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { LinkTarget } from '../../../shared/api/carousel.js';
import { LibraryButton } from '../media/LibraryButton.js';
import type { EditorSlide } from './slide-model.js';
import { quietSurface } from '../../palette.js';
import { useText } from '../../i18n/use-text.js';
import { LINK_TARGETS } from '../../kit/link-targets.js';

interface SlideCardProps {
  slide: EditorSlide;
  index: number;
  count: number;
  onChange: (change: Partial<EditorSlide>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function SlideCard({ slide, index, count, onChange, onMove, onRemove }: SlideCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: slide.key,
  });
  const n = index + 1;
  const text = useText();
  const field = (name: 'alt' | 'caption' | 'link') => (
    <TextField
      size="small"
      label={text(`carousels.slide.${name}`, { n })}
      value={slide[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      fullWidth
    />
  );

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={text('carousels.slide.label', { n })}
      sx={{ listStyle: 'none', p: 1, mb: 1, opacity: isDragging ? 0.6 : 1 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={text('carousels.slide.drag', { n })}
          sx={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {text('carousels.slide.label', { n })}
        </Typography>
        <IconButton
          size="small"
          aria-label={text('carousels.slide.moveUp', { n })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={text('carousels.slide.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={text('carousels.slide.remove', { n })} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '160px 1fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box
            component="img"
            src={slide.photo}
            alt={slide.alt}
            sx={{ width: '100%', height: 90, objectFit: 'contain', bgcolor: quietSurface }}
          />
          <LibraryButton
            title={text('carousels.slide.choosePhoto', { n })}
            kind="image"
            text={text('carousels.slide.changePhoto')}
            ariaLabel={text('carousels.slide.changePhotoLabel', { n })}
            onChoose={(item) => onChange({ photo: item.url, ...(slide.alt ? {} : { alt: item.alt }) })}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {field('alt')}
          {field('caption')}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {field('link')}
          <TextField
            select
            size="small"
            label={text('carousels.slide.target', { n })}
            value={slide.target}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(e) => onChange({ target: e.target.value as LinkTarget })}
          >
            {LINK_TARGETS.map(({ value, text: key }) => (
              <MenuItem key={value} value={value}>
                {text(key)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
    </Paper>
  );
}
