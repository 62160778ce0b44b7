// What stands in a code field's place until CodeMirror is created (CodeEditor's `mountWhenNear`): the code as a
// read-only text box of about the editor's size, in its font and frame, so creating the editor moves little. It is
// named and described like the editor and reachable by Tab; focusing it creates the editor, which takes the focus.
import { Box } from '@mui/material';
import type { Ref } from 'react';

interface CodePlaceholderProps {
  ref: Ref<HTMLDivElement>;
  value: string;
  labelId: string;
  describedById?: string;
  minHeight: string;
  maxHeight: string;
  onFocus: () => void;
}

export function CodePlaceholder({
  ref,
  value,
  labelId,
  describedById,
  minHeight,
  maxHeight,
  onFocus,
}: CodePlaceholderProps) {
  return (
    <Box
      ref={ref}
      role="textbox"
      aria-multiline="true"
      aria-readonly="true"
      aria-labelledby={labelId}
      aria-describedby={describedById}
      tabIndex={0}
      onFocus={onFocus}
      sx={{
        // CodeMirror's frame (code-theme.ts) and its content's padding, line height and font.
        border: 1,
        borderColor: 'divider',
        borderRadius: '4px',
        boxSizing: 'content-box',
        minHeight,
        maxHeight,
        overflow: 'hidden',
        p: '4px 2px 4px 36px',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '14px',
        lineHeight: 1.4,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {value}
    </Box>
  );
}
