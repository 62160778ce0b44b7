// The comment moderation calls (/api/v1/mc/comments; shared/api/comments.ts)
// through the app's one HTTP client.
import type { CommentCounts, CommentsSwitch, CommentStatus, QueueComment } from '../../../shared/api/comments.js';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const COMMENTS_URL = API_PREFIX.comments;

interface QueueFilter {
  status: CommentStatus;
  q: string;
  pageNumber: number;
  pageSize: number;
}

interface QueuePage {
  items: QueueComment[];
  totalCount: number;
  totalPages: number;
}

export const commentKeys = {
  all: () => ['comments'] as const,
  queue: (filter: QueueFilter) => ['comments', 'queue', filter] as const,
  counts: () => ['comments', 'counts'] as const,
  switch: () => ['comments', 'switch'] as const,
};

export async function listQueue(http: HttpClient, filter: QueueFilter): Promise<QueuePage> {
  const params = new URLSearchParams({
    status: filter.status,
    pageNumber: String(filter.pageNumber),
    pageSize: String(filter.pageSize),
  });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  const answer = await http(`${COMMENTS_URL}?${params.toString()}`, { method: 'GET' });
  const paging = JSON.parse(answer.headers.get('x-pagination') ?? '{}') as { totalCount?: number; totalPages?: number };
  return {
    items: answer.json as QueueComment[],
    totalCount: paging.totalCount ?? 0,
    totalPages: paging.totalPages ?? 1,
  };
}

export const queueCounts = async (http: HttpClient) =>
  (await http(`${COMMENTS_URL}/counts`, { method: 'GET' })).json as CommentCounts;
export const setStatus = async (http: HttpClient, ids: number[], status: CommentStatus) =>
  (await http(`${COMMENTS_URL}/status`, { method: 'POST', body: JSON.stringify({ ids, status }) })).json as {
    changed: number;
  };
export const purge = async (http: HttpClient, ids: number[]) =>
  (await http(`${COMMENTS_URL}/purge`, { method: 'POST', body: JSON.stringify({ ids }) })).json as { changed: number };
export const readSwitch = async (http: HttpClient) =>
  (await http(`${COMMENTS_URL}/switch`, { method: 'GET' })).json as CommentsSwitch;
export const writeSwitch = async (http: HttpClient, enabled: boolean) =>
  (await http(`${COMMENTS_URL}/switch`, { method: 'PUT', body: JSON.stringify({ enabled }) })).json as CommentsSwitch;
