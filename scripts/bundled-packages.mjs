// Which packages the server bundles (scripts/build-server.mjs) hold, and the esbuild plugin that leaves every
// other package outside, loaded from node_modules at run time (docs/decisions/0160-the-server-starts-faster.md).

/**
 * Packages bundled with the sources: ES modules of many small files, whose resolving and reading file by file cost
 * each start about 0.45 s of CPU (kysely's 260 files and typebox's 680 most of it). Each is plain JavaScript that
 * reads no file of its own folder at run time, no package left outside loads a copy of its own, and every one is an
 * ES module: a CommonJS one's `require` of a package left outside cannot run in an ES module bundle (refuseCommonJs).
 * Packages with native code (argon2, sharp, better-sqlite3), with files read from their folder (@fastify/swagger-ui)
 * or of CommonJS stay outside.
 */
export const BUNDLED_PACKAGES = new Set([
  'kysely',
  'typebox',
  'jose',
  'openid-client',
  'oauth4webapi',
  'otplib',
  '@otplib/core',
  '@otplib/hotp',
  '@otplib/totp',
  '@otplib/uri',
  '@otplib/plugin-base32-scure',
  '@otplib/plugin-crypto-noble',
  '@scure/base',
  '@noble/hashes',
  'csv-parse',
]);
const packageName = (path) => path.split('/', path.startsWith('@') ? 2 : 1).join('/');
/** Every bare import outside the product's sources stays external, but for BUNDLED_PACKAGES. */
export const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      !path.startsWith('node:') && BUNDLED_PACKAGES.has(packageName(path)) ? undefined : { external: true },
    );
  },
};

/** Throws when a bundled file is CommonJS: its `require` of a package left outside would fail when it runs. */
export function refuseCommonJs(metafile) {
  const commonJs = Object.keys(metafile.inputs).filter((file) => metafile.inputs[file].format === 'cjs');
  if (commonJs.length) throw new Error(`A bundled package is CommonJS (BUNDLED_PACKAGES): ${commonJs.join(', ')}`);
}
