// Build-time Brotli and gzip variants of the admin's text files (issue 12
// item 5): next to each dist/ file of 1 kB or more a .br (quality 11) and a
// .gz (level 9), which @fastify/static (`preCompressed`, plugins/admin-app.ts)
// sends to browsers that accept them. Made once here at the highest levels,
// which would cost far too much per request; the server then only picks a
// file. Node's own zlib does it in a few lines, so no plugin dependency.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this a variant saves less than a network packet (nginx's gzip_min_length has the same idea). */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** What browsers fetch as text; source maps are only fetched by developer tools and stay plain. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // After the files are written: every file of the bundle, index.html included, in memory already.
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const jobs = Object.values(bundle).map(async (file) => {
        if (!TEXT.test(file.fileName) || file.fileName.startsWith('.vite/')) return;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([
          writeFile(join(dir, `${file.fileName}.br`), br),
          writeFile(join(dir, `${file.fileName}.gz`), gzipped),
        ]);
      });
      await Promise.all(jobs);
    },
  };
}
