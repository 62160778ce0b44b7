// The product's root folder (where package.json, dist/ and src/ are), as a URL. Files the server reads
// or starts by path (the admin build, worker threads, package.json) are named from here, not from each
// module's own import.meta.url: `npm start` runs the server bundled into one file (build/server/, see
// scripts/build-server.mjs), where every module's import.meta.url is the bundle's. This file and the
// bundle both sit two folders below the root (src/server/, build/server/), so one expression fits both.
const PRODUCT_ROOT = new URL('../../', import.meta.url);

/** A file of the product, by its path from the root ('src/server/db/sqlite-read-worker.js'). */
export const productFile = (path: string): URL => new URL(path, PRODUCT_ROOT);
