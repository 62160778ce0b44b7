// The admin build's manifest (dist/.vite/manifest.json, vite.config.ts): which files a screen loads
// before it shows, for the tests that hold the bundles to what a screen needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean }>;

export const readManifest = (dist = 'dist'): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files a screen loads before it shows: its chunk and every static import, transitively. */
export function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const k of chunk.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return files;
}
