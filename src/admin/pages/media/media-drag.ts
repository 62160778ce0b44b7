// Dragging files and folders onto the folder tree with the browser's own
// drag and drop (HTML draggable): the dragged thing travels as JSON under a
// type of our own, so files dropped from the desktop (the upload drop zone)
// are never taken for a move, and a drop target can tell at dragover time
// whether the drag is ours. The keyboard's way is the "Move to…" dialog.
import type { DragEvent } from 'react';

export const MEDIA_DRAG_TYPE = 'application/x-cms-media';

export type Dragged = { files: number[] } | { folder: number };

/** Props that make an element draggable as `payload`. */
export function dragSource(payload: Dragged) {
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.stopPropagation();
      e.dataTransfer.setData(MEDIA_DRAG_TYPE, JSON.stringify(payload));
      e.dataTransfer.effectAllowed = 'move';
    },
  };
}

export const isOurDrag = (e: DragEvent) => [...e.dataTransfer.types].includes(MEDIA_DRAG_TYPE);

/** What was dropped, or undefined when it is not ours or not readable. */
export function droppedOf(e: DragEvent): Dragged | undefined {
  try {
    const value = JSON.parse(e.dataTransfer.getData(MEDIA_DRAG_TYPE)) as Partial<{ files: unknown; folder: unknown }>;
    if (Array.isArray(value.files) && value.files.every((id) => Number.isSafeInteger(id)))
      return { files: value.files as number[] };
    if (Number.isSafeInteger(value.folder)) return { folder: value.folder as number };
  } catch {
    // not ours
  }
  return undefined;
}
