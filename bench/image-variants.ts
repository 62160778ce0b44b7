// `node --import tsx bench/image-variants.ts`: the image tool's target (issue
// 14 item 9): "a 12-megapixel JPEG resized to its variants in ≤ 1 s". The
// product's own makeVariants (src/server/media/variants.ts: WebP at 320,
// 640, 1280 and 1920 pixels wide and the 320 square, each through the pixel
// limit and failOn) on a 4000 × 3000 JPEG made here (a gradient with noise,
// so the encoder has real work). Baseline, measured in the same run: sharp
// decoding that JPEG once to raw pixels. Median of 7 runs each, after one
// warm-up.
import sharp from 'sharp';
import { makeVariants } from '../src/server/media/variants.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 7;
const TARGET_MS = 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) & 31;
      const at = (y * WIDTH + x) * 3;
      pixels[at] = ((x * 255) / WIDTH + noise) & 255;
      pixels[at + 1] = ((y * 255) / HEIGHT + noise) & 255;
      pixels[at + 2] = (((x + y) * 127) / (WIDTH + HEIGHT) + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

const jpeg = await photo();
console.log(
  `${WIDTH} × ${HEIGHT} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} threads`,
);
const baseline = await timed(() => sharp(jpeg).raw().toBuffer());
const variants = await timed(() => makeVariants(jpeg, { x: 0.3, y: 0.6 }));
const made = await makeVariants(jpeg, null);
console.log(`baseline: decode once          median ${baseline.toFixed(0)} ms`);
console.log(`variants: ${made.map((v) => `${v.width}×${v.height}`).join(', ')}`);
console.log(
  `variants: all ${made.length}, WebP       median ${variants.toFixed(0)} ms (${(variants / baseline).toFixed(2)}× the decode) ${variants <= TARGET_MS ? 'ok' : `OVER ${TARGET_MS} ms`}`,
);
