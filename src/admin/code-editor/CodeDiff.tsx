// Two versions of some code compared (e.g. a saved version against the current one): side by side or unified, with
// syntax highlighting, read-only, and a text summary of how many lines were added and removed. @codemirror/merge is
// loaded on first use.
import { lazy, Suspense, useId, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { CodeLanguage } from './code-language.js';
import { describeLineChanges, lineChanges } from './line-changes.js';
import { useText } from '../i18n/use-text.js';
import { CodeLoading } from './CodeLoading.js';

const CodeDiffView = lazy(() => import('./CodeDiffView.js'));

interface CodeDiffProps {
  /** The older version (left, or shown as deletions). */
  original: string;
  /** The newer version (right, or shown as the document). */
  modified: string;
  language: CodeLanguage;
  /** What the comparison is, e.g. "Version 3 compared with the current code". */
  label: string;
  originalLabel?: string;
  modifiedLabel?: string;
  layout?: 'side-by-side' | 'unified';
  maxHeight?: string;
  'data-testid'?: string;
}

export function CodeDiff(props: CodeDiffProps) {
  const headingId = useId();
  const text = useText();
  const summary = useMemo(
    () => describeLineChanges(lineChanges(props.original, props.modified), text),
    [props.original, props.modified, text],
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {props.label}
      </Typography>
      <Typography variant="body2" role="status">
        {summary}
      </Typography>
      <Suspense fallback={<CodeLoading label={props.label} height="8rem" />}>
        <CodeDiffView
          original={props.original}
          modified={props.modified}
          language={props.language}
          originalLabel={props.originalLabel ?? 'Older version'}
          modifiedLabel={props.modifiedLabel ?? 'Newer version'}
          layout={props.layout ?? 'side-by-side'}
          maxHeight={props.maxHeight}
          testId={props['data-testid']}
        />
      </Suspense>
    </Box>
  );
}
