// Edits a rich-text field (format: html) with react-admin's tiptap-based
// RichTextInput: the one rich-text input of the admin, used by the generated
// forms and the page editor alike. It is loaded on demand (the editor is
// large and most screens have no rich-text field). The toolbar leaves out
// ra-input-rich-text's heading-level select, whose list markup axe finds
// inaccessible (a listitem outside a list, a label that does not match), and
// the editing surface carries the field's name. A caller may add toolbar
// buttons of its own (`tools`).
import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import type { Validator } from 'react-admin';
import type { Editor } from '@tiptap/core';
import { useText } from '../i18n/use-text.js';

/** Toolbar buttons of a caller's own, given the tiptap editor (the page editor's library buttons). */
type EditorTools = ComponentType<{ editor: Editor }>;

interface RichTextEditorProps {
  source: string;
  label: string;
  disabled?: boolean;
  validate?: Validator[];
  defaultValue?: string;
  onChange?: (html: unknown) => void;
  tools?: EditorTools;
}

const AccessibleRichTextInput = lazy(() =>
  import('ra-input-rich-text').then((m) => {
    // Inside the toolbar, where the editor's context is.
    const CallerTools = ({ tools: Tools }: { tools: EditorTools }) => {
      const editor = m.useTiptapEditor();
      return editor ? <Tools editor={editor} /> : null;
    };
    return {
      default: ({ tools, ...props }: RichTextEditorProps) => (
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
              {tools && <CallerTools tools={tools} />}
            </m.RichTextInputToolbar>
          }
        />
      ),
    };
  }),
);

export function RichTextEditor(props: RichTextEditorProps) {
  const text = useText();
  return (
    <Suspense fallback={<LinearProgress aria-label={text('resource-kit.loadingEditor', { label: props.label })} />}>
      <AccessibleRichTextInput {...props} />
    </Suspense>
  );
}
