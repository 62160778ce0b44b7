// The responsive variants of one version of an image, made once when the
// version is written and kept beside it under names that never change
// (files/<hex>-v<n>-w<width>.webp, -s<side>.webp): WebP at the widths 320,
// 640, 1280 and 1920 no wider than the image (the image's own width when it
// is narrower than all of them), and one square cut around the focal point.
import type { Focus, MediaVariant } from '../../shared/api/images.js';
import type { Storage } from '../platform/storage/storage.js';
import { displayedSize, imageStep, loadSharp, openImage, storedKey } from '../files/index.js';

const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
const SQUARE_SIDE = 320;
// effort 2 of 6: a third of the default's encoding time for a 1920-wide WebP, a few per cent larger (bench/image-variants.ts).
const WEBP = { quality: 80, effort: 2 };

interface Variant {
  /** Added to '<hex>-v<n>' to make the stored name. */
  suffix: string;
  data: Buffer;
  width: number;
  height: number;
  square: boolean;
}

const variantWidths = (width: number): number[] => {
  const fitting = VARIANT_WIDTHS.filter((w) => w <= width);
  return fitting.length ? fitting : [width];
};

/** The square of side min(width, height) centred on the focal point (the centre without one), kept inside the image. */
function squareAround(width: number, height: number, focus: Focus | null) {
  const side = Math.min(width, height);
  const at = (fraction: number, length: number) =>
    Math.min(Math.max(Math.round(fraction * length - side / 2), 0), length - side);
  return { left: at(focus?.x ?? 0.5, width), top: at(focus?.y ?? 0.5, height), width: side, height: side };
}

/**
 * All variants of the image. The source is decoded once, at the largest
 * variant's width (a JPEG decodes straight at 1/2, 1/4 or 1/8 of its size:
 * shrink-on-load), and every variant is made from those pixels, so a
 * 12-megapixel photo is decoded once and never at full size
 * (bench/image-variants.ts).
 */
export async function makeVariants(bytes: Buffer, focus: Focus | null): Promise<Variant[]> {
  const { width, height } = await displayedSize(bytes);
  const widths = variantWidths(width);
  return imageStep(async () => {
    const sharp = await loadSharp();
    const base = await (
      await openImage(bytes)
    )
      .autoOrient()
      .resize({ width: widths[widths.length - 1] })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromBase = () =>
      sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });
    const sized = widths.map(async (w): Promise<Variant> => {
      const { data, info } = await fromBase().resize({ width: w }).webp(WEBP).toBuffer({ resolveWithObject: true });
      return { suffix: `-w${w}`, data, width: info.width, height: info.height, square: false };
    });
    const square = (async (): Promise<Variant> => {
      const side = Math.min(SQUARE_SIDE, Math.min(width, height));
      // The square around the focal point, in the base's pixels.
      const region = squareAround(base.info.width, base.info.height, focus);
      const { data, info } = await fromBase()
        .extract(region)
        .resize({ width: side, height: side })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      return { suffix: `-s${side}`, data, width: info.width, height: info.height, square: true };
    })();
    return Promise.all([...sized, square]);
  });
}

/**
 * Stores the variants made for version `version` of the file '<hex>.<ext>'.
 * Each stored name is pushed to `written` as soon as it exists, so a caller
 * whose write fails later removes them all.
 */
export async function putVariants(
  storage: Storage,
  made: Variant[],
  hex: string,
  version: number,
  written: string[],
): Promise<MediaVariant[]> {
  const listed: MediaVariant[] = [];
  for (const v of made) {
    const name = `${hex}-v${version}${v.suffix}.webp`;
    written.push(name);
    await storage.put(storedKey(name), v.data, 'image/webp');
    listed.push({ url: `/files/${name}`, width: v.width, height: v.height, square: v.square });
  }
  return listed;
}
