// The TPath of every tag a signed-in user may use (spec §6 "Allowed tags"):
// the tags of their TId claim plus those tags' visible, non-deleted children.
// MoJoAdmin needs none (every page is open), so nothing is fetched for them.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { allowedTags, tagIdsOf, type AllowedTag, type User } from '../auth/session.js';

/** The tag list of spec §7: visible, not deleted. */
export const VISIBLE_TAGS_FILTER = { TVisible: true, TDeleted: false };

export function useAllowedPaths(user: User | null): string[] | undefined {
  const dataProvider = useDataProvider();
  const [paths, setPaths] = useState<string[] | undefined>(user?.isMJA ? [] : undefined);
  useEffect(() => {
    if (!user || user.isMJA) return;
    let live = true;
    dataProvider
      .getAllForExport('Tag', { filter: VISIBLE_TAGS_FILTER })
      .then((tags: AllowedTag[]) => live && setPaths(allowedTags(tags, tagIdsOf(user)).map((t) => t.TPath ?? '')))
      .catch(() => live && setPaths([])); // no tags readable: only the always-open pages
    return () => {
      live = false;
    };
  }, [dataProvider, user]);
  return paths;
}
