// A menu as a list of rows indented by depth, ordered by drag and drop
// (@dnd-kit: pointer, and keyboard: focus a handle, Space, arrows, Space) and
// by per-row buttons (up, down, into the row above, out of the parent). Every
// move is reported as { TId, parentId, beforeId }; the page sends it.
import { useMemo, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Typography } from '@mui/material';
import {
  descendantIds,
  dropMove,
  flattenNav,
  indent,
  moveDown,
  moveUp,
  outdent,
  type NavMove,
  type NavNode,
} from './nav-tree.js';
import { NavRow, type NavRowActions } from './NavRow.js';
import { useText } from '../../../i18n/use-text.js';

interface NavigationTreeProps {
  rootId: number;
  tree: NavNode[];
  onMove: (move: NavMove) => void;
  onEdit: (node: NavNode) => void;
  onToggleVisible: (node: NavNode) => void;
  onDelete: (node: NavNode) => void;
  busy?: boolean;
  /** The list's accessible name (the tag editor lists every tag, not a menu); 'Menu items' in the reader's language when absent. */
  label?: string;
  /** What shows while there is nothing to list. */
  emptyText?: string;
  /** Shown before a row's name (the tag editor: the tag's icon). */
  leading?: (node: NavNode) => ReactNode;
  /** Shown after a row's link (the tag editor: a 'Fixed' mark). */
  badges?: (node: NavNode) => ReactNode;
}

const nameOf = (tree: NavNode[], id: unknown): string => {
  const walk = (nodes: NavNode[]): string | undefined => {
    for (const n of nodes) {
      if (n.TId === id) return n.TName;
      const below = walk(n.children ?? []);
      if (below) return below;
    }
    return undefined;
  };
  return walk(tree) ?? String(id);
};

export function NavigationTree({
  rootId,
  tree,
  onMove,
  onEdit,
  onToggleVisible,
  onDelete,
  busy,
  label,
  emptyText,
  leading,
  badges,
}: NavigationTreeProps) {
  const text = useText();
  const flat = useMemo(() => flattenNav(tree, rootId), [tree, rootId]);
  const [activeId, setActiveId] = useState<number | null>(null);
  // While a row is dragged its subtree travels with it, so the rows below it are not drop targets.
  const shown = useMemo(() => {
    if (activeId === null) return flat;
    const hidden = descendantIds(flat, activeId);
    return flat.filter((f) => !hidden.has(f.node.TId));
  }, [flat, activeId]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const send = (move: NavMove | null) => {
    if (move && !busy) onMove(move);
  };
  const onDragStart = ({ active }: DragStartEvent) => setActiveId(Number(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (over) send(dropMove(flat, Number(active.id), Number(over.id)));
  };

  if (!flat.length) return <Typography>{emptyText ?? text('site.navigation.empty')}</Typography>;
  const actions = (id: number): NavRowActions => ({
    up: moveUp(flat, id) ? () => send(moveUp(flat, id)) : undefined,
    down: moveDown(flat, id) ? () => send(moveDown(flat, id)) : undefined,
    indent: indent(flat, id) ? () => send(indent(flat, id)) : undefined,
    outdent: outdent(flat, id, rootId) ? () => send(outdent(flat, id, rootId)) : undefined,
  });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => text('site.navigation.drag.start', { name: nameOf(tree, active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? text('site.navigation.drag.over', { name: nameOf(tree, active.id), target: nameOf(tree, over.id) })
              : text('site.navigation.drag.notOver', { name: nameOf(tree, active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? text('site.navigation.drag.dropped', { name: nameOf(tree, active.id), target: nameOf(tree, over.id) })
              : text('site.navigation.drag.droppedNowhere', { name: nameOf(tree, active.id) }),
          onDragCancel: ({ active }) => text('site.navigation.drag.cancelled', { name: nameOf(tree, active.id) }),
        },
      }}
    >
      <SortableContext items={shown.map((f) => f.node.TId)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label ?? text('site.navigation.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((item) => (
            <NavRow
              key={item.node.TId}
              item={item}
              actions={actions(item.node.TId)}
              busy={busy}
              onEdit={onEdit}
              onToggleVisible={onToggleVisible}
              onDelete={onDelete}
              leading={leading}
              badges={badges}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
