// POST /api/v1/mc/file/convert: the image tool's save. The library image's
// current bytes are transformed (transform.ts); in the same format the result
// is a new version at the same URL (the original kept: media/version-write.ts),
// in another format a new record (derived-record.ts).
import type { Actor } from '../platform/data/identity.js';
import { ApiError, conflict } from '../platform/errors.js';
import { parseStoredName, storedKey } from '../files/index.js';
import { mediaHistoryOf } from '../media/index.js';
import { mediaItemOf, mediaRow } from '../media/index.js';
import { writeVersion, type VersionDeps } from '../media/index.js';
import { readBytes } from '../platform/storage/storage.js';
import type { ConvertBody } from '../../shared/api/images.js';
import type { MediaDetail } from '../../shared/api/media.js';
import { createDerivedRecord } from './derived-record.js';
import { transformImage, type Transformed } from './transform.js';

interface Converted {
  detail: MediaDetail;
  /** True when the result is a new record (another format). */
  created: boolean;
}

/** What the save did, for the version history and the audit. */
function describeEdit(ops: ConvertBody, out: Transformed): string {
  const steps = [
    ops.crop && `cropped to ${ops.crop.width} × ${ops.crop.height} at ${ops.crop.x}, ${ops.crop.y}`,
    ops.rotate && `rotated ${ops.rotate}°`,
    ops.resize && `resized to ${out.width} × ${out.height}`,
    ops.focus && `focal point at ${Math.round(ops.focus.x * 100)}%, ${Math.round(ops.focus.y * 100)}%`,
    ops.format && ops.format !== 'keep' && `converted to ${out.kind.mime}`,
    ops.quality && `quality ${ops.quality}`,
    ops.keepMetadata ? 'metadata kept' : 'metadata stripped',
  ].filter(Boolean);
  return `Edited in the image tool: ${steps.join(', ')}`;
}

export async function convertImage(deps: VersionDeps, actor: Actor, ops: ConvertBody): Promise<Converted> {
  const row = await mediaRow(deps.db, ops.id);
  const item = mediaItemOf(row, deps.db.dialect);
  const name = item.url.slice('/files/'.length);
  const source = parseStoredName(name);
  if (item.kind !== 'image' || !source?.image)
    throw new ApiError(
      415,
      `"${item.title}" is not an image (${item.type}): the image tool works on PNG, JPEG, GIF, WebP and AVIF images.`,
      'id',
    );
  const bytes = await readBytes(deps.storage, storedKey(name));
  if (!bytes) throw conflict(`The stored file of "${item.title}" (${item.url}) is missing.`);
  const out = await transformImage(bytes, source, ops);
  // A crop or a rotation moves every point: an earlier focal point no longer means anything.
  const focus = ops.focus ?? (ops.crop || ops.rotate ? null : mediaHistoryOf(row, deps.db.dialect).focus);
  const note = describeEdit(ops, out);
  if (out.kind.ext !== source.ext)
    return { detail: await createDerivedRecord(deps, actor, item, out, focus, note), created: true };
  return {
    detail: await writeVersion(deps, actor, ops.id, {
      bytes: out.data,
      kind: out.kind,
      width: out.width,
      height: out.height,
      note,
      focus,
    }),
    created: false,
  };
}
