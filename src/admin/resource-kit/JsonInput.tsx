// A JSON field's editor: the value as indented text, checked on every change.
// While the text is not valid JSON the form holds an InvalidJson marker, which
// fails validation with the parser's message, so Save is refused in the
// browser (the server checks again). Valid text is stored parsed, so the API
// receives JSON, not a string.
import { useState } from 'react';
import { TextField as MuiTextField } from '@mui/material';
import { useInput } from 'react-admin';

export class InvalidJson {
  constructor(
    readonly text: string,
    readonly message: string,
  ) {}
}

export const jsonText = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2));

/** Empty text is null; invalid text an InvalidJson naming the problem. */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch (e) {
    return new InvalidJson(text, `Not valid JSON: ${(e as Error).message}`);
  }
}

const validateJson = (value: unknown) => (value instanceof InvalidJson ? value.message : undefined);

export function JsonInput({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) {
  const { field, fieldState } = useInput({ source, validate: validateJson });
  const [text, setText] = useState(() => (field.value instanceof InvalidJson ? field.value.text : jsonText(field.value)));
  return (
    <MuiTextField
      label={label}
      value={text}
      disabled={disabled}
      multiline
      minRows={3}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? ' '}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseJsonText(event.target.value));
      }}
      onBlur={field.onBlur}
    />
  );
}
