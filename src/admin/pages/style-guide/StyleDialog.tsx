// Add or change one block style or row design: its key name, label, class,
// the CSS that draws it, a sample and whether the editor offers it. The CSS
// and the sample are the product's code field (CodeMirror: CSS and HTML
// highlighting). The server checks and answers what is wrong.
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import type { StyleInput } from '../../../shared/api/style-guide.js';
import { CodeEditor } from '../../code-editor/CodeEditor.js';
import { SizedDialog } from '../../kit/SizedDialog.js';
import { useDraftDialog } from '../../kit/useDraftDialog.js';
import { useText } from '../../i18n/use-text.js';

export const emptyStyle = (): StyleInput => ({
  name: '',
  label: '',
  cssClass: '',
  css: '',
  sample: '',
  description: '',
  offered: true,
});

export function StyleDialog({
  title,
  initial,
  onCancel,
  onSave,
}: {
  title: string;
  initial: StyleInput;
  onCancel: () => void;
  onSave: (input: StyleInput) => Promise<void>;
}) {
  const text = useText();
  const { draft, set, error, saving, save } = useDraftDialog(initial, onSave, (d) =>
    !d.name.trim() || !d.label.trim() ? text('style-guide.dialog.missing') : undefined,
  );
  return (
    <SizedDialog open onClose={onCancel} size="2xl" aria-labelledby="style-dialog-title">
      <DialogTitle id="style-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={text('style-guide.dialog.label')}
            required
            value={draft.label}
            onChange={(e) => set({ label: e.target.value })}
            autoFocus
            helperText={text('style-guide.dialog.labelHelp')}
          />
          <TextField
            label={text('style-guide.dialog.name')}
            required
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            helperText={text('style-guide.dialog.nameHelp')}
          />
          <TextField
            label={text('style-guide.dialog.cssClass')}
            value={draft.cssClass}
            onChange={(e) => set({ cssClass: e.target.value })}
            helperText={text('style-guide.dialog.cssClassHelp')}
          />
          <CodeEditor
            label={text('style-guide.dialog.css')}
            language="css"
            value={draft.css}
            onChange={(css) => set({ css })}
            minHeight="6rem"
            maxHeight="18rem"
          />
          <CodeEditor
            label={text('style-guide.dialog.sample')}
            language="html"
            value={draft.sample}
            onChange={(sample) => set({ sample })}
            minHeight="4rem"
            maxHeight="14rem"
            helperText={text('style-guide.dialog.sampleHelp')}
          />
          <TextField
            label={text('style-guide.dialog.description')}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <FormControlLabel
            control={<Checkbox checked={draft.offered} onChange={(e) => set({ offered: e.target.checked })} />}
            label={text('style-guide.dialog.offered')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('style-guide.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {text('style-guide.dialog.save')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
