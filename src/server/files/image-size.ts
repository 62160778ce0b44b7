// Width and height of an image, read from its header (no decoding). Each
// reader returns undefined when the header is cut short or malformed; the
// upload then simply has no dimensions.
import type { FileKind } from './sniff.js';

export interface Dimensions {
  width: number;
  height: number;
}

/** How much of the file's start is read for its dimensions (a JPEG's frame header follows its metadata segments). */
export const DIMENSION_BYTES = 1024 * 1024;

export function imageSize(kind: FileKind, head: Buffer): Dimensions | undefined {
  try {
    switch (kind.ext) {
      case 'png':
        return valid(head.readUInt32BE(16), head.readUInt32BE(20));
      case 'gif':
        return valid(head.readUInt16LE(6), head.readUInt16LE(8));
      case 'webp':
        return webpSize(head);
      case 'jpg':
        return jpegSize(head);
      default:
        return undefined;
    }
  } catch {
    return undefined; // RangeError: the header is shorter than it says
  }
}

function valid(width: number, height: number): Dimensions | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

// WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended).
function webpSize(b: Buffer): Dimensions | undefined {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return valid(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = b.readUInt32LE(21);
    return valid(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes) then the start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return valid(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  return undefined;
}

// JPEG: walk the segments to the first start-of-frame marker (SOF0–SOF15 except DHT 0xC4, JPG 0xC8, DAC 0xCC).
function jpegSize(b: Buffer): Dimensions | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return valid(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    }
    if (marker === 0xda || length < 2) return undefined; // image data began without a frame header
    at += 2 + length;
  }
  return undefined;
}
