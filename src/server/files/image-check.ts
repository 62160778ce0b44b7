// Is an accepted image really one? The first bytes (sniff.ts) say what a file
// claims to be; these checks make sure it can be shown. Its declared size is
// checked before anything is stored — a 50,000 × 50,000 PNG header is a few
// dozen bytes that would take gigabytes to decode — and the whole image is
// decoded once (libvips, through sharp) while it streams to the storage, so a
// truncated or corrupt image is refused instead of showing as a broken image
// on every page that uses it.
import { ApiError } from '../platform/errors.js';
import type { Dimensions } from './image-size.js';
import { loadSharp } from './sharp-library.js';

/** The most pixels an image may have: 100 megapixels (a 12,000 × 8,000 photo fits; decoding costs ~300 MB at most). */
export const MAX_IMAGE_PIXELS = 100_000_000;

const megapixels = (pixels: number) => `${Math.round(pixels / 1e6).toLocaleString('en-US')} megapixels`;

/** Refuses (422) an image whose header declares more than MAX_IMAGE_PIXELS. */
export function checkPixelCount(dimensions: Dimensions | undefined): void {
  if (!dimensions) return;
  const pixels = dimensions.width * dimensions.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ApiError(
      422,
      `The image is ${dimensions.width.toLocaleString('en-US')} × ${dimensions.height.toLocaleString('en-US')} pixels (${megapixels(pixels)}); images of at most ${megapixels(MAX_IMAGE_PIXELS)} are accepted.`,
      'file',
    );
  }
}

interface DecodeCheck {
  /** Hands the next bytes of the file to the decoder. */
  write(chunk: Buffer): void;
  /** All bytes given: resolves when the image decoded, throws a 422 naming the damage otherwise. */
  finish(): Promise<void>;
  /** The upload failed on its own: drop what the decoder holds. */
  abort(): void;
}

/**
 * A decoder fed while the file streams. Nothing is kept of the decoded
 * pixels (stats() walks them once); a truncated file fails (failOn
 * 'truncated') as does a header that lies about its size (limitInputPixels).
 */
export async function startDecodeCheck(): Promise<DecodeCheck> {
  const decoder = (await loadSharp())({
    failOn: 'truncated',
    limitInputPixels: MAX_IMAGE_PIXELS,
    sequentialRead: true,
  });
  // Attached now, so a decoder whose file was never finished (the upload failed first) rejects into nothing.
  const verdict = decoder.stats().then(
    () => undefined,
    (e: Error) => e,
  );
  return {
    write: (chunk) => void decoder.write(chunk),
    async finish() {
      decoder.end();
      const failure = await verdict;
      if (!failure) return;
      if (/pixel limit/i.test(failure.message))
        throw new ApiError(422, `The image has more than ${megapixels(MAX_IMAGE_PIXELS)}, the most accepted.`, 'file');
      throw new ApiError(
        422,
        `The image is damaged or cut short, so it cannot be shown (${decoderReason(failure)}). Nothing was stored.`,
        'file',
      );
    },
    abort: () => void decoder.destroy(),
  };
}

/** libvips' first line, without the loader's prefix ("VipsJpeg: premature end of JPEG image" → "premature end of JPEG image"). */
function decoderReason(e: Error): string {
  const first = e.message.split('\n')[0].replace(/^Input buffer has corrupt header:\s*/, '');
  return first.replace(/^[A-Za-z_]+:\s*/, '').trim() || 'unreadable';
}
