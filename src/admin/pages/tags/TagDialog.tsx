// Add or edit one tag: its name, path, icon and whether it shows; a new tag
// also chooses its parent (it goes last among the parent's children; drag it
// or use the row buttons to place it). The server checks the path (starts
// with "/", no other live tag holds it) and answers what is wrong.
import { Alert, Button, Checkbox, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { TOP_LEVEL, type TagTreeNode } from '../../../shared/api/tag-editor.js';
import { SizedDialog } from '../../kit/SizedDialog.js';
import { useDraftDialog } from '../../kit/useDraftDialog.js';
import { flatTags } from './tag-editor-api.js';
import { IconPicker } from './IconPicker.js';

export interface TagDraft {
  TName: string;
  TPath: string;
  CUrlDefaultPage: string;
  TVisible: boolean;
  parentId: number;
}

export const draftOf = (n: TagTreeNode, parentId: number): TagDraft => ({ TName: n.TName, TPath: n.TPath ?? '', CUrlDefaultPage: n.CUrlDefaultPage ?? '', TVisible: n.TVisible, parentId });

interface Props {
  title: string;
  initial: TagDraft;
  /** The tree to pick a parent from; absent when editing (moves are made in the tree). */
  parents?: TagTreeNode[];
  onCancel: () => void;
  onSave: (draft: TagDraft) => Promise<void>;
}

export function TagDialog({ title, initial, parents, onCancel, onSave }: Props) {
  const { draft, set, error, saving, save } = useDraftDialog(initial, onSave, (d) => {
    const path = d.TPath.trim();
    if (!d.TName.trim()) return 'Enter a name for the tag.';
    if (path && !path.startsWith('/') && path !== '#' && path !== 'CLEAR_CACHE') return 'A path starts with /, such as /style-guide.';
    return undefined;
  });
  return (
    <SizedDialog open onClose={onCancel} size="xl" aria-labelledby="tag-dialog-title">
      <DialogTitle id="tag-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Name" value={draft.TName} required onChange={(e) => set({ TName: e.target.value })} autoFocus />
          {parents && (
            <TextField select label="Parent" value={String(draft.parentId)} onChange={(e) => set({ parentId: Number(e.target.value) })}>
              <MenuItem value={String(TOP_LEVEL)}>(Top level)</MenuItem>
              {flatTags(parents).map(({ node, depth }) => (
                <MenuItem key={node.TId} value={String(node.TId)} sx={{ pl: 2 + depth * 2 }}>
                  {node.TName} ({node.TId})
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField label="Path" value={draft.TPath} onChange={(e) => set({ TPath: e.target.value })} helperText="Where the tag leads, starting with / (a screen such as /style-guide, or a page of the site); empty for none. Each live tag has its own." />
          <IconPicker value={draft.CUrlDefaultPage} onChange={(CUrlDefaultPage) => set({ CUrlDefaultPage })} />
          <FormControlLabel control={<Checkbox checked={draft.TVisible} onChange={(e) => set({ TVisible: e.target.checked })} />} label="Visible" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
