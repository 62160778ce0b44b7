// One file to POST /api/v1/mc/file (or PUT /api/v1/mc/media/{id}/file, a
// replace) with its upload progress: fetch cannot report the bytes sent,
// XMLHttpRequest can. The bearer token and the error message follow the app's
// HTTP client (spec §8: the server's message).
import type { Uploaded } from '../../../shared/api/ops.js';
import type { TranslateFunction } from 'react-admin';
import { bearerHeader, serverMessage, UNKNOWN_ERROR } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const UPLOAD_URL = API_PREFIX.file;

/** The error of an upload that never reached the server: a message key, worded where it is shown (uploadErrorText). */
const UPLOAD_UNREACHABLE = 'media.upload.unreachable';

/** An upload's error as shown: the server's own message as it is, ours in the reader's language. */
export const uploadErrorText = (message: string, text: TranslateFunction): string =>
  message === UPLOAD_UNREACHABLE ? text(UPLOAD_UNREACHABLE) : message;

/** Sends one file, into a media folder when `folderId` is given (the library's); `onProgress` hears 0–1 as its bytes leave. */
export type Uploader<T = Uploaded> = (
  file: File,
  onProgress: (fraction: number) => void,
  folderId?: number,
) => Promise<T>;

/** Sends `file` in the multipart field "file" and resolves with the JSON answer. */
export function sendFileWithProgress<T>(
  method: 'POST' | 'PUT',
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(bearerHeader())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new Error(serverMessage(body) ?? (xhr.statusText || UNKNOWN_ERROR)));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_UNREACHABLE));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** An uploader to any route taking one file in the field 'file' (the secured documents'). */
export function uploaderTo<T>(url: string): Uploader<T> {
  return (file, onProgress) => sendFileWithProgress<T>('POST', url, file, onProgress);
}

export const uploadWithProgress: Uploader = (file, onProgress, folderId) =>
  sendFileWithProgress<Uploaded>(
    'POST',
    folderId === undefined ? UPLOAD_URL : `${UPLOAD_URL}?folderId=${folderId}`,
    file,
    onProgress,
  );
