// Review before publish's calls (/api/v1/mc/review; docs/review.md) and the reads the screens share.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import type { Review, ReviewRoles } from '../../../shared/api/review.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useSiteApi, type SiteApi } from '../../api/site-api.js';

const BASE = API_PREFIX.review;
const KEY = ['review'] as const;

/** `publishAt`: when the author wants it live once approved (ISO 8601 with the site zone's offset). */
export const submitDraft = (api: SiteApi, cId: number, cvId: number, publishAt?: string) =>
  api.send<Review>('POST', `${BASE}/page/${cId}/submit`, { CvId: cvId, ...(publishAt ? { publishAt } : {}) });

export const approveReview = (api: SiteApi, id: string) => api.send<Review>('POST', `${BASE}/${id}/approve`);

export const requestChanges = (api: SiteApi, id: string, comment: string) =>
  api.send<Review>('POST', `${BASE}/${id}/request-changes`, { comment });

/** The reads the editor's preload starts before the editor mounts (pages/editor/api/editor-prefetch.ts), as the hooks run them. */
export const reviewRolesQuery = (api: SiteApi) => ({
  queryKey: [...KEY, 'me'],
  queryFn: () => api.get<ReviewRoles>(`${BASE}/me`),
  ...SCREEN_READ,
});

export const pageReviewQuery = (api: SiteApi, cId: number) => ({
  queryKey: [...KEY, 'page', cId],
  queryFn: () => api.get<Review | null>(`${BASE}/page/${cId}`),
  ...SCREEN_READ,
});

/** Whether the signed-in account is under review (its publish becomes "Submit for review") and whether it reviews. */
export function useReviewRoles(enabled = true) {
  const api = useSiteApi();
  return useQuery({ ...reviewRolesQuery(api), enabled });
}

export function usePendingReviews(enabled: boolean) {
  const api = useSiteApi();
  return useQuery({
    queryKey: [...KEY, 'pending'],
    queryFn: () => api.get<Review[]>(`${BASE}/pending`),
    enabled,
    ...SCREEN_READ,
  });
}

export function usePageReview(cId: number) {
  const api = useSiteApi();
  return useQuery(pageReviewQuery(api, cId));
}

/** After a step: every review read again. */
export function useReviewsChanged() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
}
