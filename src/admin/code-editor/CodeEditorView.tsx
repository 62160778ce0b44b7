// The CodeMirror 6 view behind CodeEditor (loaded lazily by it). A controlled editor: the caller's `value` is the
// document; each edit is reported through `onChange`, and a new `value` from the caller replaces the document
// without echoing back. Language, read-only state, names and a reported problem are reconfigured in place.
import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { loadLanguageExtension } from './code-languages.js';
import { frameTheme } from './code-theme.js';
import { useTheme } from '@mui/material/styles';
import type { CodeEditorViewProps, CodeProblem } from './code-editor-props.js';

// Marks a transaction that came from a new `value` prop, so the update listener does not report it as an edit.
const fromProps = Annotation.define<boolean>();

function contentAttributes(props: CodeEditorViewProps): Record<string, string> {
  // In the tab order even when read-only, and seen as focusable by assistive checks (axe does not count
  // contenteditable), so a keyboard user can reach and scroll a long document (scrollable-region-focusable).
  const attrs: Record<string, string> = { 'aria-labelledby': props.labelId, tabindex: '0' };
  if (props.describedById) attrs['aria-describedby'] = props.describedById;
  if (props.invalid) attrs['aria-invalid'] = 'true';
  if (props.readOnly) attrs['aria-readonly'] = 'true';
  if (props.inputId) attrs.id = props.inputId;
  return attrs;
}

/** The document offset of a 1-based line and column, clamped to the document. */
export function offsetOf(state: EditorState, line: number, column: number): number {
  const lineInfo = state.doc.line(Math.min(Math.max(1, line), state.doc.lines));
  return Math.min(lineInfo.from + Math.max(0, column - 1), lineInfo.to);
}

function diagnosticsFor(state: EditorState, problem: CodeProblem | undefined): Diagnostic[] {
  if (!problem) return [];
  const from = offsetOf(state, problem.line, problem.column);
  const to = Math.min(from + 1, state.doc.line(state.doc.lineAt(from).number).to);
  return [{ from, to: Math.max(from, to), severity: 'error', message: problem.message }];
}

export default function CodeEditorView(props: CodeEditorViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const compartments = useRef({
    language: new Compartment(),
    editable: new Compartment(),
    attrs: new Compartment(),
    theme: new Compartment(),
  });
  const minHeight = props.minHeight ?? '8rem';
  const maxHeight = props.maxHeight ?? '32rem';
  // The admin's theme (light or dark): the frame and the syntax colours follow it.
  const mode = useTheme().palette.mode;

  // Created once; every later prop change is applied by the effects below.
  useEffect(() => {
    const c = compartments.current;
    const state = EditorState.create({
      doc: props.value,
      extensions: [
        basicSetup,
        EditorView.lineWrapping,
        // The language's grammar arrives with its chunk (code-languages.ts): the effect below puts it in.
        c.language.of([]),
        c.editable.of([EditorState.readOnly.of(!!props.readOnly), EditorView.editable.of(!props.readOnly)]),
        c.attrs.of(EditorView.contentAttributes.of(contentAttributes(props))),
        c.theme.of(frameTheme(minHeight, maxHeight, mode)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((t) => t.annotation(fromProps))) return;
          onChange.current?.(update.state.doc.toString());
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    if (props.autoFocus) view.current.focus();
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // The view is made once; the effects below follow the props.
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === props.value) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: props.value }, annotations: fromProps.of(true) });
  }, [props.value]);

  useEffect(() => {
    let current = true;
    void loadLanguageExtension(props.language).then((extension) => {
      if (current) view.current?.dispatch({ effects: compartments.current.language.reconfigure(extension) });
    });
    return () => {
      current = false;
    };
  }, [props.language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.editable.reconfigure([
        EditorState.readOnly.of(!!props.readOnly),
        EditorView.editable.of(!props.readOnly),
      ]),
    });
  }, [props.readOnly]);

  const attrsKey = JSON.stringify(contentAttributes(props));
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.attrs.reconfigure(
        EditorView.contentAttributes.of(JSON.parse(attrsKey) as Record<string, string>),
      ),
    });
  }, [attrsKey]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(frameTheme(minHeight, maxHeight, mode)) });
  }, [minHeight, maxHeight, mode]);

  // A reported problem (e.g. a template's syntax error) is marked, and the cursor is put there so it is seen.
  const problemKey = JSON.stringify(props.problem ?? null);
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const problem = JSON.parse(problemKey) as CodeProblem | null;
    const spec = setDiagnostics(v.state, diagnosticsFor(v.state, problem ?? undefined));
    if (problem) {
      const at = offsetOf(v.state, problem.line, problem.column);
      v.dispatch({ ...spec, selection: { anchor: at }, scrollIntoView: true });
    } else {
      v.dispatch(spec);
    }
  }, [problemKey]);

  return <div ref={host} data-testid={props.testId} data-language={props.language} />;
}
