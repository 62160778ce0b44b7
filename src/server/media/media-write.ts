// Writing the media library: a record for each stored file (with the upload),
// a new title or alt text, and deletion — refused while any page uses the
// file, naming the pages. Each write is one transaction with its audit rows;
// the stored bytes are removed only after the record's deletion committed
// (the other order could leave a record whose file is gone).
import { auditEvent } from '../platform/data/audit-events.js';
import { emitDomainEvent } from '../platform/data/domain-events.js';
import { auditWrite } from '../platform/data/audit.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { conflict } from '../platform/errors.js';
import { parseStoredName, storedKey } from '../files/index.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { updateContent } from '../site/index.js';
import type { Storage } from '../platform/storage/storage.js';
import type { MediaDetail, MediaItem, MediaSaveBody } from '../../shared/api/media.js';
import { mediaItemOf, mediaRow, mediaUsage, readMedia } from './media-read.js';
import { insertContent } from './content-insert.js';
import { mediaContentRow, type MediaFacts } from './media-record.js';

export const auditOf = (actor: Actor) => ({
  userName: actor.userName,
  requestId: actor.requestId,
  impersonator: actor.impersonatorName,
});

/** Inserts the record of a file just stored, in the caller's transaction. */
export async function createMediaRecord(tx: Queryable, actor: Actor, facts: MediaFacts): Promise<MediaItem> {
  const item = mediaItemOf(
    await insertContent(tx, actor, mediaContentRow(facts, new Date().toISOString())),
    tx.dialect,
  );
  await mediaChanged(tx, 'created', item.id, facts.url);
  return item;
}

/** Webhooks (issue 45): told in the write's transaction. */
const mediaChanged = (tx: Queryable, action: 'created' | 'updated' | 'deleted', id: number, url: unknown) =>
  emitDomainEvent(tx, 'media.changed', { action, CId: id, url: url ?? null });

export async function saveMedia(db: Executor, actor: Actor, id: number, body: MediaSaveBody): Promise<MediaDetail> {
  await db.transaction(async (tx) => {
    const before = await mediaRow(tx, id, true);
    const head = storedJsonObject('Content', before, 'CHeadContent', tx.dialect);
    await updateContent(tx, actor, before, {
      ...(body.title !== undefined ? { CTitle: body.title.trim() || String(before.CTitle) } : {}),
      ...(body.alt !== undefined ? { CHeadContent: { ...head, alt: body.alt.trim() } } : {}),
    });
    await mediaChanged(tx, 'updated', id, before.CIntroPhoto);
  });
  return readMedia(db, id);
}

export async function deleteMedia(db: Executor, storage: Storage, actor: Actor, id: number): Promise<void> {
  const url = await db.transaction(async (tx) => {
    const before = await mediaRow(tx, id, true);
    const fileUrl = String(before.CIntroPhoto);
    const uses = await mediaUsage(tx, fileUrl, id);
    if (uses.length) {
      const names = uses.map(
        (u) => `"${u.CTitle}"${u.CSeoUrl ? ` (${u.CSeoUrl})` : ''}${u.removed ? ' (removed)' : ''}`,
      );
      throw conflict(
        `"${String(before.CTitle)}" is used by ${uses.length === 1 ? 'one page' : `${uses.length} pages`}, which would show a broken ${mediaItemOf(before, tx.dialect).kind === 'image' ? 'image' : 'link'}: ${names.join(', ')}. Take it out of ${uses.length === 1 ? 'that page' : 'those pages'} first.`,
      );
    }
    await tx.run(tx.builder.deleteFrom('Content').where('CId', '=', id).compile());
    await auditWrite(tx, actor, entity('Content'), 'Delete', [id], before, undefined);
    await mediaChanged(tx, 'deleted', id, fileUrl);
    await auditEvent(tx, {
      type: 'File',
      message: `Deleted "${String(before.CTitle).slice(0, 200)}" (${fileUrl}) from the media library`,
      ...auditOf(actor),
    });
    return fileUrl;
  });
  // The file, its earlier versions and its variants all start with the record's stored name's hex (media-history.ts).
  const name = url.slice('/files/'.length);
  if (parseStoredName(name))
    for (const key of await storage.list(storedKey(name.slice(0, name.indexOf('.'))))) await storage.delete(key);
}
