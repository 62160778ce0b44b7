// "Move to…" for one file of the library or the selected ones: the
// destinations are "No folder" and every folder; the move is one
// POST /media-folders/move-files (all or none).
import { useState } from 'react';
import type { MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { MediaItem } from '../../../shared/api/media.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../../api/site-api.js';
import { destinations } from './folder-tree-model.js';
import { moveFiles } from './folders-api.js';
import { MoveToDialog } from './MoveToDialog.js';
import { useText } from '../../i18n/use-text.js';
import type { TranslateFunction } from 'react-admin';

/** The dialog's "Move Harbor to…" / "Move 3 files to…"; `quoted` for the status line. */
const subjectOf = (text: TranslateFunction, items: MediaItem[], quoted = false) =>
  items.length !== 1
    ? text('media.move.files', { smart_count: items.length })
    : quoted
      ? text('media.move.quoted', { title: items[0].title })
      : items[0].title;

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
  const text = useText();
  const noFolder = text('media.move.noFolder');
  const close = () => {
    setError(undefined);
    onClose();
  };
  const move = async (folderId: number | null) => {
    try {
      await moveFiles(
        http,
        items.map((i) => i.id),
        folderId,
      );
      close();
      const name = tree?.folders.find((f) => f.id === folderId)?.name ?? '';
      const what = subjectOf(text, items, true);
      onMoved(folderId === null ? text('media.move.tookOut', { what }) : text('media.move.movedTo', { what, name }));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <MoveToDialog
      subject={items.length && tree ? subjectOf(text, items) : null}
      destinations={tree ? destinations(tree, noFolder) : []}
      current={sharedFolder(items)}
      error={error}
      onCancel={close}
      onMove={(folderId) => void move(folderId)}
    />
  );
}
