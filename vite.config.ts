// The admin app: built into dist/ and served by the server under /maintenance/
// (contract §1). `npm run dev:admin` proxies the API to a running server.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  // React Router 7 exports only its development build, where ENABLE_DEV_WARNINGS is on (the checks behind its
  // console warnings run in the app); its production build ships beside it, the same code with the flag off. The
  // build takes it (decision 0122). Exact names only: the react-router-dom re-export reaches the same two files.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  // The manifest (dist/.vite/manifest.json, not served) tells tests which files a screen loads.
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
