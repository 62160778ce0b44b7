// A block's copy: the rich-text box, or its HTML source (HtmlSourceField);
// a plain-text block (robots.txt) gets the code editor as plain text (PlainTextField).
// Template content (types 52–54) is always edited as source, since the rich
// box would rewrite its markup; every other block has an 'Edit HTML' toggle
// that switches between the two. Switching back mounts the rich box afresh
// from the current source. Only an open block renders this, so a closed
// block carries neither editor.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import { RichTextBox } from '../RichTextBox.js';
import { HtmlSourceField } from './HtmlSourceField.js';
import { PlainTextField } from './PlainTextField.js';
import { useText } from '../../../i18n/use-text.js';

interface CopyFieldProps {
  value: string;
  onChange: (html: string) => void;
  /** The page is template content: source only, no toggle. */
  template: boolean;
  /** The block's style is plain-text: a plain text box, no markup. */
  plainText?: boolean;
}

export function CopyField({ value, onChange, template, plainText = false }: CopyFieldProps) {
  const text = useText();
  const [source, setSource] = useState(false);
  if (plainText) return <PlainTextField label={text('editor-blocks.copy.plain')} value={value} onChange={onChange} />;
  if (template) {
    return (
      <HtmlSourceField
        label={text('editor-blocks.copy.source')}
        value={value}
        onChange={onChange}
        helperText={text('editor-blocks.copy.templateHelp')}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={<CodeIcon />}
          aria-pressed={source}
          variant={source ? 'contained' : 'text'}
          onClick={() => setSource((s) => !s)}
        >
          {text('editor-blocks.copy.editHtml')}
        </Button>
      </Box>
      {source ? (
        <HtmlSourceField label={text('editor-blocks.copy.source')} value={value} onChange={onChange} />
      ) : (
        <RichTextBox label={text('editor-blocks.copy.rich')} value={value} onChange={onChange} />
      )}
    </Box>
  );
}
