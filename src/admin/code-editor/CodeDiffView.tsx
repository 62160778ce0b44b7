// The @codemirror/merge view behind CodeDiff (loaded lazily by it): two read-only versions side by side, or one
// unified view with the older version's lines shown as deleted. Each pane's content element is named.
import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { MergeView, unifiedMergeView } from '@codemirror/merge';
import { loadLanguageExtension } from './code-languages.js';
import { frameTheme } from './code-theme.js';
import { useTheme } from '@mui/material/styles';
import type { CodeDiffViewProps } from './code-diff-props.js';

function readOnlyPane(language: Extension, name: string, maxHeight: string, mode: 'light' | 'dark'): Extension {
  return [
    basicSetup,
    EditorView.lineWrapping,
    language,
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    EditorView.contentAttributes.of({ 'aria-label': name, 'aria-readonly': 'true' }),
    frameTheme('4rem', maxHeight, mode),
  ];
}

export default function CodeDiffView(props: CodeDiffViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const maxHeight = props.maxHeight ?? '32rem';
  const mode = useTheme().palette.mode; // the admin's theme: a dark diff in the dark theme
  useEffect(() => {
    const parent = host.current!;
    const collapseUnchanged = { margin: 3, minSize: 6 };
    let destroy: (() => void) | undefined;
    let current = true;
    // The panes are made once the language's grammar has arrived with its chunk (code-languages.ts).
    void loadLanguageExtension(props.language).then((language) => {
      if (!current) return;
      if (props.layout === 'unified') {
        const view = new EditorView({
          parent,
          state: EditorState.create({
            doc: props.modified,
            extensions: [
              readOnlyPane(language, `${props.modifiedLabel}, changes from ${props.originalLabel}`, maxHeight, mode),
              unifiedMergeView({ original: props.original, mergeControls: false, collapseUnchanged }),
            ],
          }),
        });
        destroy = () => view.destroy();
        return;
      }
      const merge = new MergeView({
        parent,
        a: { doc: props.original, extensions: readOnlyPane(language, props.originalLabel, maxHeight, mode) },
        b: { doc: props.modified, extensions: readOnlyPane(language, props.modifiedLabel, maxHeight, mode) },
        collapseUnchanged,
        gutter: true,
      });
      destroy = () => merge.destroy();
    });
    return () => {
      current = false;
      destroy?.();
    };
  }, [
    props.original,
    props.modified,
    props.language,
    props.layout,
    props.originalLabel,
    props.modifiedLabel,
    maxHeight,
    mode,
  ]);
  return <div ref={host} data-testid={props.testId} />;
}
