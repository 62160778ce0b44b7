// Reading a message tree as flat keys ('builder.addField' → 'Add field') and
// a text's %{placeholders}: what the message specs compare across languages.
import type { MessageTree } from './message-types.js';

export function messageLeaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of messageLeaves(value, path)) found.set(inner, text);
  }
  return found;
}

/** The distinct %{names} a text fills in, sorted. */
export const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();
