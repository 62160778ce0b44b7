// Every image the server decodes goes through here: sharp with a pixel limit
// (100 megapixels, as for uploads: a 50,000 × 50,000 PNG header is refused
// before its pixels are allocated)
// and failOn 'error' (a truncated or corrupt file fails instead of decoding
// to grey), and its failures become a 422 naming the problem.
import type { Sharp } from 'sharp';
import { ApiError, invalid } from '../platform/errors.js';
import { MAX_IMAGE_PIXELS } from './image-check.js';
import { loadSharp } from './sharp-library.js';

/** The upload's own limit (files/image-check.ts): whatever the library accepts, the tool can open. */
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;

export async function openImage(bytes: Buffer): Promise<Sharp> {
  return (await loadSharp())(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

/** The width and height as displayed, the EXIF orientation applied. */
export async function displayedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await imageStep(async () => (await openImage(bytes)).metadata());
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw invalid('The image has no width or height that can be read.', 'id');
  return { width, height };
}

/** Runs sharp work; its errors become a 422 (our own ApiErrors pass through). */
export async function imageStep<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const message = e instanceof Error ? e.message : String(e);
    if (/pixel limit/i.test(message))
      throw invalid(
        `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels, more than the image tool works on.`,
        'id',
      );
    throw invalid(`The image cannot be read (it may be truncated or corrupt): ${message.split('\n')[0]}`, 'id');
  }
}
