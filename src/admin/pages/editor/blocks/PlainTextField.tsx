// A plain-text block's copy (CbMetaData.style 'plain-text', e.g. robots.txt in
// the Robots_Txt record): a monospace text box showing the text, not markup.
// CbCopy is a sanitised HTML field, so what is typed is sent escaped
// (textToHtml) and shown unescaped (htmlToText): '&' and '<' survive the
// server's sanitiser exactly, and a rich editor never wraps the lines in
// paragraphs.
import { TextField } from '@mui/material';
import { htmlToText, textToHtml } from '../../../../shared/html-text.js';
import { SOURCE_INPUT } from './source-input.js';

export interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

export function PlainTextField({ label, value, onChange }: PlainTextFieldProps) {
  return (
    <TextField
      label={label}
      value={htmlToText(value)}
      onChange={(e) => onChange(textToHtml(e.target.value))}
      helperText="Plain text (this block's style is plain-text): kept exactly as typed."
      multiline
      minRows={6}
      maxRows={24}
      fullWidth
      slotProps={{ htmlInput: SOURCE_INPUT }}
    />
  );
}
