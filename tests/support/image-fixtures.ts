// Real images for the image tool's and the replace's tests, made with sharp,
// and the library calls those tests share (real multipart through the app).
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { fileUpload } from './multipart.js';

/** A width × height image whose left half is red and right half blue, so crops and rotations can be told apart. */
export async function halves(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const left = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
  return image[format]().toBuffer();
}

/** A JPEG carrying a camera make and a GPS position in its EXIF, as a phone photo does. */
export async function photoWithLocation(width: number, height: number): Promise<Buffer> {
  return sharp(await halves(width, height))
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

export const exifText = async (bytes: Buffer) => (await sharp(bytes).metadata()).exif?.toString('latin1') ?? '';

/** The colour of one pixel (r, g, b) of an image. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

interface Stored {
  id: number;
  url: string;
}

export async function uploadTo(t: TestApp, name: string, bytes: Buffer): Promise<Stored> {
  const body = fileUpload(name, bytes);
  const res = await t.call(t.adminToken, {
    method: 'POST',
    url: '/api/v1/mc/file',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Stored;
}

/** The public file as a client fetches it: status, headers and the bytes. */
export async function fetchFile(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.call(undefined, { method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}
