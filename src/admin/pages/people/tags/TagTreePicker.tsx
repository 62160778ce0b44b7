// Permissions as a tag tree (TId claims): a checkbox per tag, branches that
// open and close, a filter, and for each tag not claimed but allowed through
// its parent's claim a note saying so (spec §6 "Allowed tags"). Claims of
// tags the tree does not show (hidden or deleted) are listed apart, and can
// be removed. For an account that will hold neither Admin nor MoJoAdmin, a
// tool only those roles can use (shared/role-only-tools.ts) cannot be ticked,
// with the reason beside it, as the server refuses a new grant of it
// (decision 0121); one granted before can still be unticked.
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { TreeTag } from '../../../api/tag-tree.js';
import { useText } from '../../../i18n/use-text.js';
import { isRoleOnlyTool } from '../../../../shared/role-only-tools.js';
import { claimsOutsideTree, filterTree, pickerTree, type PickerNode } from './tag-tree-model.js';

interface TagTreePickerProps {
  tags: readonly TreeTag[];
  value: number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  /** The id of the text saying why it is disabled. */
  describedBy?: string;
  /** The account's chosen roles can use the role-only tools (usesRoleOnlyTools): their tags are offered as any other. */
  roleOnlyUsable?: boolean;
}

export function TagTreePicker({
  tags,
  value,
  onChange,
  disabled,
  describedBy,
  roleOnlyUsable = false,
}: TagTreePickerProps) {
  const text = useText();
  const [filter, setFilter] = useState('');
  const tree = useMemo(() => pickerTree(tags, value), [tags, value]);
  const [open, setOpen] = useState<Set<number>>(() => new Set(openAtFirst(tree)));
  const shown = filterTree(tree, filter);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const flip = (id: number) =>
    setOpen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const outside = claimsOutsideTree(tags, value);

  const node = (n: PickerNode, depth: number) => {
    const expanded = !!filter.trim() || open.has(n.id);
    const noteId = `tag-${n.id}-via`;
    const roleOnly = !roleOnlyUsable && isRoleOnlyTool(n.tag.TPath);
    const roleOnlyId = `tag-${n.id}-role-only`;
    return (
      <ListItem key={n.id} disablePadding sx={{ display: 'block', pl: depth * 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36 }}>
          {n.children.length ? (
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-label={text(expanded ? 'people.tags.hide' : 'people.tags.show', { name: n.tag.TName })}
              onClick={() => flip(n.id)}
              disabled={!!filter.trim()}
            >
              {expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 34 }} />
          )}
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={n.claimed}
                disabled={disabled || (roleOnly && !n.claimed)}
                onChange={(e) => toggle(n.id, e.target.checked)}
                slotProps={{
                  input: {
                    'aria-describedby':
                      [n.viaParent ? noteId : '', roleOnly ? roleOnlyId : '', describedBy ?? '']
                        .filter(Boolean)
                        .join(' ') || undefined,
                  } as object,
                }}
              />
            }
            label={`${n.tag.TName} (${n.id})`}
          />
          {n.viaParent && (
            <Typography id={noteId} variant="body2" color="text.secondary">
              {text('people.tags.includedWith', { name: n.viaParent.TName })}
            </Typography>
          )}
          {roleOnly && (
            // The role groups' words for the same rule (pages/access/ClaimsEditor.tsx).
            <Typography id={roleOnlyId} variant="body2" color="text.secondary">
              {text('access.claims.roleOnly', { name: n.tag.TName })}
            </Typography>
          )}
        </Box>
        {expanded && n.children.length > 0 && <List disablePadding>{n.children.map((c) => node(c, depth + 1))}</List>}
      </ListItem>
    );
  };

  return (
    <Box>
      <TextField
        size="small"
        label={text('people.tags.find')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        sx={{ mb: 1, minWidth: 280 }}
      />
      <List
        dense
        disablePadding
        aria-label={text('people.tags.list')}
        sx={{ maxHeight: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {shown.map((n) => node(n, 0))}
        {!shown.length && <ListItem>{text('people.tags.noResults')}</ListItem>}
      </List>
      {outside.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{text('people.tags.outside')}</Typography>
          {outside.map((id) => (
            <Button
              key={id}
              size="small"
              disabled={disabled}
              onClick={() => toggle(id, false)}
              aria-label={text('people.tags.remove', { id })}
            >
              {text('people.tags.removeButton', { id })}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The dashboard and every branch holding a claim start open. */
function openAtFirst(nodes: PickerNode[]): number[] {
  return nodes.flatMap((n) => (n.holdsClaim || n.id === 2 ? [n.id, ...openAtFirst(n.children)] : []));
}
