// The TPath of every tag a signed-in user may use (spec §6 "Allowed tags"):
// the tags of their TId claim plus those tags' visible, non-deleted children.
// Read from the shared tag tree (api/tag-tree.ts: the dashboard's read, kept
// for five minutes), so moving between guarded pages does not read the tags
// again, and the screen behind the guard finds them already read.
// MoJoAdmin needs none (every page is open), so nothing is fetched for them.
import { useMemo } from 'react';
import { allowedTags, tagIdsOf, type User } from '../auth/session.js';
import { readTagTree, useTagTree } from '../api/tag-tree.js';
import { createHttpClient } from '../providers/http-client.js';

const appHttp = createHttpClient();
const readAppTagTree = () => readTagTree(appHttp);

export function useAllowedPaths(user: User | null): string[] | undefined {
  const tagTree = useTagTree(readAppTagTree, { enabled: !!user && !user.isMJA });
  // The claim as text: tagIdsOf makes a new array on every render.
  const claim = user ? tagIdsOf(user).join(',') : '';
  const tags = tagTree.data;
  const paths = useMemo(
    () => tags && allowedTags(tags, claim ? claim.split(',').map(Number) : []).map((t) => t.TPath ?? ''),
    [tags, claim],
  );
  if (!user) return undefined;
  if (user.isMJA) return [];
  return tagTree.isError ? [] : paths; // no tags readable: only the always-open pages
}
