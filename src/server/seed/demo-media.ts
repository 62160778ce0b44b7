// The demo images as library records (seed, in the seeding transaction) and
// as files (at every start, outside it: the storage is not transactional).
// A start that seeded but stopped before writing the files writes them at
// the next start; a demo image whose record was deleted is not written again.
import type { Executor, Queryable } from '../platform/db/executor.js';
import type { Content } from '../../shared/generated/entities.generated.js';
import { solidPng } from '../files/solid-png.js';
import { storedKey } from '../files/stored-name.js';
import { mediaContentRow } from '../media/media-record.js';
import type { Storage } from '../platform/storage/storage.js';
import { CT } from '../../shared/content-types.js';
import { DEMO_IMAGES, demoImage, demoStoredName, type DemoImage } from './data/demo-images.js';
import { insertRows } from './fixed-records.js';

/** Below the demo items (1000 and up) and above the spec's fixed ids (at most 506). */
const FIRST_DEMO_MEDIA_CID = 900;

const pngOf = (image: DemoImage) => solidPng(image.width, image.height, image.colour);

export async function seedDemoMedia(tx: Queryable, now: string): Promise<void> {
  const rows: Content[] = DEMO_IMAGES.map((image, i) => ({
    CId: FIRST_DEMO_MEDIA_CID + i,
    ...mediaContentRow(
      {
        url: demoImage(image.name),
        original: `${image.name.slice(image.name.lastIndexOf('/') + 1)}.png`,
        mime: 'image/png',
        size: pngOf(image).length,
        width: image.width,
        height: image.height,
        title: image.alt,
        alt: image.alt,
        uploadedBy: 'system',
        folderId: null,
      },
      now,
    ),
  }));
  await insertRows(tx, 'Content', rows, now);
}

/** Writes the file of every demo image that has a record and no file yet. */
export async function storeDemoImages(db: Executor, storage: Storage): Promise<number> {
  const urls = DEMO_IMAGES.map((i) => demoImage(i.name));
  const recorded = await db.all<{ CIntroPhoto: string }>(
    db.builder
      .selectFrom('Content')
      .select('CIntroPhoto')
      .where('CtId', '=', CT.Image)
      .where('CIntroPhoto', 'in', urls)
      .compile(),
  );
  const present = new Set(recorded.map((r) => r.CIntroPhoto));
  let written = 0;
  for (const image of DEMO_IMAGES) {
    if (!present.has(demoImage(image.name))) continue;
    const key = storedKey(demoStoredName(image.name));
    // One look per image rather than listing 'files/', which holds every upload.
    const existing = await storage.get(key);
    existing?.body.destroy();
    if (existing) continue;
    await storage.put(key, pngOf(image), 'image/png');
    written++;
  }
  return written;
}
