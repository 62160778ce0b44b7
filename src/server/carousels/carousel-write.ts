// Writing carousels: create, save (title and every slide replaced) and
// delete, each one transaction whose every row goes through the generic
// single-record writes (field rules, an audit entry per row). Carousels are
// shared like the media library (carousel-read.ts), so the writes are
// trusted past the content scope once requireMaintenanceAccess let the
// caller in. A carousel a page shows cannot be deleted.
import type { Actor } from '../platform/data/identity.js';
import type { Executor } from '../platform/db/executor.js';
import { EditTransaction } from '../editor/index.js';
import { conflict } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import type { Carousel, CarouselSaveBody, CarouselSlide } from '../../shared/api/carousel.js';
import { carouselPlacements, carouselRow, readCarousel, slideRows } from './carousel-read.js';
import { checkedCarousel } from './slide-rules.js';

const TRUSTED = { trusted: true };

const slideFields = (slide: CarouselSlide, order: number) => ({
  CbSortOrder: order,
  CbPhoto: slide.photo,
  CbPhotoAltText: slide.alt || null,
  CbPhotoCaption: slide.caption || null,
  CbLink: slide.link || null,
  CbLinkTarget: slide.target || null,
});

/** The slides in order onto the carousel's blocks: the first ones updated in place, the rest added, the surplus deleted. */
async function replaceSlides(w: EditTransaction, id: number, slides: CarouselSlide[]) {
  const existing = await slideRows(w.tx, id);
  for (const [i, slide] of slides.entries()) {
    const fields = slideFields(slide, i + 1);
    const block = existing[i];
    if (block) await w.update('ContentBlock', [block.CbId], fields, TRUSTED);
    else await w.insert('ContentBlock', { ...fields, CId: id }, TRUSTED);
  }
  for (const block of existing.slice(slides.length)) await w.delete('ContentBlock', [block.CbId], TRUSTED);
}

export async function createCarousel(db: Executor, actor: Actor, body: CarouselSaveBody): Promise<Carousel> {
  const id = await db.transaction(async (tx) => {
    const save = await checkedCarousel(tx, body);
    const w = new EditTransaction(tx, actor);
    const row = await w.insert('Content', { CtId: CT.Image_Carousel, CTitle: save.title, CDeleted: false }, TRUSTED);
    const cId = Number(row.CId);
    await replaceSlides(w, cId, save.slides);
    return cId;
  });
  return readCarousel(db, id);
}

export async function saveCarousel(db: Executor, actor: Actor, id: number, body: CarouselSaveBody): Promise<Carousel> {
  await db.transaction(async (tx) => {
    await carouselRow(tx, id, true);
    const save = await checkedCarousel(tx, body);
    const w = new EditTransaction(tx, actor);
    await replaceSlides(w, id, save.slides);
    // Always touched: CLastModified says when the carousel (slides included) last changed.
    await w.update('Content', [id], { CTitle: save.title, CLastModified: new Date().toISOString() }, TRUSTED);
  });
  return readCarousel(db, id);
}

export async function deleteCarousel(db: Executor, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await carouselRow(tx, id, true);
    const pages = await carouselPlacements(tx, id);
    if (pages.length) {
      const names = pages.map(
        (p) => `"${p.CTitle}"${p.CSeoUrl ? ` (${p.CSeoUrl})` : ''}${p.removed ? ' (removed)' : ''}`,
      );
      throw conflict(
        `The carousel "${String(row.CTitle)}" is shown by ${pages.length === 1 ? 'one page' : `${pages.length} pages`}: ${names.join(', ')}. Take it out of ${pages.length === 1 ? 'that page' : 'those pages'} first.`,
      );
    }
    const w = new EditTransaction(tx, actor);
    for (const block of await slideRows(tx, id)) await w.delete('ContentBlock', [block.CbId], TRUSTED);
    await w.delete('Content', [id], TRUSTED);
  });
}
