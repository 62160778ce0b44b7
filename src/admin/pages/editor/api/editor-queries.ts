// The editing screens' reads, as queries over the editor's API client
// (keys in api/query-keys.ts). Each screen calls the hook for what it shows;
// two screens showing the same thing share one read.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/query-keys.js';
import { FORM_READ, SCREEN_READ } from '../../../api/read-options.js';
import { useTagTree } from '../../../api/tag-tree.js';
import { draftFromSnapshot, type Draft } from '../model/page-model.js';
import { useEditorApi } from './EditorApiContext.js';
import { takePrefetchedPage } from './page-prefetch.js';
import type { LoadedPage } from './types.js';
import { useText } from '../../../i18n/use-text.js';

/** Content types rarely change, and a change made in the admin (a ContentType write) invalidates this read. */
const CONTENT_TYPES_FRESH_MS = Infinity;

export function useEditorTagTree() {
  return useTagTree(useEditorApi().tags);
}

export function useContentTypes() {
  const api = useEditorApi();
  return useQuery({
    queryKey: queryKeys.contentTypes(),
    queryFn: api.contentTypes,
    staleTime: CONTENT_TYPES_FRESH_MS,
    ...SCREEN_READ,
  });
}

/** The page as it is now (the summary). */
export function usePage(cId: number | undefined) {
  const api = useEditorApi();
  return useQuery({
    queryKey: queryKeys.editor.page(cId ?? 0),
    queryFn: () => api.getPage(cId!),
    enabled: !!cId,
    ...SCREEN_READ,
  });
}

export function useVersions(cId: number | undefined) {
  const api = useEditorApi();
  return useQuery({
    queryKey: queryKeys.editor.versions(cId ?? 0),
    queryFn: () => api.versions(cId!),
    enabled: !!cId,
    ...SCREEN_READ,
  });
}

export function useDrafts() {
  const api = useEditorApi();
  return useQuery({ queryKey: queryKeys.editor.drafts(), queryFn: api.drafts, ...SCREEN_READ });
}

export function useLinksOfPage(cId: number) {
  const api = useEditorApi();
  return useQuery({ queryKey: queryKeys.linksOfPage(cId), queryFn: () => api.linksOf(cId), ...SCREEN_READ });
}

export function useContentOfTag(tId: number | undefined) {
  const api = useEditorApi();
  return useQuery({
    queryKey: queryKeys.contentOfTag(tId ?? 0),
    queryFn: () => api.contentOfTag(tId!),
    enabled: !!tId,
    ...SCREEN_READ,
  });
}

/**
 * The table search for `text` (already debounced). An empty text searches
 * nothing and answers null at once: then, while a new search runs, the
 * previous results stay on screen only if the box was not emptied between
 * the two (keepPreviousData keeps the last answer, and null is one).
 */
export function useContentSearch(text: string) {
  const api = useEditorApi();
  return useQuery({
    queryKey: queryKeys.contentSearch(text),
    queryFn: () => (text ? api.searchContent(text) : null),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
}

/** What the editor opens: the page with its ETag, and the working copy to start from. */
interface WorkingCopyLoad {
  loaded: LoadedPage;
  /** Makes the working copy from the page as loaded (a draft's snapshot over it), or the page itself. */
  working?: (base: Draft) => Draft;
}

/** The read the editor's working copy starts from (FORM_READ: never refetched under the user's edits). */
export function useWorkingCopyLoad(cId: number, draftCvId: number | undefined) {
  const api = useEditorApi();
  const text = useText();
  return useQuery({
    queryKey: queryKeys.editor.workingCopy(cId, draftCvId),
    queryFn: async (): Promise<WorkingCopyLoad> => {
      const loaded = await takePrefetchedPage(cId, () => api.getPage(cId));
      if (!draftCvId) return { loaded };
      const version = await api.version(draftCvId);
      if (version.CId !== cId)
        throw new Error(text('editor.screen.wrongVersion', { cvId: draftCvId, owner: version.CId, cId }));
      return { loaded, working: (base) => draftFromSnapshot(base, version.Snapshot) };
    },
    ...FORM_READ,
  });
}

/**
 * After a write to page `cId` (a save, a restore, a draft published or
 * discarded): its summary, versions and the drafts list are stale. The
 * editor's working copy is not touched: the write's own answer replaces it.
 */
export function usePageWritten() {
  const client = useQueryClient();
  return useCallback(
    (cId: number) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.editor.page(cId) }),
        client.invalidateQueries({ queryKey: queryKeys.editor.versions(cId) }),
        client.invalidateQueries({ queryKey: queryKeys.editor.drafts() }),
      ]),
    [client],
  );
}

/** After a tag link of page `cId` changed: every TagToContent read, and the page's own (it lists its links). */
export function useLinksWritten() {
  const client = useQueryClient();
  return useCallback(
    (cId: number) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['TagToContent'] }),
        client.invalidateQueries({ queryKey: queryKeys.editor.page(cId) }),
      ]),
    [client],
  );
}
