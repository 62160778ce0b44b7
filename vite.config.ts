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
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every Material icon in one file (124 kB, 38 kB as Brotli): by default each icon a lazy screen shares with another
    // became a file of its own, a few hundred bytes each, and the list and the editor asked for a dozen of them over
    // the browser's six HTTP/1.1 connections (issue 41). Grouping MUI's components or the app's own small modules the
    // same way was measured and not kept: it put the whole library into the sign-in page (over its 250 kB budget,
    // tests/http/served-compressed.test.ts) or every screen's code into the first load (decision 0152).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/, priority: 30 }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
