// Add or edit one tag: its name, path, icon and whether it shows; a new tag
// also chooses its parent (it goes last among the parent's children; drag it
// or use the row buttons to place it). The server checks the path (starts
// with "/", no other live tag holds it) and answers what is wrong.
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { TOP_LEVEL, type TagTreeNode } from '../../../shared/api/tag-editor.js';
import { SizedDialog } from '../../kit/SizedDialog.js';
import { useDraftDialog } from '../../kit/useDraftDialog.js';
import { flatTags } from './tag-editor-api.js';
import { IconPicker } from './IconPicker.js';
import { useText } from '../../i18n/use-text.js';

export interface TagDraft {
  TName: string;
  TPath: string;
  CUrlDefaultPage: string;
  TVisible: boolean;
  parentId: number;
}

export const draftOf = (n: TagTreeNode, parentId: number): TagDraft => ({
  TName: n.TName,
  TPath: n.TPath ?? '',
  CUrlDefaultPage: n.CUrlDefaultPage ?? '',
  TVisible: n.TVisible,
  parentId,
});

interface Props {
  title: string;
  initial: TagDraft;
  /** The tree to pick a parent from; absent when editing (moves are made in the tree). */
  parents?: TagTreeNode[];
  onCancel: () => void;
  onSave: (draft: TagDraft) => Promise<void>;
}

export function TagDialog({ title, initial, parents, onCancel, onSave }: Props) {
  const text = useText();
  const { draft, set, error, saving, save } = useDraftDialog(initial, onSave, (d) => {
    const path = d.TPath.trim();
    if (!d.TName.trim()) return text('tags.dialog.nameMissing');
    if (path && !path.startsWith('/') && path !== '#' && path !== 'CLEAR_CACHE') return text('tags.dialog.pathBad');
    return undefined;
  });
  return (
    <SizedDialog open onClose={onCancel} size="xl" aria-labelledby="tag-dialog-title">
      <DialogTitle id="tag-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={text('tags.dialog.name')}
            value={draft.TName}
            required
            onChange={(e) => set({ TName: e.target.value })}
            autoFocus
          />
          {parents && (
            <TextField
              select
              label={text('tags.dialog.parent')}
              value={String(draft.parentId)}
              onChange={(e) => set({ parentId: Number(e.target.value) })}
            >
              <MenuItem value={String(TOP_LEVEL)}>{text('tags.dialog.topLevel')}</MenuItem>
              {flatTags(parents).map(({ node, depth }) => (
                <MenuItem key={node.TId} value={String(node.TId)} sx={{ pl: 2 + depth * 2 }}>
                  {node.TName} ({node.TId})
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={text('tags.dialog.path')}
            value={draft.TPath}
            onChange={(e) => set({ TPath: e.target.value })}
            helperText={text('tags.dialog.pathHelp')}
          />
          <IconPicker value={draft.CUrlDefaultPage} onChange={(CUrlDefaultPage) => set({ CUrlDefaultPage })} />
          <FormControlLabel
            control={<Checkbox checked={draft.TVisible} onChange={(e) => set({ TVisible: e.target.checked })} />}
            label={text('tags.dialog.visible')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('tags.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {text('tags.save')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
