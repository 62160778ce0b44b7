// The product version for the sign-in screen's 'Version' label (spec §2).
// Vite replaces __APP_VERSION__ with package.json's version (vite.config.ts
// `define`); where nothing defines it (unit tests, a bare dev server) the
// label reads 'dev' instead of breaking.
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? __APP_VERSION__ : 'dev';
