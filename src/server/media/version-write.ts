// A new version of a library file at the same URL (a replace, the image
// tool's save, a restore). The order keeps every failure clean:
//   1. the new version's variants are made (pixels only, nothing stored);
//   2. under a lock that every instance respects (one at a time, whatever
//      the record), the record is read again and checked: nobody wrote a
//      version meanwhile (else 409, nothing written);
//   3. still under that lock but outside any transaction, the current bytes
//      are copied to their version's own name (<hex>-v<n>.<ext>, never
//      changed after), the variants stored under theirs (new names: nothing
//      served moves) and, last, the new bytes written over the record's URL;
//   4. one short transaction locks the record, checks its version again and
//      records the new facts and the history (audited as a Content update,
//      plus a File event);
//   5. if anything fails, the old bytes go back over the URL (when they had
//      been overwritten) and the names written in 3 are removed — while the
//      lock is still held, so a concurrent save's names are never touched.
// The storage writes stay out of the transaction because on SQLite a
// transaction holds the one writer: an upload to S3 inside it held every
// other write of the product for as long as the upload took.
import { auditEvent } from '../platform/data/audit-events.js';
import type { Actor } from '../platform/data/identity.js';
import type { Executor } from '../platform/db/executor.js';
import { ApiError, conflict } from '../platform/errors.js';
import type { FileKind } from '../files/index.js';
import { isReplaceableName, parseStoredName, storedKey } from '../files/index.js';
import { makeVariants, putVariants } from './variants.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { updateContent } from '../site/index.js';
import { readBytes, type Storage } from '../platform/storage/storage.js';
import type { Focus, MediaVersion } from '../../shared/api/images.js';
import type { MediaDetail } from '../../shared/api/media.js';
import { mediaHistoryOf, versionName } from './media-history.js';
import { mediaItemOf, mediaRow, readMedia } from './media-read.js';
import { auditOf } from './media-write.js';

export interface VersionDeps {
  db: Executor;
  storage: Storage;
}

interface NextBytes {
  bytes: Buffer;
  kind: FileKind;
  width: number | null;
  height: number | null;
  /** How the version was made, for the history and the audit: 'Replaced with "x.jpg"'. */
  note: string;
  /** The focal point of the new bytes; undefined keeps the record's. */
  focus?: Focus | null;
}

const TYPE_NAMES: Record<string, string> = {
  png: 'PNG',
  jpg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  pdf: 'PDF',
  avif: 'AVIF',
};
// The one-key advisory space (db/migrate.ts 7_300_001, db/prepare.ts 7_300_002, the sitemap 7_300_010).
const MEDIA_VERSION_LOCK_KEY = 7_300_011;

export const typeName = (kind: FileKind) => TYPE_NAMES[kind.ext] ?? kind.mime;

export async function writeVersion(deps: VersionDeps, actor: Actor, id: number, next: NextBytes): Promise<MediaDetail> {
  const { db, storage } = deps;
  const found = await mediaRow(db, id);
  const item = mediaItemOf(found, db.dialect);
  const name = item.url.slice('/files/'.length);
  const current = parseStoredName(name);
  if (!current || !isReplaceableName(name))
    throw conflict(`"${item.title}" has no stored file of its own (${item.url}) to write a new version over.`);
  if (current.ext !== next.kind.ext) {
    throw new ApiError(
      415,
      `"${item.title}" is a ${typeName(current)} and its URL (${item.url}) names that type, so only a ${typeName(current)} can take its place; this file is a ${typeName(next.kind)}. Upload it as a new file instead.`,
      'file',
    );
  }
  const hex = name.slice(0, name.indexOf('.'));
  const before = mediaHistoryOf(found, db.dialect);
  const n = before.version;
  const archive = versionName(hex, n, current.ext);
  const focus = next.focus === undefined ? before.focus : next.focus;
  // The pixels' work happens before the lock; its names are only written once it is held.
  const made = next.kind.image ? await makeVariants(next.bytes, focus) : [];
  const written: string[] = [];
  let overwritten = false;
  let old: Buffer = Buffer.alloc(0);
  const undo = async () => {
    if (overwritten) await storage.put(storedKey(name), old, current.mime);
    overwritten = false;
    for (const key of written.splice(0)) await storage.delete(storedKey(key)).catch(() => undefined);
  };
  // Another version won the race: this one writes nothing (its names would be the winner's).
  const refuseIfMoved = (history: { version: number }) => {
    if (history.version !== n)
      throw conflict(`"${item.title}" got a new version while this one was being saved: reload it and try again.`);
  };
  await db.withAdvisoryLock(MEDIA_VERSION_LOCK_KEY, async () => {
    refuseIfMoved(mediaHistoryOf(await mediaRow(db, id), db.dialect));
    // Read under the lock: outside it, the bytes at the URL may be another save's, about to be undone.
    const stored = await readBytes(storage, storedKey(name));
    if (!stored)
      throw conflict(
        `The stored file of "${item.title}" (${item.url}) is missing, so it cannot be kept as an earlier version.`,
      );
    old = stored;
    try {
      written.push(archive);
      await storage.put(storedKey(archive), old, current.mime);
      const variants = await putVariants(storage, made, hex, n + 1, written);
      // Last of the files, so a failure storing the others leaves the URL's bytes as they were.
      overwritten = true;
      await storage.put(storedKey(name), next.bytes, next.kind.mime);
      await db.transaction(async (tx) => {
        const row = await mediaRow(tx, id, true);
        const head = storedJsonObject('Content', row, 'CHeadContent', tx.dialect);
        const history = mediaHistoryOf(row, tx.dialect);
        refuseIfMoved(history);
        const was = mediaItemOf(row, tx.dialect);
        const earlier: MediaVersion = {
          version: n,
          url: `/files/${archive}`,
          type: was.type,
          size: was.size,
          width: was.width,
          height: was.height,
          savedAt: typeof head.versionAt === 'string' ? head.versionAt : was.uploadedAt,
          savedBy: typeof head.versionBy === 'string' ? head.versionBy : was.uploadedBy,
          note: history.note,
          variants: history.variants,
        };
        await updateContent(tx, actor, row, {
          CHeadContent: {
            ...head,
            dWidth: next.width,
            dHeigth: next.height,
            type: next.kind.mime,
            size: next.bytes.length,
            version: n + 1,
            versionNote: next.note,
            versionAt: new Date().toISOString(),
            versionBy: actor.userName,
            focus,
            variants,
            versions: [...history.versions, earlier],
          },
        });
        await auditEvent(tx, {
          type: 'File',
          message: `${next.note.slice(0, 300)}: "${String(row.CTitle).slice(0, 200)}" (${item.url}) is now version ${n + 1} (${next.kind.mime}, ${next.bytes.length} bytes); version ${n} is kept as /files/${archive}`,
          ...auditOf(actor),
        });
      });
    } catch (e) {
      await undo(); // while the lock is still held, so no other version's names are touched
      throw e;
    }
  });
  return readMedia(db, id);
}
