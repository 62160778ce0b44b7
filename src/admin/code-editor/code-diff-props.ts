// Props of the lazily loaded diff view.
import type { CodeLanguage } from './code-language.js';

export interface CodeDiffViewProps {
  original: string;
  modified: string;
  language: CodeLanguage;
  originalLabel: string;
  modifiedLabel: string;
  layout: 'side-by-side' | 'unified';
  maxHeight?: string;
  testId?: string;
}
