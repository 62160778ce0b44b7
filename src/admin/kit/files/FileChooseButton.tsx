// A button that opens the browser's file chooser. MUI's own recipe makes the
// button a <label> for a hidden input, and a label may not take the role
// "button" (axe's aria-allowed-role, which Lighthouse counts against the
// editor): here the button is a real <button> that clicks the hidden input.
// The input keeps its own accessible name, so a file can still be handed to it
// directly (a screen reader's file field, the e2e tests' setInputFiles).
import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

interface FileChooseButtonProps extends Omit<ButtonProps, 'onClick' | 'component'> {
  /** The file types offered (the input's accept). */
  accept?: string;
  /** The hidden input's accessible name. */
  inputLabel?: string;
  /** The chosen file; undefined when the chooser was closed without one. */
  onFile: (file: File | undefined) => void;
  children: ReactNode;
}

export function FileChooseButton({ accept, inputLabel, onFile, children, ...button }: FileChooseButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={inputLabel}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          // Cleared, so that choosing the same file again is a change too.
          e.target.value = '';
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
