// Counts the lines added and removed between two versions, for a diff's text summary (screen readers cannot see
// the merge view's colours).
import { diffLines } from 'diff';

export interface LineChanges {
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

export function describeLineChanges({ added, removed }: LineChanges): string {
  if (!added && !removed) return 'No differences';
  const plural = (n: number, word: string) => `${n} line${n === 1 ? '' : 's'} ${word}`;
  return [added ? plural(added, 'added') : null, removed ? plural(removed, 'removed') : null].filter(Boolean).join(', ');
}
