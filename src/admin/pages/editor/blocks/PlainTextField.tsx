// A plain-text block's copy (CbMetaData.style 'plain-text', e.g. robots.txt in
// the Robots_Txt record): the shared code editor (plain text, no
// highlighting) showing the text, not markup. CbCopy is a sanitised HTML
// field, so what is typed is sent escaped (textToHtml) and shown unescaped
// (htmlToText): '&' and '<' survive the server's sanitiser exactly, and a rich
// editor never wraps the lines in paragraphs.
import { CodeEditor } from '../../../code-editor/CodeEditor.js';
import { htmlToText, textToHtml } from '../../../../shared/html-text.js';
import { useText } from '../../../i18n/use-text.js';

interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

export function PlainTextField({ label, value, onChange }: PlainTextFieldProps) {
  const text = useText();
  return (
    <CodeEditor
      label={label}
      language="text"
      value={htmlToText(value)}
      onChange={(text) => onChange(textToHtml(text))}
      helperText={text('editor-blocks.copy.plainHelp')}
      minHeight="9rem"
      maxHeight="36rem"
    />
  );
}
