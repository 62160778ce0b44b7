// "Move to…" for one file of the library or the selected ones: the
// destinations are "No folder" and every folder; the move is one
// POST /media-folders/move-files (all or none).
import { useState } from 'react';
import type { MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { MediaItem } from '../../../shared/api/media.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../site/shared/site-api.js';
import { destinations } from './folder-tree-model.js';
import { moveFiles } from './folders-api.js';
import { MoveToDialog } from './MoveToDialog.js';

export const NO_FOLDER = 'No folder';

/** The dialog's "Move Harbor to…" / "Move 3 files to…"; `quoted` for the status line. */
const subjectOf = (items: MediaItem[], quoted = false) => (items.length !== 1 ? `${items.length} files` : quoted ? `"${items[0].title}"` : items[0].title);

/** The folder every file is in, or undefined when they are in different ones. */
function sharedFolder(items: MediaItem[]): number | null | undefined {
  const folders = new Set(items.map((i) => i.folderId));
  return folders.size === 1 ? [...folders][0] : undefined;
}

interface Props {
  http: HttpClient;
  tree: MediaFolderTree | undefined;
  /** The files to move; empty: closed. */
  items: MediaItem[];
  onClose: () => void;
  onMoved: (notice: string) => void;
}

export function FileMoveDialog({ http, tree, items, onClose, onMoved }: Props) {
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const move = async (folderId: number | null) => {
    try {
      await moveFiles(http, items.map((i) => i.id), folderId);
      close();
      const name = folderId === null ? NO_FOLDER : tree?.folders.find((f) => f.id === folderId)?.name;
      const what = subjectOf(items, true);
      onMoved(folderId === null ? `Took ${what} out of its folder.` : `Moved ${what} to "${name}".`);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <MoveToDialog
      subject={items.length && tree ? subjectOf(items) : null}
      destinations={tree ? destinations(tree, NO_FOLDER) : []}
      current={sharedFolder(items)}
      error={error}
      onCancel={close}
      onMove={(folderId) => void move(folderId)}
    />
  );
}
