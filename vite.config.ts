// The admin app: built into dist/ and served by the server under /maintenance/
// (contract §1). `npm run dev:admin` proxies the API to a running server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/admin',
  base: '/maintenance/',
  plugins: [react()],
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
