// What the media specs fake the server with: a library record and the answer
// to a list call (a JSON array with its X-Pagination header).
import type { MediaItem } from '../../../shared/api/media.js';

/** An image record; `extra` changes any fact. */
export const mediaItem = (id: number, title: string, extra: Partial<MediaItem> = {}): MediaItem => ({
  id,
  url: `/files/${String(id).padStart(32, '0')}.png`,
  kind: 'image',
  title,
  alt: `${title} alt`,
  originalName: `${title}.png`,
  type: 'image/png',
  size: 2048,
  width: 64,
  height: 36,
  folderId: null,
  uploadedBy: 'admin',
  uploadedAt: '2026-11-25T10:00:00.000Z',
  modifiedAt: '2026-11-25T10:00:00.000Z',
  ...extra,
});

export const jsonAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** One page holding every item. */
export const mediaPage = (items: MediaItem[]) =>
  jsonAnswer(items, 200, { 'x-pagination': JSON.stringify({ totalCount: items.length, totalPages: 1 }) });
