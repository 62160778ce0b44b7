// A JSON field's editor: the value as indented text in the shared code editor
// (CodeMirror, JSON highlighted), checked on every change.
// While the text is not valid JSON the form holds an InvalidJson marker, which
// fails validation with the parser's message, so Save is refused in the
// browser (the server checks again). Valid text is stored parsed, so the API
// receives JSON, not a string.
import { useState } from 'react';
import { Box } from '@mui/material';
import { useInput, type TranslateFunction } from 'react-admin';

import { CodeEditor } from '../code-editor/CodeEditor.js';
import { useText } from '../i18n/use-text.js';

export class InvalidJson {
  constructor(
    readonly text: string,
    /** In English (logs, specs); the field shows `problem` in the reader's language. */
    readonly message: string,
    /** The parser's own message. */
    readonly problem: string,
  ) {}
}

export const jsonText = (value: unknown) =>
  value === undefined || value === null ? '' : JSON.stringify(value, null, 2);

/** Empty text is null; invalid text an InvalidJson naming the problem. */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch (e) {
    return new InvalidJson(text, `Not valid JSON: ${(e as Error).message}`, (e as Error).message);
  }
}

/** Refuses invalid text, naming the parser's problem in the reader's language. */
const jsonValidator = (text: TranslateFunction) => (value: unknown) =>
  value instanceof InvalidJson ? text('resource-kit.json.invalid', { message: value.problem }) : undefined;

// react-admin hands a validator's message on wrapped for its ValidationError component
// ('@@react-admin@@' + JSON); the code editor shows plain text, so it is unwrapped here.
const RA_ERROR_PREFIX = '@@react-admin@@';
function validationText(message: string | undefined): string | undefined {
  if (!message?.startsWith(RA_ERROR_PREFIX)) return message;
  const inner: unknown = JSON.parse(message.slice(RA_ERROR_PREFIX.length));
  return typeof inner === 'string' ? inner : ((inner as { message?: string }).message ?? message);
}

export function JsonInput({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) {
  // The value as stored (react-admin's default format would turn null into '', shown as "").
  const translate = useText();
  const { field, fieldState } = useInput({
    source,
    validate: jsonValidator(translate),
    format: (value: unknown) => value,
  });
  const [text, setText] = useState(() =>
    field.value instanceof InvalidJson ? field.value.text : jsonText(field.value),
  );
  return (
    // Leaving the editor marks the field touched, as a text field's blur would (focusout bubbles to the frame).
    <Box onBlur={field.onBlur} sx={{ width: '100%' }}>
      <CodeEditor
        label={label}
        language="json"
        value={text}
        // A locked field (a key, a server-written value) is shown, not edited.
        readOnly={disabled}
        minHeight="4.5rem"
        error={validationText(fieldState.error?.message)}

        onChange={(next) => {
          setText(next);
          field.onChange(parseJsonText(next));
        }}
      />
    </Box>
  );
}
