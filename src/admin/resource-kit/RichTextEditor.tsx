// Edits a rich-text field (format: html) with react-admin's tiptap-based
// RichTextInput: the one rich-text input of the admin, used by the generated
// forms and the page editor alike. It is loaded on demand (the editor is
// large and most screens have no rich-text field). The toolbar leaves out
// ra-input-rich-text's heading-level select, whose list markup axe finds
// inaccessible (a listitem outside a list, a label that does not match), and
// the editing surface carries the field's name.
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { Validator } from 'react-admin';

export interface RichTextEditorProps {
  source: string;
  label: string;
  disabled?: boolean;
  validate?: Validator[];
  defaultValue?: string;
  onChange?: (html: unknown) => void;
}

const AccessibleRichTextInput = lazy(() =>
  import('ra-input-rich-text').then((m) => ({
    default: (props: RichTextEditorProps) => (
      <m.RichTextInput
        {...props}
        fullWidth
        editorOptions={{ ...m.DefaultEditorOptions, editorProps: { attributes: { 'aria-label': props.label } } }}
        toolbar={
          <m.RichTextInputToolbar>
            <m.FormatButtons size="small" />
            <m.ListButtons size="small" />
            <m.LinkButtons size="small" />
            <m.QuoteButtons size="small" />
            <m.ClearButtons size="small" />
          </m.RichTextInputToolbar>
        }
      />
    ),
  })),
);

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={`Loading the ${props.label} editor`} />}>
      <AccessibleRichTextInput {...props} />
    </Suspense>
  );
}
