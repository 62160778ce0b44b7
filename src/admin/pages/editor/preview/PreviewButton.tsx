// "Preview" on a row of a section's list (News, Events, Blog, Projects, Careers): the page as visitors will see
// it, its draft when it has one, in a dialog with the same frame, widths and new tab as the page editor.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { PreviewFrame } from './PreviewFrame.js';
import { useText } from '../../../i18n/use-text.js';

export function PreviewButton({ cId, title }: { cId: number; title: string }) {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={text('editor-preview.buttonLabel', { title })}
        onClick={(e) => {
          // Inside a clickable row: the row's own click (open the editor) must not fire too.
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {text('editor-preview.button')}
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          onClick={(e) => e.stopPropagation()}
          fullScreen
          aria-labelledby={`preview-${cId}-title`}
        >
          <DialogTitle id={`preview-${cId}-title`}>{text('editor-preview.of', { title })}</DialogTitle>
          <DialogContent>
            <PreviewFrame kind="draft" id={cId} title={title} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{text('editor-preview.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
