// Reading carousels: Content rows of type Image_Carousel (21) whose slides
// are their ContentBlock rows in CbSortOrder (docs/decisions/0040-carousel-tool-and-library-pickers.md),
// and the pages that show one through a block's CIdChild. Carousels
// are shared by everyone with maintenance access, like the media library
// their photos come from, so a Maintenance User's content scope does not
// narrow them.
import type { Queryable, Row } from '../platform/db/executor.js';
import { dialectOf } from '../platform/db/dialect.js';
import { decodeRow, storedStamp } from '../platform/data/codec.js';
import { notFound } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import type {
  Carousel,
  CarouselPlacement,
  CarouselSlide,
  CarouselSummary,
  LinkTarget,
} from '../../shared/api/carousel.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The carousel's Content row, or a 404; `forUpdate` locks it (PostgreSQL) for a write in the caller's transaction. */
export async function carouselRow(db: Queryable, id: number, forUpdate = false): Promise<Row> {
  let q = db.builder
    .selectFrom('Content')
    .selectAll()
    .where('CId', '=', id)
    .where('CtId', '=', CT.Image_Carousel)
    .where('CDeleted', '=', dialectOf(db).bool(false));
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  const row = await db.first(q.compile());
  if (!row) throw notFound(`Carousel ${id} was not found`);
  return row;
}

export async function slideRows(db: Queryable, id: number): Promise<Row[]> {
  return db.all(
    db.builder
      .selectFrom('ContentBlock')
      .selectAll()
      .where('CId', '=', id)
      .orderBy('CbSortOrder')
      .orderBy('CbId')
      .compile(),
  );
}

function slideOf(row: Row): CarouselSlide {
  return {
    photo: text(row.CbPhoto),
    alt: text(row.CbPhotoAltText),
    caption: text(row.CbPhotoCaption),
    link: text(row.CbLink),
    target: text(row.CbLinkTarget) as LinkTarget,
  };
}

/** The pages whose blocks show the carousel; pages in the bin count (restoring one must not bring back an empty block). */
export async function carouselPlacements(db: Queryable, id: number): Promise<CarouselPlacement[]> {
  const rows = await db.all<{ CId: number; CTitle: string; CSeoUrl: string | null; CDeleted: unknown }>(
    db.builder
      .selectFrom('ContentBlock as b')
      .innerJoin('Content as c', 'c.CId', 'b.CId')
      .select(['c.CId', 'c.CTitle', 'c.CSeoUrl', 'c.CDeleted'])
      .distinct()
      .where('b.CIdChild', '=', id)
      .orderBy('c.CId')
      .compile(),
  );
  return rows.map((row) => {
    const r = decodeRow('Content', row, db.dialect);
    return { CId: r.CId, CTitle: r.CTitle, CSeoUrl: r.CSeoUrl, removed: r.CDeleted === true };
  });
}

export async function readCarousel(db: Queryable, id: number): Promise<Carousel> {
  const row = await carouselRow(db, id);
  const slides = await slideRows(db, id);
  return {
    id,
    title: String(row.CTitle),
    slides: slides.map(slideOf),
    placedIn: await carouselPlacements(db, id),
    modifiedAt: storedStamp('Content', row, 'CLastModified', db.dialect),
  };
}

/** Every carousel by title, with its slide count and first photo (carousels are few: no paging). */
export async function listCarousels(db: Queryable): Promise<CarouselSummary[]> {
  const rows = await db.all<{ CId: number; CTitle: string; CLastModified: unknown }>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CLastModified'])
      .where('CtId', '=', CT.Image_Carousel)
      .where('CDeleted', '=', dialectOf(db).bool(false))
      .orderBy('CTitle')
      .orderBy('CId')
      .compile(),
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.CId));
  const slides = await db.all<{ CId: number; CbPhoto: string | null }>(
    db.builder
      .selectFrom('ContentBlock')
      .select(['CId', 'CbPhoto'])
      .where('CId', 'in', ids)
      .orderBy('CId')
      .orderBy('CbSortOrder')
      .orderBy('CbId')
      .compile(),
  );
  const byCarousel = new Map<number, string[]>();
  for (const s of slides) byCarousel.set(Number(s.CId), [...(byCarousel.get(Number(s.CId)) ?? []), s.CbPhoto ?? '']);
  return rows.map((r) => {
    const photos = byCarousel.get(Number(r.CId)) ?? [];
    return {
      id: Number(r.CId),
      title: r.CTitle,
      slideCount: photos.length,
      firstPhoto: photos[0] || null,
      modifiedAt: storedStamp('Content', r, 'CLastModified', db.dialect),
    };
  });
}
