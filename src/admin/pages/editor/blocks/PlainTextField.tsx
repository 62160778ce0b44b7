// A plain-text block's copy (CbMetaData.style 'plain-text', e.g. robots.txt in
// the Robots_Txt record): the shared code editor (plain text, no
// highlighting) showing the text, not markup. CbCopy is a sanitised HTML
// field, so what is typed is sent escaped (textToHtml) and shown unescaped
// (htmlToText): '&' and '<' survive the server's sanitiser exactly, and a rich
// editor never wraps the lines in paragraphs.
import { CodeEditor } from '../../../code-editor/CodeEditor.js';
import { htmlToText, textToHtml } from '../../../../shared/html-text.js';

export interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

export function PlainTextField({ label, value, onChange }: PlainTextFieldProps) {
  return (
    <CodeEditor
      label={label}
      language="text"
      value={htmlToText(value)}
      onChange={(text) => onChange(textToHtml(text))}
      helperText="Plain text (this block's style is plain-text): kept exactly as typed."
      minHeight="9rem"
      maxHeight="36rem"
    />
  );
}
