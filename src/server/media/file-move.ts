// Moving files into a folder (or out of every folder): one transaction for
// all of them, each record's change audited like any Content update. An
// unknown file or folder refuses the whole call (404), so nothing moves half.
import type { Actor } from '../platform/data/identity.js';
import type { Executor } from '../platform/db/executor.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { updateContent } from '../site/index.js';
import type { MediaFileMoveBody, MediaFileMoveResult } from '../../shared/api/media-folders.js';
import { lockFolderTree, requireFolder } from './folder-write.js';
import { mediaItemOf, mediaRow } from './media-read.js';

export async function moveFiles(db: Executor, actor: Actor, body: MediaFileMoveBody): Promise<MediaFileMoveResult> {
  return db.transaction(async (tx) => {
    if (body.folderId === null) await lockFolderTree(tx);
    else await requireFolder(tx, body.folderId);
    let moved = 0;
    for (const id of body.ids) {
      const before = await mediaRow(tx, id, true);
      if (mediaItemOf(before, tx.dialect).folderId === body.folderId) continue;
      await updateContent(tx, actor, before, {
        CHeadContent: {
          ...storedJsonObject('Content', before, 'CHeadContent', tx.dialect),
          folderId: body.folderId,
        },
      });
      moved++;
    }
    return { moved };
  });
}
