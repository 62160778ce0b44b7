import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.js';
import { sniff } from './sniff.js';
import { solidPng } from './solid-png.js';

/** The chunks of a PNG, each with whether its CRC matches. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crcOk = png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length));
    out.push({ type, data, crcOk });
    at += 12 + length;
  }
  return out;
}

describe('solidPng', () => {
  it('makes a PNG the upload sniffing accepts, with the asked size', () => {
    const png = solidPng(16, 9, [10, 20, 30]);
    const kind = sniff(png);
    expect(kind?.mime).toBe('image/png');
    expect(imageSize(kind!, png)).toEqual({ width: 16, height: 9 });
  });

  it('writes IHDR, IDAT and IEND with correct CRCs, and rows of filter 0 and the colour', () => {
    const png = solidPng(3, 2, [200, 100, 50]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    expect([...parts[0].data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    const row = [0, 200, 100, 50, 200, 100, 50, 200, 100, 50];
    expect([...inflateSync(parts[1].data)]).toEqual([...row, ...row]);
  });

  it('refuses sizes that are not whole pixels or are out of range', () => {
    expect(() => solidPng(0, 1, [0, 0, 0])).toThrow(RangeError);
    expect(() => solidPng(1.5, 1, [0, 0, 0])).toThrow(RangeError);
    expect(() => solidPng(5000, 1, [0, 0, 0])).toThrow(RangeError);
  });
});
