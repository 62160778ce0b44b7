// Replacing a library file keeping its URL (PUT /api/v1/mc/media/{id}/file)
// and serving an earlier version again (POST /api/v1/mc/media/{id}/restore):
// both write a new version (version-write.ts), so the history only grows.
import type { Actor } from '../platform/data/identity.js';
import { conflict, notFound } from '../platform/errors.js';
import type { ReceivedFile } from '../files/index.js';
import { parseStoredName, storedKey } from '../files/index.js';
import { readBytes } from '../platform/storage/storage.js';
import type { MediaDetail } from '../../shared/api/media.js';
import { mediaHistoryOf } from './media-history.js';
import { mediaItemOf, mediaRow } from './media-read.js';
import { writeVersion, type VersionDeps } from './version-write.js';

/** The upload was stored under a new name by receiveUpload (sniffed, within the size limit); its bytes become the new version and that name goes. */
export async function replaceMediaFile(
  deps: VersionDeps,
  actor: Actor,
  id: number,
  received: ReceivedFile,
): Promise<MediaDetail> {
  const { saved, originalName } = received;
  const staged = storedKey(saved.name);
  try {
    const bytes = await readBytes(deps.storage, staged);
    if (!bytes) throw conflict('The uploaded file disappeared from the storage before it could be used: try again.');
    return await writeVersion(deps, actor, id, {
      bytes,
      kind: saved.kind,
      width: saved.dimensions?.width ?? null,
      height: saved.dimensions?.height ?? null,
      note: `Replaced with "${originalName}"`,
      focus: null,
    });
  } finally {
    await deps.storage.delete(staged).catch(() => undefined);
  }
}

export async function restoreMediaVersion(
  deps: VersionDeps,
  actor: Actor,
  id: number,
  version: number,
): Promise<MediaDetail> {
  const row = await mediaRow(deps.db, id);
  const history = mediaHistoryOf(row, deps.db.dialect);
  const earlier = history.versions.find((v) => v.version === version);
  if (!earlier) {
    const title = mediaItemOf(row, deps.db.dialect).title;
    if (version === history.version)
      throw conflict(`Version ${version} is already the one "${title}" serves.`, 'version');
    throw notFound(
      `"${title}" has no version ${version}: its earlier versions are ${history.versions.map((v) => v.version).join(', ') || 'none'}.`,
    );
  }
  const name = earlier.url.slice('/files/'.length);
  const kind = parseStoredName(name);
  const bytes = kind && (await readBytes(deps.storage, storedKey(name)));
  if (!kind || !bytes) throw conflict(`The stored bytes of version ${version} (${earlier.url}) are missing.`);
  return writeVersion(deps, actor, id, {
    bytes,
    kind,
    width: earlier.width,
    height: earlier.height,
    note: `Restored version ${version}`,
  });
}
