// The folder side of /folder-organization: the tree with its counts, the
// folder actions (new, rename, move, delete) for the selected folder, and
// what a drop on the tree does (files into a folder, a folder under
// another). Every change goes to the server; the tree and the files are then
// read again, so the counts are the server's.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { MediaFolder, MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../../api/site-api.js';
import { DeleteFolderDialog, FolderNameDialog } from './FolderDialogs.js';
import { destinations, type TreeRow } from './folder-tree-model.js';
import { createFolder, deleteFolder, moveFiles, saveFolder, type FolderSelection } from './folders-api.js';
import { FolderTree } from './FolderTree.js';
import type { Dragged } from './media-drag.js';
import { MoveToDialog } from './MoveToDialog.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  http: HttpClient;
  tree: MediaFolderTree;
  selected: FolderSelection;
  onSelect: (selection: FolderSelection) => void;
  /** After any change: read the tree and the files again. */
  onChanged: () => void;
  /** A sentence for the screen's status line (and screen readers). */
  onNotice: (text: string) => void;
}

/** The panel's place beside the files, the same while the tree is read: the files never move sideways when it comes. */
export const FOLDER_PANEL_PLACE = { width: { xs: '100%', md: 260 }, flexShrink: 0 } as const;

type Naming = { mode: 'create'; parentId: number | null } | { mode: 'rename'; folder: MediaFolder };

export function FolderPanel({ http, tree, selected, onSelect, onChanged, onNotice }: Props) {
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<MediaFolder | null>(null);
  const [moving, setMoving] = useState<MediaFolder | null>(null);
  const [error, setError] = useState<string>();
  const text = useText();
  const topLevel = text('media.folders.topLevel');
  const folder = typeof selected === 'number' ? tree.folders.find((f) => f.id === selected) : undefined;
  const nameOf = (id: number | null) =>
    id === null ? topLevel : (tree.folders.find((f) => f.id === id)?.name ?? String(id));

  /** Runs a change; on success closes its dialog and says what happened, on failure shows the server's message. */
  const run = async (change: () => Promise<string>, close: () => void) => {
    try {
      const notice = await change();
      setError(undefined);
      close();
      onChanged();
      onNotice(notice);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const open = (show: () => void) => {
    setError(undefined);
    show();
  };

  const saveName = (name: string) =>
    void run(
      async () => {
        if (naming?.mode === 'rename') {
          await saveFolder(http, naming.folder.id, { name });
          return text('media.folders.renamed', { old: naming.folder.name, name });
        }
        const made = await createFolder(http, { name, parentId: naming?.mode === 'create' ? naming.parentId : null });
        onSelect(made.id);
        return text('media.folders.made', { name: made.name });
      },
      () => setNaming(null),
    );

  const drop = (dragged: Dragged, target: TreeRow) => {
    const folderId = target.folder?.id ?? null;
    if ('files' in dragged) {
      void run(
        async () => {
          const { moved } = await moveFiles(http, dragged.files, folderId);
          const files = text('media.folders.files', { smart_count: moved });
          return folderId === null
            ? text('media.folders.filesUnfiled', { files })
            : text('media.folders.filesMovedTo', { files, name: target.label });
        },
        () => undefined,
      );
    } else if (target.key !== 'unfiled' && dragged.folder !== folderId) {
      void run(
        async () => {
          await saveFolder(http, dragged.folder, { parentId: folderId });
          const moved = nameOf(dragged.folder);
          return folderId === null
            ? text('media.folders.folderMovedTop', { folder: moved })
            : text('media.folders.folderMovedTo', { folder: moved, name: target.label });
        },
        () => undefined,
      );
    }
  };

  return (
    <Box component="nav" aria-label={text('media.folders.panel')} sx={FOLDER_PANEL_PLACE}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => open(() => setNaming({ mode: 'create', parentId: folder?.id ?? null }))}
        >
          {text('media.folders.newFolder')}
        </Button>
        <Button
          size="small"
          disabled={!folder}
          onClick={() => folder && open(() => setNaming({ mode: 'rename', folder }))}
        >
          {text('media.folders.rename')}
        </Button>
        <Button size="small" disabled={!folder} onClick={() => folder && open(() => setMoving(folder))}>
          {text('media.folders.moveTo')}
        </Button>
        <Button size="small" color="error" disabled={!folder} onClick={() => folder && open(() => setDeleting(folder))}>
          {text('media.folders.delete')}
        </Button>
      </Box>
      {folder && (
        <Typography variant="caption" component="p" sx={{ mb: 1 }}>
          {text('media.folders.actionsApply', { name: folder.name })}
        </Typography>
      )}
      {error && !naming && !deleting && !moving && (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      <FolderTree tree={tree} selected={selected} onSelect={onSelect} onDrop={drop} />
      <FolderNameDialog
        title={
          naming
            ? naming.mode === 'rename'
              ? text('media.folders.renameHeading', { name: naming.folder.name })
              : text('media.folders.newIn', { name: nameOf(naming.parentId) })
            : null
        }
        initial={naming?.mode === 'rename' ? naming.folder.name : ''}
        action={naming?.mode === 'rename' ? text('media.folders.rename') : text('media.folders.create')}
        error={error}
        onCancel={() => setNaming(null)}
        onSave={saveName}
      />
      <MoveToDialog
        subject={moving ? text('media.folders.theFolder', { name: moving.name }) : null}
        destinations={moving ? destinations(tree, topLevel, moving.id) : []}
        current={moving?.parentId ?? null}
        error={error}
        onCancel={() => setMoving(null)}
        onMove={(parentId) =>
          void run(
            async () => {
              await saveFolder(http, moving!.id, { parentId });
              return parentId === null
                ? text('media.folders.folderMovedTop', { folder: moving!.name })
                : text('media.folders.folderMovedTo', { folder: moving!.name, name: nameOf(parentId) });
            },
            () => setMoving(null),
          )
        }
      />
      <DeleteFolderDialog
        name={deleting?.name ?? null}
        error={error}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void run(
            async () => {
              await deleteFolder(http, deleting!.id);
              if (selected === deleting!.id) onSelect(deleting!.parentId ?? 'all');
              return text('media.folders.deleted', { name: deleting!.name });
            },
            () => setDeleting(null),
          )
        }
      />
    </Box>
  );
}
