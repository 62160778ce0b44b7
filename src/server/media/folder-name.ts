// A folder's name: trimmed, 1 to FOLDER_NAME_MAX characters, no control
// characters, and unique among its siblings ignoring case — two folders
// called "Logos" and "logos" side by side could not be told apart in a list.
import { badRequest, conflict } from '../platform/errors.js';
import { FOLDER_NAME_MAX } from '../../shared/api/media-folders.js';
import type { FolderNode } from './folder-read.js';

export function cleanFolderName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest('Enter a folder name: it cannot be blank', 'name');
  if (name.length > FOLDER_NAME_MAX)
    throw badRequest(`A folder name has at most ${FOLDER_NAME_MAX} characters; this one has ${name.length}`, 'name');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name))
    throw badRequest('A folder name cannot hold control characters (line breaks, tabs)', 'name');
  return name;
}

/** Refuses (409) a name another folder under the same parent already has; `selfId` is the folder being renamed or moved. */
export function requireFreeName(nodes: FolderNode[], parentId: number | null, name: string, selfId?: number): void {
  const taken = nodes.find(
    (n) =>
      n.parentId === parentId && n.id !== selfId && n.name.localeCompare(name, 'en', { sensitivity: 'accent' }) === 0,
  );
  if (!taken) return;
  const where =
    parentId === null ? 'at the top level' : `in "${nodes.find((n) => n.id === parentId)?.name ?? parentId}"`;
  throw conflict(`A folder named "${taken.name}" already exists ${where}: choose another name`, 'name');
}
