// The page's blocks in order, sortable with @dnd-kit (pointer and keyboard
// sensors; the keyboard one moves by the sortable list's coordinates), with
// 'Add block' at the end. The list order is the saved CbSortOrder.
import { memo, useCallback, useMemo, useState, type Dispatch } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
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
import type { DraftAction } from '../model/draft-reducer.js';
import { emptyBlock, type EditorBlock } from '../model/page-model.js';
import { sortableAnnouncements } from '../../../kit/sortable-announcements.js';
import { BlockCard } from './BlockCard.js';
import { isTemplateType } from './template-types.js';
import { useText } from '../../../i18n/use-text.js';

interface BlockListProps {
  cId: number;
  /** The page's content type: template types (52–54) edit their copy as HTML source. */
  ctId?: number | null;
  blocks: EditorBlock[];
  dispatch: Dispatch<DraftAction>;
}

export const BlockList = memo(function BlockList({ cId, ctId, blocks, dispatch }: BlockListProps) {
  const text = useText();
  const template = isTemplateType(ctId);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const idsKey = blocks.map((b) => b.uuid).join(' ');
  // eslint-friendly memo on the order only: typing in a block keeps the sortable context as it is.
  const ids = useMemo(() => (idsKey ? idsKey.split(' ') : []), [idsKey]);

  const announcements = useMemo(() => sortableAnnouncements(ids, 'block'), [ids]);

  const toggle = useCallback((uuid: string) => {
    setOpenIds((open) => {
      const next = new Set(open);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      dispatch({ type: 'move', uuid: String(active.id), to: ids.indexOf(String(over.id)) });
    },
    [dispatch, ids],
  );

  const add = () => {
    const block = emptyBlock(cId);
    dispatch({ type: 'add', block });
    setOpenIds((open) => new Set(open).add(block.uuid)); // a new block opens for typing
  };

  return (
    <Box component="section" aria-labelledby="blocks-title">
      <Typography id="blocks-title" variant="h6" component="h2" gutterBottom>
        {text('editor-blocks.list.heading', { count: blocks.length })}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-label={text('editor-blocks.list.label')} sx={{ p: 0, m: 0 }}>
            {blocks.map((block, i) => (
              <BlockCard
                key={block.uuid}
                block={block}
                index={i}
                count={blocks.length}
                open={openIds.has(block.uuid)}
                dispatch={dispatch}
                onToggle={toggle}
                template={template}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Button startIcon={<AddIcon />} onClick={add} variant="outlined">
        {text('editor-blocks.list.add')}
      </Button>
    </Box>
  );
});
