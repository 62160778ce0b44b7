// Props shared by the light CodeEditor wrapper and the CodeMirror view it loads.
import type { CodeLanguage } from './code-language.js';

/** A place in the code to point at: 1-based line and column, and what is wrong there. */
export interface CodeProblem {
  line: number;
  column: number;
  message: string;
}

export interface CodeEditorViewProps {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  readOnly?: boolean;
  /** The id of the element that names the editor (its content element is labelled by it). */
  labelId: string;
  describedById?: string;
  invalid?: boolean;
  /** Given to the content element, so a `<label htmlFor>` or a test can find it. */
  inputId?: string;
  problem?: CodeProblem;
  minHeight?: string;
  maxHeight?: string;
  testId?: string;
  /** Focus the editor once it is created (it replaced a placeholder that had the focus). */
  autoFocus?: boolean;
}
