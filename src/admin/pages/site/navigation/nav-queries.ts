// The menu editor's tree as a query, and what its writes do to the cache.
// Menu items are tags, so every write also makes every cached Tag read stale:
// the shared tag tree (the dashboard, Select Content, the editor's pickers)
// and react-admin's Tag lists.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { createNavApi } from './nav-api.js';
import type { NavNode } from './nav-tree.js';

export function useNavigationTree(rootId: number) {
  const api = useSiteApi();
  const client = useQueryClient();
  const nav = useMemo(() => createNavApi(api, rootId), [api, rootId]);
  const key = queryKeys.site.navigationTree(rootId);
  const tree = useQuery({ queryKey: key, queryFn: nav.tree, ...SCREEN_READ });

  return {
    nav,
    tree: tree.data,
    error: tree.error ? errorText(tree.error) : undefined,
    /** Shows a change at once, before the server has answered (a move, a visibility toggle). */
    showChange: (change: (tree: NavNode[]) => NavNode[]) =>
      client.setQueryData<NavNode[]>(key, (t) => (t ? change(t) : t)),
    /**
     * After a write, successful or not: the server's tree when the answer
     * carries it, else the tree read again, so the screen never drifts from
     * the chain. Resolves once the tree on screen is the server's.
     */
    written: async (answer?: NavNode[] | void) => {
      void client.invalidateQueries({ queryKey: ['Tag'] });
      if (answer) client.setQueryData(key, answer);
      else await client.invalidateQueries({ queryKey: key });
    },
  };
}
