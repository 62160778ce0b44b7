// An image converted to another format becomes a new library record: the
// record's URL names its type (/files/<hex>.<ext>, served with the type of
// the extension), so a WebP cannot become a version of a JPEG's URL, and
// pages using the JPEG keep it. The new record keeps the title (with the
// format added), alt text and folder, and points back with derivedFrom.
import { auditEvent } from '../platform/data/audit-events.js';
import type { Actor } from '../platform/data/identity.js';
import { newStoredName, storedKey } from '../files/stored-name.js';
import { readMedia } from '../media/media-read.js';
import { auditOf, createMediaRecord } from '../media/media-write.js';
import { typeName, type VersionDeps } from '../media/version-write.js';
import type { Focus } from '../../shared/api/images.js';
import type { MediaDetail, MediaItem } from '../../shared/api/media.js';
import type { Transformed } from './transform.js';
import { makeVariants, putVariants } from '../media/index.js';

export async function createDerivedRecord(
  deps: VersionDeps,
  actor: Actor,
  from: MediaItem,
  out: Transformed,
  focus: Focus | null,
  note: string,
): Promise<MediaDetail> {
  const { db, storage } = deps;
  const name = newStoredName(out.kind);
  const url = `/files/${name}`;
  const written = [name];
  try {
    await storage.put(storedKey(name), out.data, out.kind.mime);
    const variants = await putVariants(
      storage,
      await makeVariants(out.data, focus),
      name.slice(0, name.indexOf('.')),
      1,
      written,
    );
    const item = await db.transaction(async (tx) => {
      const record = await createMediaRecord(tx, actor, {
        url,
        original: from.originalName,
        mime: out.kind.mime,
        size: out.data.length,
        width: out.width,
        height: out.height,
        title: `${from.title} (${typeName(out.kind)})`.slice(0, 400),
        alt: from.alt,
        uploadedBy: actor.userName,
        folderId: from.folderId,
        extra: { versionNote: note, focus, variants, derivedFrom: from.id },
      });
      await auditEvent(tx, {
        type: 'File',
        message: `${note.slice(0, 300)}: "${from.title.slice(0, 200)}" (${from.url}) converted to ${url} (${out.kind.mime}, ${out.data.length} bytes)`,
        ...auditOf(actor),
      });
      return record;
    });
    return await readMedia(db, item.id);
  } catch (e) {
    for (const key of written) await storage.delete(storedKey(key)).catch(() => undefined);
    throw e;
  }
}
