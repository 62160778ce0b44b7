// A rich-text field of the editor (block copy, intro text): react-admin's
// tiptap-based RichTextInput in a form of its own, reporting each change up.
// It is mounted only while its block is open, and loaded on demand (tiptap is
// large), so a 200-block page carries no editors until one is opened. The
// server sanitises the HTML it receives (format: html fields). Its toolbar
// adds the media library's image and file-link buttons (LibraryTools).
import { useState } from 'react';
import { Form } from 'react-admin';
import { RichTextEditor } from '../../resource-kit/RichTextEditor.js';
import { LibraryTools } from './LibraryTools.js';

interface RichTextBoxProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextBox({ label, value, onChange }: RichTextBoxProps) {
  // The form starts from the value once; later values come from the editor itself.
  const [record] = useState(() => ({ html: value }));
  return (
    <Form record={record} onSubmit={() => undefined}>
      <RichTextEditor
        source="html"
        label={label}
        tools={LibraryTools}
        onChange={(html: unknown) => {
          const next = typeof html === 'string' ? html : '';
          // tiptap reports an empty document as '<p></p>': no change for an empty field.
          if (next !== value && !(next === '<p></p>' && !value)) onChange(next);
        }}
      />
    </Form>
  );
}
