// The carousel's slides in order, sortable with @dnd-kit (pointer, and the
// keyboard sensor with announcements by position), each with move buttons
// too; 'Add slide' chooses a photo from the media library.
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { sortableAnnouncements } from '../../kit/sortable-announcements.js';
import { LibraryButton } from '../media/LibraryButton.js';
import { moved, slideOf, type EditorSlide } from './slide-model.js';
import { SlideCard } from './SlideCard.js';
import { useText } from '../../i18n/use-text.js';

export function SlideList({ slides, onChange }: { slides: EditorSlide[]; onChange: (slides: EditorSlide[]) => void }) {
  const text = useText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const idsKey = slides.map((s) => s.key).join(' ');
  const ids = useMemo(() => (idsKey ? idsKey.split(' ') : []), [idsKey]);
  const announcements = useMemo(() => sortableAnnouncements(ids, 'slide'), [ids]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onChange(moved(slides, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <Box component="section" aria-labelledby="slides-title">
      <Typography id="slides-title" variant="h6" component="h2" gutterBottom>
        {text('carousels.slides.heading', { count: slides.length })}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-label={text('carousels.slides.listLabel')} sx={{ p: 0, m: 0 }}>
            {slides.map((slide, i) => (
              <SlideCard
                key={slide.key}
                slide={slide}
                index={i}
                count={slides.length}
                onChange={(change) => onChange(slides.map((s) => (s.key === slide.key ? { ...s, ...change } : s)))}
                onMove={(to) => onChange(moved(slides, i, to))}
                onRemove={() => onChange(slides.filter((s) => s.key !== slide.key))}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <LibraryButton
        title={text('carousels.slides.chooseNewPhoto')}
        kind="image"
        text={text('carousels.slides.add')}
        onChoose={(item) => onChange([...slides, slideOf(item)])}
      />
    </Box>
  );
}
