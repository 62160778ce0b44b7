// A block's copy as HTML source: the shared code editor (CodeMirror, HTML
// highlighted; what is typed is what is stored, so template markup such as
// tables, the document shell, classes and tel: links survives), with a
// rendered preview of it beneath. The preview is sanitised here (safeHtml: no
// scripts, handlers, frames or inline styles; the document shell is dropped,
// tables, classes and links stay) and is inert: a picture of the markup,
// whose links cannot be followed away from unsaved work or reached by Tab.
// The server sanitises the copy again on save.
import { useDeferredValue, useId, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { CodeEditor } from '../../../code-editor/CodeEditor.js';
import { safeHtml } from '../../../resource-kit/rich-text.js';
import { useText } from '../../../i18n/use-text.js';

interface HtmlSourceFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  helperText?: string;
}

export function HtmlSourceField({ label, value, onChange, helperText }: HtmlSourceFieldProps) {
  const text = useText();
  const previewId = useId();
  // Typing stays quick on a long e-mail layout: the preview follows when React has time.
  const shown = useDeferredValue(value);
  const preview = useMemo(() => safeHtml(shown), [shown]);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CodeEditor
        label={label}
        language="html"
        value={value}
        onChange={onChange}
        helperText={helperText}
        minHeight="9rem"
        maxHeight="36rem"
      />
      <Box
        component="section"
        aria-labelledby={previewId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
      >
        <Typography id={previewId} variant="caption" color="text.secondary" component="h3" sx={{ m: 0 }}>
          {text('editor-blocks.copy.preview')}
        </Typography>
        <Box
          inert
          data-testid="html-preview"
          sx={{ overflowX: 'auto', '& table': { borderCollapse: 'collapse' } }}
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </Box>
    </Box>
  );
}
