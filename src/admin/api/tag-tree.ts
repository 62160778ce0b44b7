// The tag tree: GET /api/v1/db/tag, visible and not deleted, every row (no
// pageNumber: the server streams the whole list), ordered by name. The
// dashboard's menu, page access, Select Content, Add Content, the editor's
// Placement panel and the editor's Navigation list all need it, so it is read
// once, under one key, and shared through the query cache (issue 11 item 3).
//
// One URL for every screen: the dashboard's fields (TVisible/TDeleted let page
// access compute the allowed tags with auth/session.ts; CUrlDefaultPage and
// TNextId give the menu its icons and order) and the editor's name order (the
// dashboard orders by the TNextId chain, so the name order costs it nothing).
//
// It stays fresh for five minutes; any write to tags made in the admin
// invalidates it sooner: a react-admin Tag write through the app's
// QueryClient (its key starts with 'Tag'), a menu change through the
// navigation editor (site/navigation/nav-queries.ts). A change of user
// reloads the whole app (logout, impersonation), so the cache is never
// shared between users.
import { useQuery } from '@tanstack/react-query';
import type { ToolTag } from '../pages/dashboard/tool-tree.js';
import type { TagRow } from '../pages/editor/api/types.js';
import type { HttpClient } from '../providers/http-client.js';
import { queryKeys } from './query-keys.js';
import { SCREEN_READ } from './read-options.js';

/** A row of the tree: what the dashboard's menu and the editor's tag pickers both read. */
export type TreeTag = ToolTag & TagRow;

const TAG_TREE_FIELDS = [
  'TId',
  'TIdParent',
  'TName',
  'TPath',
  'TVisible',
  'TDeleted',
  'CUrlDefaultPage',
  'TNextId',
] as const;
const TAG_TREE_FRESH_MS = 5 * 60_000;

export function tagTreeUrl(): string {
  const query = new URLSearchParams({
    fields: TAG_TREE_FIELDS.join(','),
    filters: 'TVisible==true,TDeleted==false',
    orderBy: 'TName asc',
  });
  return `/api/v1/db/tag?${query}`;
}

export async function readTagTree(http: HttpClient): Promise<TreeTag[]> {
  const { json } = await http(tagTreeUrl(), { method: 'GET' });
  if (!Array.isArray(json)) throw new Error('The tag list answer is not a list.');
  return json as TreeTag[];
}

/**
 * The shared tag tree. `read` is the caller's way to the server (the
 * editor's API client, the dashboard's fetch): specs pass clients over a
 * fake fetch. Every `read` asks for the same URL, so whichever screen
 * reads first fills the cache for all the others.
 */
export function useTagTree(read: () => Promise<TreeTag[]>, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.tagTree(),
    queryFn: read,
    enabled,
    staleTime: TAG_TREE_FRESH_MS,
    ...SCREEN_READ,
  });
}
