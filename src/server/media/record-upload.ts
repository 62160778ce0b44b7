// A file just stored becomes a media library record (media-record.ts) in the
// same commit as its audit event, whichever way it arrived (an upload, an
// import from a URL). If that commit fails the stored bytes are deleted, so
// the storage never keeps a file no record names.
import { auditEvent } from '../platform/data/audit-events.js';
import type { Actor } from '../platform/data/identity.js';
import type { Executor } from '../platform/db/executor.js';
import { storedKey } from '../files/stored-name.js';
import type { Storage } from '../platform/storage/storage.js';
import type { StoredFileFacts, UploadRecorder } from '../files/index.js';
import type { Uploaded } from '../../shared/api/ops.js';
import { requireFolder } from './folder-write.js';
import { createMediaRecord } from './media-write.js';

export const recordStoredFile: UploadRecorder = async (
  db: Executor,
  storage: Storage,
  actor: Actor,
  facts: StoredFileFacts,
): Promise<Uploaded> => {
  const { saved, originalName } = facts;
  const url = `/files/${saved.name}`;
  const record = await db
    .transaction(async (tx) => {
      const folderId = facts.folderId ?? null;
      if (folderId !== null) await requireFolder(tx, folderId);
      const item = await createMediaRecord(tx, actor, {
        url,
        original: originalName,
        mime: saved.kind.mime,
        size: saved.size,
        width: saved.dimensions?.width,
        height: saved.dimensions?.height,
        title: titleOf(originalName),
        alt: '',
        uploadedBy: actor.userName,
        folderId,
      });
      await auditEvent(tx, {
        type: 'File',
        message: facts.auditMessage(url),
        userName: actor.userName,
        requestId: actor.requestId,
        impersonator: actor.impersonatorName,
      });
      return item;
    })
    .catch(async (e: unknown) => {
      await storage.delete(storedKey(saved.name)).catch(() => undefined);
      throw e;
    });
  return {
    id: record.id,
    url,
    name: saved.name,
    originalName,
    size: saved.size,
    type: saved.kind.mime,
    ...(saved.dimensions ? { width: saved.dimensions.width, height: saved.dimensions.height } : {}),
  };
};

/** A new record's title: the file name without its extension ("Team photo.png" → "Team photo"). */
export function titleOf(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  return (dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 400);
}
