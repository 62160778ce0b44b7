// Add or edit one menu item: its name, whether it shows, and where it leads:
// a page (linked through TagToContent, its URL copied to TPath), a URL of
// our own site ('/…') or another (http(s)://…), or nothing (a heading).
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { useDraftDialog } from '../../../kit/useDraftDialog.js';
import { PagePicker, type PickedPage } from '../../../kit/PagePicker.js';
import { useText } from '../../../i18n/use-text.js';

export type NavLinkKind = 'page' | 'url' | 'none';

export interface NavItemDraft {
  TName: string;
  TVisible: boolean;
  link: NavLinkKind;
  page: PickedPage | null;
  url: string;
}

export const emptyDraft = (): NavItemDraft => ({ TName: '', TVisible: true, link: 'page', page: null, url: '' });

/** The message key of a draft's first problem, or undefined when it can be saved. */
function draftProblem(d: NavItemDraft): string | undefined {
  if (!d.TName.trim()) return 'site.navigation.dialog.nameMissing';
  if (d.link === 'page' && !d.page) return 'site.navigation.dialog.pageMissing';
  if (d.link === 'url' && !/^(\/|https?:\/\/\S+)/.test(d.url.trim())) return 'site.navigation.dialog.urlBad';
  return undefined;
}

interface Props {
  title: string;
  initial: NavItemDraft;
  onCancel: () => void;
  onSave: (draft: NavItemDraft) => Promise<void>;
}

export function NavItemDialog({ title, initial, onCancel, onSave }: Props) {
  const text = useText();
  const { draft, set, error, saving, save } = useDraftDialog(initial, onSave, (d) => {
    const problem = draftProblem(d);
    return problem && text(problem);
  });
  return (
    <SizedDialog open onClose={onCancel} size="xl" aria-labelledby="nav-item-title">
      <DialogTitle id="nav-item-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={text('site.navigation.dialog.name')}
            value={draft.TName}
            required
            onChange={(e) => set({ TName: e.target.value })}
            autoFocus
          />
          <RadioGroup
            row
            aria-label={text('site.navigation.dialog.linksTo')}
            value={draft.link}
            onChange={(e) => set({ link: e.target.value as NavLinkKind })}
          >
            <FormControlLabel value="page" control={<Radio />} label={text('site.navigation.dialog.page')} />
            <FormControlLabel value="url" control={<Radio />} label={text('site.navigation.dialog.url')} />
            <FormControlLabel value="none" control={<Radio />} label={text('site.navigation.dialog.none')} />
          </RadioGroup>
          {draft.link === 'page' && (
            <PagePicker
              label={text('site.navigation.dialog.pageLabel')}
              value={draft.page}
              onChange={(page) => set({ page })}
            />
          )}
          {draft.link === 'url' && (
            <TextField
              label={text('site.navigation.dialog.urlLabel')}
              value={draft.url}
              onChange={(e) => set({ url: e.target.value })}
              helperText={text('site.navigation.dialog.urlHelp')}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={draft.TVisible} onChange={(e) => set({ TVisible: e.target.checked })} />}
            label={text('site.navigation.dialog.visible')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('site.navigation.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {text('site.navigation.save')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
