// The image tool's operations on one image, in a fixed order: the EXIF
// orientation applied, crop (in the displayed image's pixels), rotation in
// 90° steps, resize to fit inside a box, then the output format and quality.
// Metadata (EXIF, GPS location, camera, XMP, ICC) is dropped unless asked to
// keep. sharp applies a rotation before an extract when a resize follows, so
// the crop rectangle is turned into the rotated image's coordinates here.
import type { Sharp } from 'sharp';
import type { ConvertBody, ImageFormat } from '../../shared/api/images.js';
import { badRequest } from '../platform/errors.js';
import { KINDS, type FileKind } from '../files/index.js';
import { displayedSize, imageStep, openImage } from '../files/index.js';

export interface Transformed {
  data: Buffer;
  kind: FileKind;
  width: number;
  height: number;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const FORMAT_KINDS: Record<Exclude<ImageFormat, 'keep'>, FileKind> = {
  webp: KINDS.webp,
  avif: KINDS.avif,
  jpeg: KINDS.jpeg,
  png: KINDS.png,
};

const targetKind = (format: ImageFormat | undefined, source: FileKind): FileKind =>
  !format || format === 'keep' ? source : FORMAT_KINDS[format];

/** The crop, checked against the displayed image: a 400 naming both when it reaches outside. */
function checkedCrop(crop: NonNullable<ConvertBody['crop']>, width: number, height: number): Rect {
  if (crop.x + crop.width > width || crop.y + crop.height > height) {
    throw badRequest(
      `The crop (${crop.width} × ${crop.height} at ${crop.x}, ${crop.y}) reaches outside the ${width} × ${height} image.`,
      'crop',
    );
  }
  return { left: crop.x, top: crop.y, width: crop.width, height: crop.height };
}

/** A rectangle of a width × height image, in the coordinates of that image turned `degrees` clockwise. */
function rotatedRect(r: Rect, width: number, height: number, degrees: 0 | 90 | 180 | 270): Rect {
  switch (degrees) {
    case 90:
      return { left: height - r.top - r.height, top: r.left, width: r.height, height: r.width };
    case 180:
      return { left: width - r.left - r.width, top: height - r.top - r.height, width: r.width, height: r.height };
    case 270:
      return { left: r.top, top: width - r.left - r.width, width: r.height, height: r.width };
    default:
      return r;
  }
}

function encode(image: Sharp, kind: FileKind, quality: number | undefined): Sharp {
  switch (kind.ext) {
    case 'jpg':
      return image.jpeg({ quality: quality ?? 82 });
    case 'webp':
      return image.webp({ quality: quality ?? 82 });
    case 'avif':
      return image.avif({ quality: quality ?? 60, effort: 2 });
    case 'png':
      return image.png();
    default:
      return image.gif();
  }
}

export async function transformImage(bytes: Buffer, source: FileKind, ops: ConvertBody): Promise<Transformed> {
  const { width, height } = await displayedSize(bytes);
  const rotate = ops.rotate ?? 0;
  const crop = ops.crop ? rotatedRect(checkedCrop(ops.crop, width, height), width, height, rotate) : undefined;
  const kind = targetKind(ops.format, source);
  let image = (await openImage(bytes)).autoOrient();
  if (rotate) image = image.rotate(rotate);
  if (crop) image = image.extract(crop);
  if (ops.resize) image = image.resize({ width: ops.resize.width, height: ops.resize.height, fit: 'inside' });
  if (ops.keepMetadata) image = image.keepMetadata();
  const { data, info } = await imageStep(() => encode(image, kind, ops.quality).toBuffer({ resolveWithObject: true }));
  return { data, kind, width: info.width, height: info.height };
}
