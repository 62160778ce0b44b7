// The image tool's geometry, in the pixels of the image as displayed (its EXIF
// orientation applied, as the server's crop is): aspect presets, keeping a
// crop inside the image, keyboard nudges, and the size the save will give.
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export const ASPECTS = [
  { value: 'free', ratio: null },
  { value: '1:1', ratio: 1 },
  { value: '4:3', ratio: 4 / 3 },
  { value: '16:9', ratio: 16 / 9 },
  { value: '3:2', ratio: 3 / 2 },
] as const;
export type Aspect = (typeof ASPECTS)[number]['value'];

export const ratioOf = (aspect: Aspect): number | null => ASPECTS.find((a) => a.value === aspect)?.ratio ?? null;

const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

/** The largest rectangle of that ratio centred in the image (the whole image when free). */
export function presetRect(ratio: number | null, image: Size): Rect {
  if (!ratio) return { x: 0, y: 0, width: image.width, height: image.height };
  const width = Math.min(image.width, Math.round(image.height * ratio));
  const height = Math.min(image.height, Math.round(width / ratio));
  return { x: Math.floor((image.width - width) / 2), y: Math.floor((image.height - height) / 2), width, height };
}

/** Whole pixels, at least 1 × 1, inside the image. */
export function clampRect(r: Rect, image: Size): Rect {
  const width = clamp(Math.round(r.width), 1, image.width);
  const height = clamp(Math.round(r.height), 1, image.height);
  return {
    x: clamp(Math.round(r.x), 0, image.width - width),
    y: clamp(Math.round(r.y), 0, image.height - height),
    width,
    height,
  };
}

/** A new width (or height) for the crop, the other side following the ratio when one is chosen, kept inside the image. */
export function resized(r: Rect, side: 'width' | 'height', value: number, ratio: number | null, image: Size): Rect {
  let width = side === 'width' ? value : r.width;
  let height = side === 'height' ? value : r.height;
  if (ratio) {
    if (side === 'width') height = width / ratio;
    else width = height * ratio;
    // Keep the ratio when the image's edge stops one side.
    const fit = Math.min(1, image.width / width, image.height / height);
    width *= fit;
    height *= fit;
  }
  return clampRect({ ...r, width, height }, image);
}

/** One key press on the crop box: arrows move it, Shift+arrows resize it (right/down grow, left/up shrink). Undefined for other keys. */
export function nudge(r: Rect, key: string, shift: boolean, ratio: number | null, image: Size): Rect | undefined {
  const step = Math.max(1, Math.round(Math.max(image.width, image.height) / 100));
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return undefined;
  if (!shift) return clampRect({ ...r, x: r.x + move[0], y: r.y + move[1] }, image);
  return move[0]
    ? resized(r, 'width', Math.max(1, r.width + move[0]), ratio, image)
    : resized(r, 'height', Math.max(1, r.height + move[1]), ratio, image);
}

/** The size a save gives: the crop, turned, then fitted inside the resize box (sharp's fit 'inside'). */
export function resultSize(crop: Size, rotate: number, resize: Partial<Size>): Size {
  const turned = rotate === 90 || rotate === 270 ? { width: crop.height, height: crop.width } : crop;
  const scales = [resize.width && resize.width / turned.width, resize.height && resize.height / turned.height].filter(
    (s): s is number => !!s,
  );
  if (!scales.length) return turned;
  const scale = Math.min(...scales);
  return {
    width: Math.max(1, Math.round(turned.width * scale)),
    height: Math.max(1, Math.round(turned.height * scale)),
  };
}
