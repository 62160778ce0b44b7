// Record ids in URLs (spec §7): a single key as itself, a composite key as
// [a,b]; a list of keys for delete-many as [k1,k2] or [[a,b],[c,d]].
// One module builds and parses them, for the admin and the server alike.
export type KeyValue = string | number;

export function formatId(values: readonly KeyValue[]): string {
  return values.length === 1 ? String(values[0]) : `[${values.map(String).join(',')}]`;
}

/** Splits a URL key into its parts: "5" → ["5"], "[3,500]" → ["3","500"]. */
export function parseIdParts(text: string): string[] {
  const t = text.trim();
  if (t.startsWith('[') && t.endsWith(']')) return splitTop(t.slice(1, -1));
  return [t];
}

/** "[1,2,3]" → [["1"],["2"],["3"]]; "[[1,2],[3,4]]" → [["1","2"],["3","4"]]. */
export function parseIdList(text: string): string[][] {
  const t = text.trim();
  if (!t.startsWith('[') || !t.endsWith(']')) return [[t]];
  return splitTop(t.slice(1, -1)).map((item) => parseIdParts(item));
}

// Splits on commas that are not inside brackets; strips quotes a client may add.
function splitTop(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((p) => p.trim().replace(/^"(.*)"$/, '$1')).filter((p, i, all) => p !== '' || all.length > 1);
}
