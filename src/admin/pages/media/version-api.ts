// A library file's versions (shared/api/images.ts): replace keeping the URL
// (PUT /api/v1/mc/media/{id}/file, with upload progress) and restore an
// earlier version (POST /api/v1/mc/media/{id}/restore).
import type { MediaDetail } from '../../../shared/api/media.js';
import type { HttpClient } from '../../providers/http-client.js';
import { MEDIA_URL } from './media-api.js';
import { sendFileWithProgress } from './upload-with-progress.js';

export type Replacer = (id: number, file: File, onProgress: (fraction: number) => void) => Promise<MediaDetail>;

export const replaceWithProgress: Replacer = (id, file, onProgress) =>
  sendFileWithProgress<MediaDetail>('PUT', `${MEDIA_URL}/${id}/file`, file, onProgress);

export async function restoreVersion(http: HttpClient, id: number, version: number): Promise<MediaDetail> {
  return (await http(`${MEDIA_URL}/${id}/restore`, { method: 'POST', body: JSON.stringify({ version }) }))
    .json as MediaDetail;
}
