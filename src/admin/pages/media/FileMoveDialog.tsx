// "Move to…" for one file of the library: the destinations are "No folder"
// and every folder; the move is POST /media-folders/move-files.
import { useState } from 'react';
import type { MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { MediaItem } from '../../../shared/api/media.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../site/shared/site-api.js';
import { destinations } from './folder-tree-model.js';
import { moveFiles } from './folders-api.js';
import { MoveToDialog } from './MoveToDialog.js';

export const NO_FOLDER = 'No folder';

interface Props {
  http: HttpClient;
  tree: MediaFolderTree | undefined;
  item: MediaItem | null;
  onClose: () => void;
  onMoved: (notice: string) => void;
}

export function FileMoveDialog({ http, tree, item, onClose, onMoved }: Props) {
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const move = async (folderId: number | null) => {
    try {
      await moveFiles(http, [item!.id], folderId);
      close();
      const name = folderId === null ? NO_FOLDER : tree?.folders.find((f) => f.id === folderId)?.name;
      onMoved(folderId === null ? `Took "${item!.title}" out of its folder.` : `Moved "${item!.title}" to "${name}".`);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <MoveToDialog
      subject={item && tree ? item.title : null}
      destinations={tree ? destinations(tree, NO_FOLDER) : []}
      current={item?.folderId ?? null}
      error={error}
      onCancel={close}
      onMove={(folderId) => void move(folderId)}
    />
  );
}
