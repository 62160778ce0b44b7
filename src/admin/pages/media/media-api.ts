// The media library's calls (/api/v1/mc/media; shared/api/media.ts) through
// the app's one HTTP client. The list's paging comes in its X-Pagination header.
import type { MediaDetail, MediaItem, MediaKind, MediaSaveBody } from '../../../shared/api/media.js';
import type { HttpClient } from '../../providers/http-client.js';
import { folderParam, type FolderSelection } from './folders-api.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

export const MEDIA_URL = API_PREFIX.media;

interface MediaPage {
  items: MediaItem[];
  totalCount: number;
  totalPages: number;
}

interface MediaFilter {
  q: string;
  kind: MediaKind | '';
  pageNumber: number;
  pageSize: number;
  /** All files when left out. */
  folder?: FolderSelection;
}

function mediaListUrl(filter: MediaFilter): string {
  const params = new URLSearchParams({ pageNumber: String(filter.pageNumber), pageSize: String(filter.pageSize) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.kind) params.set('kind', filter.kind);
  const folderId = folderParam(filter.folder ?? 'all');
  if (folderId) params.set('folderId', folderId);
  return `${MEDIA_URL}?${params.toString()}`;
}

export async function listMedia(http: HttpClient, filter: MediaFilter): Promise<MediaPage> {
  const answer = await http(mediaListUrl(filter), { method: 'GET' });
  const paging = JSON.parse(answer.headers.get('x-pagination') ?? '{}') as { totalCount?: number; totalPages?: number };
  return { items: answer.json as MediaItem[], totalCount: paging.totalCount ?? 0, totalPages: paging.totalPages ?? 1 };
}

export async function readMedia(http: HttpClient, id: number): Promise<MediaDetail> {
  return (await http(`${MEDIA_URL}/${id}`, { method: 'GET' })).json as MediaDetail;
}

export async function saveMedia(http: HttpClient, id: number, change: MediaSaveBody): Promise<MediaDetail> {
  return (await http(`${MEDIA_URL}/${id}`, { method: 'PATCH', body: JSON.stringify(change) })).json as MediaDetail;
}

export async function deleteMedia(http: HttpClient, id: number): Promise<void> {
  await http(`${MEDIA_URL}/${id}`, { method: 'DELETE' });
}

/** File sizes in the en-US style (kit/numbers.ts). */
export { sizeText } from '../../kit/numbers.js';
