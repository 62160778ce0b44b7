// The image tool's calls: the library's images to pick from, one record, and
// the save (POST /api/v1/mc/file/convert; shared/api/images.ts).
import type { ConvertBody } from '../../../shared/api/images.js';
import type { MediaDetail } from '../../../shared/api/media.js';
import type { HttpClient } from '../../providers/http-client.js';
import { listMedia } from '../media/media-api.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const CONVERT_URL = `${API_PREFIX.file}/convert`;

/** The newest 200 images, for the picker. */
export const listImages = (http: HttpClient) => listMedia(http, { q: '', kind: 'image', pageNumber: 1, pageSize: 200 });

export async function convertImage(
  http: HttpClient,
  body: ConvertBody,
): Promise<{ detail: MediaDetail; created: boolean }> {
  const answer = await http(CONVERT_URL, { method: 'POST', body: JSON.stringify(body) });
  return { detail: answer.json as MediaDetail, created: answer.status === 201 };
}
