// The slides as the carousel tool holds them while they are edited: each
// with a client-side key (for React, drag and drop, and the move buttons),
// dropped when saved (the server numbers the slides by their order).
import type { CarouselSlide } from '../../../shared/api/carousel.js';
import type { MediaItem } from '../../../shared/api/media.js';

export interface EditorSlide extends CarouselSlide {
  key: string;
}

export const withKeys = (slides: readonly CarouselSlide[]): EditorSlide[] =>
  slides.map((s) => ({ ...s, key: globalThis.crypto.randomUUID() }));

export const withoutKeys = (slides: readonly EditorSlide[]): CarouselSlide[] =>
  slides.map(({ key: _key, ...slide }) => slide);

/** A new slide showing a library image, its alt text taken from the library. */
export const slideOf = (item: MediaItem): EditorSlide => ({
  key: globalThis.crypto.randomUUID(),
  photo: item.url,
  alt: item.alt,
  caption: '',
  link: '',
  target: '',
});

/** The list with the slide at `from` moved to `to` (unchanged when `to` is outside it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
