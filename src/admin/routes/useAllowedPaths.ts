// The TPath of every tag a signed-in user may use (spec §6 "Allowed tags"):
// the tags of their TId claim plus those tags' visible, non-deleted children.
// Read with the dashboard's own tag call, once per user and kept for five
// minutes, so moving between guarded pages does not read the tags again.
// MoJoAdmin needs none (every page is open), so nothing is fetched for them.
import { useQuery } from '@tanstack/react-query';
import { allowedTags, tagIdsOf, type User } from '../auth/session.js';
import { fetchDashboardTags } from '../pages/dashboard/tag-api.js';

const KEEP_MS = 5 * 60_000;

export function useAllowedPaths(user: User | null): string[] | undefined {
  const tagIds = user ? tagIdsOf(user) : [];
  const { data } = useQuery({
    queryKey: ['allowed-paths', user?.userId, tagIds.join(',')],
    enabled: !!user && !user.isMJA,
    staleTime: KEEP_MS,
    retry: false,
    queryFn: async () => {
      try {
        return allowedTags(await fetchDashboardTags(), tagIds).map((t) => t.TPath ?? '');
      } catch {
        return []; // no tags readable: only the always-open pages
      }
    },
  });
  if (!user) return undefined;
  return user.isMJA ? [] : data;
}
