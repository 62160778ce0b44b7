// The product's root folder (where package.json, dist/ and src/ are), as a URL. Files the server reads
// or starts by path (the admin build, worker threads, package.json) are named from here, not from each
// module's own import.meta.url: `npm start` runs the server bundled into one file (build/server/, see
// scripts/build-server.mjs), where every module's import.meta.url is the bundle's. The bundle sits two folders
// below the root (build/server/), this file three when it runs as a source (in the platform folder of src/server,
// under tsx and vitest): which one is running is told by the URL itself.
const PRODUCT_ROOT = new URL(
  /\/src\/server\/platform\/[^/]+$/.test(import.meta.url) ? '../../../' : '../../',
  import.meta.url,
);

/** A file of the product, by its path from the root ('src/server/platform/db/sqlite-read-worker.js'). */
export const productFile = (path: string): URL => new URL(path, PRODUCT_ROOT);
