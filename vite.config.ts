// The admin app: built into dist/ and served by the server under /maintenance/
// (contract §1). `npm run dev:admin` proxies the API to a running server.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { lightRowCheckbox } from './scripts/vite-light-row-checkbox.js';
import { precompress } from './scripts/vite-precompress.js';

// The sign-in screen's 'Version' label (spec §2): only the version string is shipped, not package.json.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: 'src/admin',
  base: '/maintenance/',
  plugins: [react(), lightRowCheckbox(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The manifest (dist/.vite/manifest.json, not served) tells tests which files a screen loads.
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
