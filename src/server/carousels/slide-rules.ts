// What a carousel save must hold beyond its schema's shape: a title that is
// not blank, each slide's photo an image of the media library (so the
// library counts the use and refuses deleting it), and a link a visitor can
// follow — a site path or an http(s) URL. Each failure names the slide.
import { sql } from 'kysely';
import type { Queryable } from '../platform/db/executor.js';
import { dialectOf } from '../platform/db/dialect.js';
import { invalid } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import type { CarouselSaveBody } from '../../shared/api/carousel.js';

/** A site path ('/about', not the protocol-relative '//host') or an absolute http(s) URL with a host; '' means no link. */
function isWellFormedLink(link: string): boolean {
  if (link === '') return true;
  if (/[\s<>"\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The library's image URLs among `urls` (Image rows, not deleted). */
async function libraryImages(db: Queryable, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db.all<{ CIntroPhoto: string }>(
    db.builder
      .selectFrom('Content')
      .select('CIntroPhoto')
      .where('CtId', '=', CT.Image)
      .where('CDeleted', '=', dialectOf(db).bool(false))
      .where(sql.ref('CIntroPhoto'), 'in', urls)
      .compile(),
  );
  return new Set(rows.map((r) => r.CIntroPhoto));
}

/** The save with its text trimmed, or a 422 naming the first fault. */
export async function checkedCarousel(db: Queryable, body: CarouselSaveBody): Promise<CarouselSaveBody> {
  const title = body.title.trim();
  if (!title) throw invalid('The carousel needs a title', 'title');
  const slides = body.slides.map((s) => ({
    ...s,
    photo: s.photo.trim(),
    alt: s.alt.trim(),
    caption: s.caption.trim(),
    link: s.link.trim(),
  }));
  const images = await libraryImages(db, [...new Set(slides.map((s) => s.photo))]);
  for (const [i, s] of slides.entries()) {
    if (!images.has(s.photo))
      throw invalid(
        `Slide ${i + 1}: the photo "${s.photo}" is not an image of the media library; choose one from the library`,
        `slides[${i}].photo`,
      );
    if (!isWellFormedLink(s.link))
      throw invalid(
        `Slide ${i + 1}: the link "${s.link}" is neither a site path (/about) nor an http(s) URL`,
        `slides[${i}].link`,
      );
  }
  return { title, slides };
}
