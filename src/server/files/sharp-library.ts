// sharp (libvips) loaded at the first image the server decodes, not at start: loading it costs every start about
// 0.1 s of CPU, and an instance may serve many requests before an image is uploaded or transformed
// (docs/decisions/0160-the-server-starts-faster.md). The first image pays it once.
let library: Promise<typeof import('sharp')> | undefined;

/** sharp's function, loaded once. */
export const loadSharp = async () => (await (library ??= import('sharp'))).default;
