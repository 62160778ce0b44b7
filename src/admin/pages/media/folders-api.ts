// The media folders' calls (/api/v1/mc/media-folders; shared/api/media-folders.ts)
// through the app's one HTTP client, and what the tree has selected.
import type {
  MediaFileMoveResult,
  MediaFolder,
  MediaFolderCreateBody,
  MediaFolderSaveBody,
  MediaFolderTree,
} from '../../../shared/api/media-folders.js';
import { UNFILED } from '../../../shared/api/media-folders.js';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

export const FOLDERS_URL = API_PREFIX.mediaFolders;

/** What the tree shows in the list: every file, the files in no folder, or one folder's files. */
export type FolderSelection = 'all' | typeof UNFILED | number;

/** The list's folderId parameter for a selection (none for every file). */
export const folderParam = (selection: FolderSelection): string | undefined =>
  selection === 'all' ? undefined : String(selection);

export async function readFolderTree(http: HttpClient): Promise<MediaFolderTree> {
  return (await http(FOLDERS_URL, { method: 'GET' })).json as MediaFolderTree;
}

export async function createFolder(http: HttpClient, body: MediaFolderCreateBody): Promise<MediaFolder> {
  return (await http(FOLDERS_URL, { method: 'POST', body: JSON.stringify(body) })).json as MediaFolder;
}

export async function saveFolder(http: HttpClient, id: number, change: MediaFolderSaveBody): Promise<MediaFolder> {
  return (await http(`${FOLDERS_URL}/${id}`, { method: 'PATCH', body: JSON.stringify(change) })).json as MediaFolder;
}

export async function deleteFolder(http: HttpClient, id: number): Promise<void> {
  await http(`${FOLDERS_URL}/${id}`, { method: 'DELETE' });
}

/** Files into a folder, or (null) out of every folder. */
export async function moveFiles(
  http: HttpClient,
  ids: number[],
  folderId: number | null,
): Promise<MediaFileMoveResult> {
  return (await http(`${FOLDERS_URL}/move-files`, { method: 'POST', body: JSON.stringify({ ids, folderId }) }))
    .json as MediaFileMoveResult;
}
