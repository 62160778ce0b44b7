// Add or edit one menu item: its name, whether it shows, and where it leads:
// a page (linked through TagToContent, its URL copied to TPath), a URL of
// our own site ('/…') or another (http(s)://…), or nothing (a heading).
import { Alert, Button, Checkbox, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { useDraftDialog } from '../../../kit/useDraftDialog.js';
import { PagePicker, type PickedPage } from '../shared/PagePicker.js';

export type NavLinkKind = 'page' | 'url' | 'none';

export interface NavItemDraft {
  TName: string;
  TVisible: boolean;
  link: NavLinkKind;
  page: PickedPage | null;
  url: string;
}

export const emptyDraft = (): NavItemDraft => ({ TName: '', TVisible: true, link: 'page', page: null, url: '' });

/** The first problem of a draft, or undefined when it can be saved. */
export function draftProblem(d: NavItemDraft): string | undefined {
  if (!d.TName.trim()) return 'Enter a name for the menu item.';
  if (d.link === 'page' && !d.page) return 'Choose the page the item links to.';
  if (d.link === 'url' && !/^(\/|https?:\/\/\S+)/.test(d.url.trim())) return 'Enter a URL that starts with / or http(s)://.';
  return undefined;
}

interface Props {
  title: string;
  initial: NavItemDraft;
  onCancel: () => void;
  onSave: (draft: NavItemDraft) => Promise<void>;
}

export function NavItemDialog({ title, initial, onCancel, onSave }: Props) {
  const { draft, set, error, saving, save } = useDraftDialog(initial, onSave, draftProblem);
  return (
    <SizedDialog open onClose={onCancel} size="xl" aria-labelledby="nav-item-title">
      <DialogTitle id="nav-item-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Name" value={draft.TName} required onChange={(e) => set({ TName: e.target.value })} autoFocus />
          <RadioGroup row aria-label="Links to" value={draft.link} onChange={(e) => set({ link: e.target.value as NavLinkKind })}>
            <FormControlLabel value="page" control={<Radio />} label="A page" />
            <FormControlLabel value="url" control={<Radio />} label="A URL" />
            <FormControlLabel value="none" control={<Radio />} label="No link (a heading)" />
          </RadioGroup>
          {draft.link === 'page' && <PagePicker label="Page" value={draft.page} onChange={(page) => set({ page })} />}
          {draft.link === 'url' && <TextField label="URL" value={draft.url} onChange={(e) => set({ url: e.target.value })} helperText="/a-page-of-this-site or https://another.site/" />}
          <FormControlLabel control={<Checkbox checked={draft.TVisible} onChange={(e) => set({ TVisible: e.target.checked })} />} label="Visible in the menu" />
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
