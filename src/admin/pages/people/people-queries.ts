// The reads the user screens share: the roles there are, and the tag tree
// (the same cached read as the dashboard's, api/tag-tree.ts).
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useTagTree } from '../../api/tag-tree.js';
import { usePeopleApi } from './people-api.js';

export function useRoles() {
  const api = usePeopleApi();
  return useQuery({
    queryKey: queryKeys.people.roles(),
    queryFn: () => api.roles(),
    staleTime: 5 * 60_000,
    ...SCREEN_READ,
  });
}

export function usePickerTags() {
  const api = usePeopleApi();
  return useTagTree(() => api.tagTree());
}
