// The @codemirror/merge view behind CodeDiff (loaded lazily by it): two read-only versions side by side, or one
// unified view with the older version's lines shown as deleted. Each pane's content element is named.
import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { MergeView, unifiedMergeView } from '@codemirror/merge';
import { languageExtension } from './code-languages.js';
import { frameTheme } from './code-theme.js';
import { accessibleHighlighting } from './code-highlight.js';
import type { CodeDiffViewProps } from './code-diff-props.js';

function readOnlyPane(language: CodeDiffViewProps['language'], name: string, maxHeight: string): Extension {
  return [
    basicSetup,
    accessibleHighlighting,
    EditorView.lineWrapping,
    languageExtension(language),
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    EditorView.contentAttributes.of({ 'aria-label': name, 'aria-readonly': 'true' }),
    frameTheme('4rem', maxHeight),
  ];
}

export default function CodeDiffView(props: CodeDiffViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const maxHeight = props.maxHeight ?? '32rem';
  useEffect(() => {
    const parent = host.current!;
    const collapseUnchanged = { margin: 3, minSize: 6 };
    if (props.layout === 'unified') {
      const view = new EditorView({
        parent,
        state: EditorState.create({
          doc: props.modified,
          extensions: [
            readOnlyPane(props.language, `${props.modifiedLabel}, changes from ${props.originalLabel}`, maxHeight),
            unifiedMergeView({ original: props.original, mergeControls: false, collapseUnchanged }),
          ],
        }),
      });
      return () => view.destroy();
    }
    const merge = new MergeView({
      parent,
      a: { doc: props.original, extensions: readOnlyPane(props.language, props.originalLabel, maxHeight) },
      b: { doc: props.modified, extensions: readOnlyPane(props.language, props.modifiedLabel, maxHeight) },
      collapseUnchanged,
      gutter: true,
    });
    return () => merge.destroy();
  }, [props.original, props.modified, props.language, props.layout, props.originalLabel, props.modifiedLabel, maxHeight]);
  return <div ref={host} data-testid={props.testId} />;
}
