// Counts the lines added and removed between two versions, for a diff's text summary (screen readers cannot see
// the merge view's colours).
import type { TranslateFunction } from 'react-admin';
import { englishText } from '../i18n/use-text.js';
import { diffLines } from 'diff';

interface LineChanges {
  added: number;
  removed: number;
}

export function lineChanges(original: string, modified: string): LineChanges {
  let added = 0;
  let removed = 0;
  for (const part of diffLines(original, modified)) {
    if (part.added) added += part.count ?? 0;
    else if (part.removed) removed += part.count ?? 0;
  }
  return { added, removed };
}

/** "2 lines added, 1 line removed" in the language of `text` (English without one). */
export function describeLineChanges({ added, removed }: LineChanges, text: TranslateFunction = englishText): string {
  if (!added && !removed) return text('code-editor.noDifferences');
  return [
    added ? text('code-editor.added', { smart_count: added }) : null,
    removed ? text('code-editor.removed', { smart_count: removed }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
