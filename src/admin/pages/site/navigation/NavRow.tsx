// One menu item of the tree: drag handle, name and link, and its buttons.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import { Box, Chip, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import type { FlatNavItem, NavNode } from './nav-tree.js';
import { useText } from '../../../i18n/use-text.js';

export interface NavRowActions {
  up?: () => void;
  down?: () => void;
  indent?: () => void;
  outdent?: () => void;
}

interface NavRowProps {
  item: FlatNavItem;
  actions: NavRowActions;
  busy?: boolean;
  onEdit: (node: NavNode) => void;
  onToggleVisible: (node: NavNode) => void;
  onDelete: (node: NavNode) => void;
  leading?: (node: NavNode) => React.ReactNode;
  badges?: (node: NavNode) => React.ReactNode;
}

function RowButton({
  label,
  onClick,
  children,
  busy,
}: {
  label: string;
  onClick?: () => void;
  children: React.ReactNode;
  busy?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={!onClick || busy}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function NavRow({ item, actions, busy, onEdit, onToggleVisible, onDelete, leading, badges }: NavRowProps) {
  const { node, depth } = item;
  const text = useText();
  const name = { name: node.TName };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.TId,
    disabled: busy,
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={`nav-item-${node.TId}`}
      data-depth={depth}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        ml: depth * 4,
        py: 0.5,
        px: 1,
        mb: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={text('site.navigation.row.dragHandle', name)}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      {leading?.(node)}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 500 }} className="nav-item-name">
          {node.TName}
        </Typography>
        <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
          {node.TPath || text('site.navigation.row.noLink')}
          {node.CId ? text('site.navigation.row.page', { id: node.CId }) : ''}
        </Typography>
        {!node.TVisible && <Chip size="small" label={text('site.navigation.row.hidden')} sx={{ ml: 1 }} />}
        {badges?.(node)}
      </Box>
      <RowButton label={text('site.navigation.row.up', name)} onClick={actions.up} busy={busy}>
        <ArrowUpward fontSize="small" />
      </RowButton>
      <RowButton label={text('site.navigation.row.down', name)} onClick={actions.down} busy={busy}>
        <ArrowDownward fontSize="small" />
      </RowButton>
      <RowButton label={text('site.navigation.row.indent', name)} onClick={actions.indent} busy={busy}>
        <FormatIndentIncrease fontSize="small" />
      </RowButton>
      <RowButton label={text('site.navigation.row.outdent', name)} onClick={actions.outdent} busy={busy}>
        <FormatIndentDecrease fontSize="small" />
      </RowButton>
      <Switch
        checked={node.TVisible}
        disabled={busy}
        onChange={() => onToggleVisible(node)}
        slotProps={{ input: { 'aria-label': text('site.navigation.row.visible', name) } }}
        size="small"
      />
      <RowButton label={text('site.navigation.row.edit', name)} onClick={() => onEdit(node)} busy={busy}>
        <Edit fontSize="small" />
      </RowButton>
      <RowButton label={text('site.navigation.row.delete', name)} onClick={() => onDelete(node)} busy={busy}>
        <DeleteOutline fontSize="small" />
      </RowButton>
    </Box>
  );
}
