// The palette's sources (decision 0104), read only while it is open: the
// shared tag tree (the dashboard's read, usually cached already) turned into
// the dashboard's own menu for this user; the recent records under the
// dashboard's key; pages whose title or address holds the typed text,
// through the generic interface, where the server keeps a Maintenance User
// to their scope. The page search waits until typing pauses.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RecentEdits } from '../../../shared/api/recent-edits.js';
import { currentUser } from '../../auth/auth-provider.js';
import { tagIdsOf } from '../../auth/session.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { readTagTree, useTagTree } from '../../api/tag-tree.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { buildToolTree } from '../../pages/dashboard/tool-tree.js';
import { dbListUrl, pageSearchFilters } from '../../api/db-query.js';
import { createHttpClient } from '../../providers/http-client.js';
import { useText } from '../../i18n/use-text.js';
import { useSchemaLabels } from '../../i18n/use-schema-labels.js';
import { useLocaleState } from 'react-admin';
import { recentMoment } from '../../pages/dashboard/RecentEdits.js';
import { pageItems, recentItems, toolItems, type PageHit, type PaletteItem } from './palette-items.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

/** How long typing must pause before the pages are searched. */
const PAGE_SEARCH_DEBOUNCE_MS = 250;
/** Fewer letters than this find too many pages to be useful. */
const PAGE_SEARCH_MIN = 2;
const PAGE_SEARCH_SIZE = 8;

function pageSearchUrl(text: string): string {
  return dbListUrl('Content', {
    filters: pageSearchFilters(text),
    fields: ['CId', 'CTitle', 'CSeoUrl'],
    orderBy: 'CTitle asc',
    pageSize: PAGE_SEARCH_SIZE,
    pageNumber: 1,
  });
}

interface PaletteSources {
  items: PaletteItem[];
  searching: boolean;
  /** The page search failed for another reason than the user not reading pages at all. */
  searchError?: string;
}

export function usePaletteItems(input: string, open: boolean): PaletteSources {
  const text = useText();
  const { entityLabel } = useSchemaLabels();
  const [language] = useLocaleState();
  const http = useMemo(() => createHttpClient(), []);
  const user = currentUser();
  const readTags = useCallback(() => readTagTree(http), [http]);
  const tags = useTagTree(readTags, { enabled: open && !!user });
  const recent = useQuery({
    queryKey: queryKeys.people.recentEdits(),
    queryFn: async () =>
      ((await http(`${API_PREFIX.account}/recent-edits`, { method: 'GET' })).json as RecentEdits).edits,
    enabled: open && !!user,
    ...SCREEN_READ,
  });
  const typed = useDebouncedValue(input.trim(), PAGE_SEARCH_DEBOUNCE_MS);
  const searchable = open && typed.length >= PAGE_SEARCH_MIN;
  const pages = useQuery({
    // Under Content: a write to content through the app's query client makes it stale.
    queryKey: ['Content', 'palette-search', typed],
    queryFn: async () => (await http(pageSearchUrl(typed), { method: 'GET' })).json as PageHit[],
    enabled: searchable,
    retry: false,
    staleTime: 30_000,
  });

  const isMJA = user?.isMJA ?? false;
  const tagKey = user ? tagIdsOf(user).join(',') : '';
  const tools = useMemo(() => {
    if (!tags.data || !user) return [];
    return toolItems(
      buildToolTree(tags.data, { isMJA, tagIds: tagKey ? tagKey.split(',').map(Number) : [] }),
      window.location.origin,
    );
  }, [tags.data, isMJA, tagKey]);
  const signOut: PaletteItem = {
    id: 'action:sign-out',
    group: 'action',
    label: text('palette.signOut'),
    action: 'sign-out',
  };
  const items = [
    signOut,
    ...tools,
    ...recentItems(recent.data ?? [], entityLabel, (iso) => recentMoment(iso, language)),
    ...(searchable && pages.data ? pageItems(pages.data, (id) => text('palette.untitled', { id })) : []),
  ];
  const status = (pages.error as { status?: number } | null)?.status;
  return {
    items,
    searching: searchable && pages.isFetching,
    searchError: pages.error && status !== 403 ? pages.error.message : undefined,
  };
}
