// The product's code field: a CodeMirror 6 editor with syntax highlighting for JavaScript, CSS, HTML, Liquid and
// JSON (or plain text), with a visible label that names it, helper or error text that describes it, and the
// keyboard behaviour of CodeMirror's basic setup (Tab is left to move focus, so the editor is no keyboard trap).
// CodeMirror itself is loaded on first use, so it is not part of the sign-in bundle. With `mountWhenNear` it is
// also created only when the field nears the window or gets the focus (CodePlaceholder until then).
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNearViewport } from '../kit/near-viewport.js';
import { CodePlaceholder } from './CodePlaceholder.js';
import { CodeLoading } from './CodeLoading.js';
import { Box, FormHelperText, FormLabel } from '@mui/material';
import type { CodeLanguage } from './code-language.js';
import type { CodeProblem } from './code-editor-props.js';

const CodeEditorView = lazy(() => import('./CodeEditorView.js'));

interface CodeEditorProps {
  /** The code (controlled). */
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** The editor's accessible name, shown above it unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  readOnly?: boolean;
  helperText?: string;
  /** An error shown under the editor; the editor is then marked invalid. */
  error?: string;
  /** A place in the code to mark and move the cursor to (e.g. a syntax error's line and column). */
  problem?: CodeProblem;
  /** Given to the editable element. */
  id?: string;
  minHeight?: string;
  maxHeight?: string;
  'data-testid'?: string;
  /**
   * Create CodeMirror only when the field comes near the window or is focused (a field usually below the fold:
   * creating it is one of the longest tasks of opening General Settings, issue 41). Until then a read-only
   * copy of the text of about the same size stands in its place.
   */
  mountWhenNear?: boolean;
}

export function CodeEditor(props: CodeEditorProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const helpId = `${baseId}-help`;
  const note = props.error ?? props.helperText;
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, mountNow] = useNearViewport(placeholder, !!props.mountWhenNear);
  // Focused while still a placeholder (Tab, or a click on the label): the editor takes the focus once created.
  const [focusOnMount, setFocusOnMount] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <FormLabel
        id={labelId}
        error={!!props.error}
        sx={props.hideLabel ? visuallyHidden : undefined}
        // The content element is labelled by this text; a click on it focuses the editor like a <label> would.
        onClick={() => document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus()}
      >
        {props.label}
      </FormLabel>
      {!near ? (
        <CodePlaceholder
          ref={placeholder}
          value={props.value}
          labelId={labelId}
          describedById={note ? helpId : undefined}
          minHeight={props.minHeight ?? '8rem'}
          maxHeight={props.maxHeight ?? '32rem'}
          onFocus={() => {
            setFocusOnMount(true);
            mountNow();
          }}
        />
      ) : (
        <Suspense fallback={<CodeLoading label={props.label} height={props.minHeight ?? '8rem'} />}>
          <CodeEditorView
            value={props.value}
            onChange={props.onChange}
            language={props.language}
            readOnly={props.readOnly}
            labelId={labelId}
            describedById={note ? helpId : undefined}
            invalid={!!props.error}
            inputId={props.id}
            problem={props.problem}
            minHeight={props.minHeight}
            maxHeight={props.maxHeight}
            testId={props['data-testid']}
            autoFocus={focusOnMount}
          />
        </Suspense>
      )}
      {note && (
        <FormHelperText id={helpId} error={!!props.error}>
          {note}
        </FormHelperText>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export type { CodeProblem } from './code-editor-props.js';
